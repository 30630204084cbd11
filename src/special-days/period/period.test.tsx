// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fixToday } from '@/test/fixed-today';
import { renderWithLocation } from '@/test/location-probe';
import { canonicalSearch as periodSearch, PeriodCalculator } from '@/special-days/period/period.page';

const result = () => screen.getByTestId('result');
const render = (search = '') => renderWithLocation(<PeriodCalculator />, search);
const cycles = () => screen.getAllByRole('listitem').filter((item) => item.textContent?.startsWith('Period '));

fixToday(new Date(2026, 10, 23, 12)); // Monday, November 23, 2026

describe('menstrual cycle calculator on November 23, 2026', () => {
  it('asks for the last period first', async () => {
    render();
    await waitFor(() => expect(result().textContent).toBe('Enter the first day of your last period and press Calculate.'));
  });

  it('predicts six periods with ovulation and fertile window, beside the estimate note', async () => {
    render('?last=2026-11-02');
    await waitFor(() => expect(cycles()).toHaveLength(6));
    expect(result().textContent).toContain('An estimate only.');
    expect(cycles()[0]!.textContent).toBe(
      'Period 1Period: Monday, November 30, 2026 to Friday, December 4, 2026' +
        'Ovulation (estimated): Monday, November 16, 2026' +
        'Fertile window: Wednesday, November 11, 2026 to Tuesday, November 17, 2026',
    );
    expect(cycles()[5]!.textContent).toContain('Period: Monday, April 19, 2027 to Friday, April 23, 2027');
    // The small calendars: November 2026 to April 2027, days marked in words too.
    expect(screen.getAllByRole('table').map((t) => t.querySelector('caption')?.textContent)).toEqual([
      'November 2026', 'December 2026', 'January 2027', 'February 2027', 'March 2027', 'April 2027',
    ]);
    expect(screen.getByRole('table', { name: 'November 2026' }).textContent).toContain('16, estimated ovulation');
    expect(screen.getByRole('table', { name: 'November 2026' }).textContent).toContain('30, predicted period');
    expect(screen.getByRole('table', { name: 'November 2026' }).textContent).toContain('23, today');
  });

  it('uses the cycle and period lengths, and continues an older last period to today', async () => {
    render('?last=2026-01-05&cycle=30&period=4');
    await waitFor(() => expect(cycles()).toHaveLength(6));
    expect(cycles()[0]!.textContent).toContain('Period: Tuesday, December 1, 2026 to Friday, December 4, 2026');
    expect(cycles()[1]!.textContent).toContain('Period: Thursday, December 31, 2026');
  });

  it('refuses a last period after today in a red box', async () => {
    render('?last=2026-12-01');
    await waitFor(() => expect(result().textContent).toContain('Tuesday, December 1, 2026 is after today'));
    expect(screen.queryAllByRole('table')).toHaveLength(0);
  });

  it('Calculate writes the inputs (defaults left out); out-of-range lengths get a message', async () => {
    render();
    fireEvent.change(screen.getByLabelText('First day of your last period'), { target: { value: '2026-11-10' } });
    fireEvent.change(screen.getByLabelText('Cycle length (days)'), { target: { value: '19' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(screen.getByText('Enter a whole number of days from 20 to 45.')).toBeTruthy());
    expect(screen.getByTestId('location').textContent).toBe('');
    fireEvent.change(screen.getByLabelText('Cycle length (days)'), { target: { value: '31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?last=2026-11-10&cycle=31'));
  });

  it('a typed last period after today is refused at its field and never written; the canonical link drops one', async () => {
    render('?last=2026-11-10');
    await waitFor(() => expect(cycles()).toHaveLength(6));
    const last = screen.getByLabelText('First day of your last period');
    fireEvent.change(last, { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(last.getAttribute('aria-invalid')).toBe('true'));
    expect(result().textContent).toBe('Not calculated: Enter the first day of your most recent period: today or earlier.');
    expect(screen.getByTestId('location').textContent).toBe('');
    expect(periodSearch('last=2026-12-01&cycle=30')).toBe('?cycle=30');
    expect(periodSearch('last=2026-11-23&cycle=30')).toBe('?last=2026-11-23&cycle=30');
  });

  it('an emptied cycle length gets a message instead of silently meaning 28', async () => {
    render('?last=2026-11-10&cycle=30');
    await waitFor(() => expect(cycles()).toHaveLength(6));
    fireEvent.change(screen.getByLabelText('Cycle length (days)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(result().textContent).toBe('Not calculated: Enter a whole number of days from 20 to 45.'));
    expect(screen.getByTestId('location').textContent).toBe('');
  });

  it('ignores malformed keys', async () => {
    render('?last=2026-02-30&cycle=99&period=<i>');
    await waitFor(() => expect(result().textContent).toBe('Enter the first day of your last period and press Calculate.'));
  });
});
