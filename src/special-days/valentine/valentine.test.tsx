// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fixToday } from '@/test/fixed-today';
import { renderWithLocation } from '@/test/location-probe';
import { afterUrlFlush } from '@/test/render-with-url';
import { Valentine } from '@/special-days/valentine/valentine.page';
import { ToasterHost } from '@/kit/calculator/toast';

const result = () => screen.getByTestId('result');
const render = (search = '') =>
  renderWithLocation(
    <>
      <Valentine />
      <ToasterHost />
    </>,
    search,
  );
/** The toasts on screen (sonner keeps a toast for a few seconds, across renders). */
const toastTexts = () => [...document.querySelectorAll('[data-sonner-toast]')].map((toast) => toast.textContent);
const commonRows = () => screen.getAllByRole('row').slice(1).map((row) => row.textContent);

fixToday(new Date(2026, 10, 23, 12)); // Monday, November 23, 2026

describe('Valentine’s Day calculator on November 23, 2026', () => {
  it('Days After by default: 21 days after this year’s Valentine’s Day, and the common dates', async () => {
    render();
    await waitFor(() => expect(result().textContent).toBe('21 days after Valentine’s Day 2026 (Saturday, February 14, 2026) isSaturday, March 7, 2026'));
    expect(screen.getByRole('tab', { name: 'Days After Valentine’s' }).getAttribute('aria-selected')).toBe('true');
    expect(commonRows()).toEqual([
      '21 days (3 weeks)Saturday, March 7, 2026',
      '30 daysMonday, March 16, 2026',
      '60 daysWednesday, April 15, 2026',
      '90 daysFriday, May 15, 2026',
      '100 daysMonday, May 25, 2026',
    ]);
    expect(screen.getByRole('link', { name: '100 days after' }).getAttribute('href')).toBe('/?days=100');
  });

  it('reads days from the link, and Calculate pushes the new count and confirms it with a toast', async () => {
    render('?days=45');
    await waitFor(() => expect(result().textContent).toContain('Tuesday, March 31, 2026'));
    const days = screen.getByLabelText('Number of days');
    fireEvent.change(days, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?days=30'));
    expect(screen.getByTestId('location').getAttribute('data-navigation')).toBe('PUSH');
    const toast = await screen.findByText('30 days after Valentine’s Day is Monday, March 16, 2026');
    expect(toast.closest('[data-sonner-toast]')?.textContent).toContain('Date calculated!');
  });

  it('refuses 0, negative and empty counts with a message; the kept result is labelled as the last one', async () => {
    render('?days=45');
    await waitFor(() => expect(result().textContent).toContain('Tuesday, March 31, 2026'));
    const before = toastTexts();
    const days = screen.getByLabelText('Number of days');
    for (const value of ['0', '-5', '']) {
      fireEvent.change(days, { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
      await waitFor(() => expect(days.getAttribute('aria-invalid')).toBe('true'));
      expect(result().textContent).toBe(
        'Not calculated: Enter a whole number of days, 1 or more.The last result, for the last valid entry:45 days after Valentine’s Day 2026 (Saturday, February 14, 2026) isTuesday, March 31, 2026',
      );
      expect(screen.getByTestId('location').textContent).toBe('');
    }
    await afterUrlFlush();
    expect(toastTexts().filter((text) => !before.includes(text))).toEqual([]);
  });

  it('the Countdown tab counts to the next February 14', async () => {
    render('?tab=countdown');
    await waitFor(() => expect(result().textContent).toContain('83calendar days until Valentine’s Day: Sunday, February 14, 2027'));
    expect(screen.getByRole('heading', { level: 2, name: 'Valentine’s Day 2027' })).toBeTruthy();
  });

  it('falls back to the defaults for malformed keys', async () => {
    render('?tab=<script>&days=1e3');
    await waitFor(() => expect(result().textContent).toContain('21 days after'));
  });
});
