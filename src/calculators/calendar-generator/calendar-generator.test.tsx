// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fixToday } from '@/test/fixed-today';
import { renderWithLocation } from '@/test/location-probe';
import { CalendarGenerator, canonicalSearch } from '@/calculators/calendar-generator/calendar-generator.page';

const render = (search = '') => renderWithLocation(<CalendarGenerator />, search);
const rows = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => row.textContent);

fixToday(); // Wednesday, January 15, 2025

describe('calendar generator', () => {
  it('draws a month as a table: weekday headers, ISO weeks, blank neighbouring days, holidays named', async () => {
    render('?month=2026-02');
    const table = await screen.findByRole('table', { name: 'February 2026' });
    expect(rows(table)).toEqual([
      'WkSunMonTueWedThuFriSat',
      '61234567',
      '7891011121314',
      // A dot where the cell is too narrow for the name (CSS shows one or the other), then the name.
      "81516•, Washington’s Birthday1718192021",
      '922232425262728',
    ]);
    expect(screen.getByTestId('result').textContent).toContain("Monday, February 16, 2026: Washington’s Birthday");
  });

  it('starts weeks on Monday, leaving the days of January blank', async () => {
    render('?month=2026-02&weekStart=mon');
    const table = await screen.findByRole('table', { name: 'February 2026' });
    expect(rows(table).slice(0, 3)).toEqual(['WkMonTueWedThuFriSatSun', '51', '62345678']);
  });

  it('marks a holiday on its observed day off, and today', async () => {
    const { unmount } = render('?month=2026-07');
    const july = await screen.findByRole('table', { name: 'July 2026' });
    const cell = within(july).getByText('Independence Day').closest('td');
    expect(cell?.textContent).toBe('3•, Independence Day');
    expect(cell?.getAttribute('title')).toBe('Independence Day');
    unmount();
    render('?month=2025-01&holidays=none');
    const january = await screen.findByRole('table', { name: 'January 2025' });
    expect(rows(january)[1]).toBe('11234');
    expect(january.querySelector('[aria-current="date"]')?.textContent).toBe('15, today');
    expect(screen.queryByText("New Year’s Day")).toBeNull();
  });

  it('draws the first and last months of years 1–9999, the days outside them blank', async () => {
    const { unmount } = render('?month=0001-01&holidays=none');
    const january = await screen.findByRole('table', { name: 'January of year 1' });
    expect(rows(january)[1]).toBe('1123456');
    expect(within(january).getAllByRole('cell')[0]?.textContent).toBe('');
    unmount();
    render('?month=9999-12&weekStart=mon&holidays=none');
    const december = await screen.findByRole('table', { name: 'December 9999' });
    expect(rows(december).at(-1)).toBe('522728293031');
    expect(screen.queryByText(/cannot be drawn/)).toBeNull();
  });

  it('draws the twelve months of the year, with previous and next year links', async () => {
    render('?month=2026-05&view=year');
    await waitFor(() => expect(screen.getAllByRole('table')).toHaveLength(12));
    expect(screen.getByRole('table', { name: 'January 2026' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'December 2026' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Previous year' }).getAttribute('href')).toBe('/?month=2025-05&view=year');
    expect(screen.getByRole('link', { name: 'Next year →' }).getAttribute('href')).toBe('/?month=2027-05&view=year');
  });

  it('waits for Generate, then commits the month and options', async () => {
    render();
    await waitFor(() => expect(screen.getByTestId('result').textContent).toContain('Choose a month and press Generate'));
    expect(screen.getByLabelText('Month')).toHaveProperty('value', '2025-01');
    fireEvent.click(screen.getByLabelText('Monday'));
    fireEvent.click(screen.getByLabelText('Mark US federal holidays'));
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?month=2025-01&weekStart=mon&holidays=none'));
  });

  it('a month it cannot read gets an inline message, and the month drawn before goes', async () => {
    render('?month=2026-02');
    await screen.findByRole('table', { name: 'February 2026' });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '10000-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(screen.getByLabelText('Month').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByTestId('result').textContent).toBe('Not calculated: Enter a month as yyyy-mm (for example 2026-03), from 0001-01 to 9999-12.');
    expect(screen.queryByRole('table', { name: 'February 2026' })).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('');
  });

  it('rewrites the form’s fields to the canonical address', () => {
    expect(canonicalSearch('month=2026-02&view=month&weekStart=sun&holidays=us&holidays=none')).toBe('?month=2026-02');
    expect(canonicalSearch('month=2026-02&view=year&weekStart=mon&holidays=none')).toBe(
      '?month=2026-02&view=year&weekStart=mon&holidays=none',
    );
    expect(canonicalSearch('month=0000-01&view=week')).toBe('');
  });
});
