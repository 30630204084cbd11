// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fixToday } from '@/test/fixed-today';
import { renderWithLocation } from '@/test/location-probe';
import { WeekdayFinder, canonicalSearch } from '@/calculators/weekday-finder/weekday-finder.page';

const result = () => screen.getByTestId('result');
const location = () => screen.getByTestId('location');
const render = (search = '') => renderWithLocation(<WeekdayFinder />, search);

fixToday(); // Wednesday, January 15, 2025

describe('weekday finder', () => {
  it('shows both dates with weekday, day of the year and ISO week', async () => {
    render('?date=2025-03-03&add=30');
    await waitFor(() => expect(result().textContent).toContain('Wednesday, April 2, 2025'));
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['DateWeekdayDay of the yearISO week', 'March 3, 2025Monday62Week 10', 'April 2, 2025Wednesday92Week 14']);
    expect(result().textContent).toContain('is 30 days after Monday, March 3, 2025');
  });

  it('goes back for a negative number, with the ISO week of the next year when it applies', async () => {
    render('?date=2025-01-01&add=-1');
    await waitFor(() => expect(result().textContent).toContain('Tuesday, December 31, 2024'));
    expect(result().textContent).toContain('is 1 day before Wednesday, January 1, 2025');
    expect(screen.getAllByRole('row')[2]?.textContent).toBe('December 31, 2024Tuesday366Week 1 of 2025');
  });

  it('gives the Julian calendar date of a day before October 15, 1582', async () => {
    render('?date=1582-10-15&add=-1');
    await waitFor(() => expect(result().textContent).toContain('Thursday, October 14, 1582'));
    await waitFor(() => expect(result().textContent).toContain('This date uses the Gregorian calendar extended backwards (it began on October 15, 1582). Julian calendar: Thursday, October 4, 1582'));
  });

  it('gives no Julian date from October 15, 1582 on', async () => {
    render('?date=1582-10-15');
    await waitFor(() => expect(result().textContent).toContain('Friday, October 15, 1582'));
    expect(result().textContent).not.toContain('Julian');
  });

  it('counts from today when only the days are in the link (a quick example)', async () => {
    render('?add=7');
    await waitFor(() => expect(result().textContent).toContain('Wednesday, January 22, 2025'));
    expect(screen.getByRole('link', { name: '+90 days' }).getAttribute('href')).toBe('/?add=90');
  });

  it('says so when the date would leave the calendar', async () => {
    render('?date=9999-12-31&add=1');
    await waitFor(() => expect(result().textContent).toContain('outside the calendar'));
  });

  it('shows today’s weekday until a date is committed; bad values are ignored', async () => {
    render('?add=abc&date=2025-02-30');
    await waitFor(() => expect(result().textContent).toContain('Today is a Wednesday'));
    expect(screen.getByLabelText('Days to add')).toHaveProperty('value', '0');
  });

  it('commits the date and the days; a fraction gets an inline message', async () => {
    render();
    await waitFor(() => expect(screen.getByLabelText('Date')).toHaveProperty('value', '2025-01-15'));
    const add = screen.getByLabelText('Days to add');
    fireEvent.change(add, { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find Weekday' }));
    await waitFor(() => expect(add.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(add.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toMatch(/^Enter a whole number of days/);
    // The result says why instead of showing today's weekday beside the rejected days.
    expect(result().textContent).toMatch(/^Not calculated: Enter a whole number of days/);
    expect(location().textContent).toBe('');
    fireEvent.change(add, { target: { value: '-10' } });
    expect(add.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Find Weekday' }));
    await waitFor(() => expect(location().textContent).toBe('?date=2025-01-15&add=-10'));
  });

  it('rewrites the form’s fields to the canonical address', () => {
    expect(canonicalSearch('date=2025-03-03&add=0')).toBe('?date=2025-03-03&add=0');
    expect(canonicalSearch('date=&add=')).toBe('');
    expect(canonicalSearch('date=2025-03-03&add=99999999')).toBe('?date=2025-03-03');
    // A field's text is read by the one whole-number rule: spaces around it are ignored, nothing else is a number.
    expect(canonicalSearch('date=2025-03-03&add=5+')).toBe('?date=2025-03-03&add=5');
    expect(canonicalSearch('date=2025-03-03&add=1e5')).toBe('?date=2025-03-03');
  });

  it.each(['1e5', '+5', '0x10'])('refuses %j typed into the days with a message, and commits nothing', async (text) => {
    render();
    await waitFor(() => expect(screen.getByLabelText('Date')).toHaveProperty('value', '2025-01-15'));
    const add = screen.getByLabelText('Days to add');
    fireEvent.change(add, { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'Find Weekday' }));
    await waitFor(() => expect(add.getAttribute('aria-invalid')).toBe('true'));
    expect(result().textContent).toMatch(/^Not calculated: Enter a whole number of days/);
    expect(location().textContent).toBe('');
  });
});
