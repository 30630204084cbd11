// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { rememberOpenedAddress } from '@/shell/opened-address';
import { fixToday } from '@/test/fixed-today';
import { renderWithLocation } from '@/test/location-probe';
import { WeekNumber, canonicalSearch } from '@/calculators/week-number/week-number.page';

const result = () => screen.getByTestId('result');
const location = () => screen.getByTestId('location');
// Plain selectors: role queries over a table of 53 rows take seconds on a busy machine.
const rows = () => [...document.querySelectorAll('[aria-label$=" table"] tbody tr')];
const marked = () => rows().filter((row) => row.getAttribute('aria-current') === 'true').map((row) => row.textContent);
const render = (search = '') => renderWithLocation(<WeekNumber />, search);

fixToday(); // Wednesday, January 15, 2025

// Each test renders a year's table of 52 or 53 rows: more time than the default on a busy machine.
describe('week number', { timeout: 15_000 }, () => {
  it('shows the ISO week of a date, its Monday to Sunday, and the US-style week', async () => {
    render('?date=2026-11-25');
    await waitFor(() => expect(result().textContent).toContain('Week 48'));
    const text = result().textContent;
    expect(text).toContain('Wednesday, November 25, 2026 is in');
    expect(text).toContain('2026-W48');
    expect(text).toContain('Monday, November 23, 2026 – Sunday, November 29, 2026');
    expect(text).toContain('US-style weekWeek 48 of 2026');
    expect(text).toContain('ISO weeks in 202653 weeks');
    expect(text).toContain('Day of the ISO weekWednesday, day 3');
    expect(text).toContain('For this date both give week 48.');
  });

  it('lists the weeks of the date’s ISO year with the chosen week marked in words', async () => {
    render('?date=2026-11-25');
    await waitFor(() => expect(rows()).toHaveLength(53));
    expect(rows()[0]?.textContent).toBe('2026-W01Dec 29, 2025Jan 4, 2026');
    expect(rows()[52]?.textContent).toBe('2026-W53Dec 28, 2026Jan 3, 2027');
    expect(marked()).toEqual(['2026-W48← your dateNov 23, 2026Nov 29, 2026']);
    expect(screen.getByText(/^2026 has 53 ISO weeks/).textContent).toBe(
      '2026 has 53 ISO weeks, from Monday, December 29, 2025 to Sunday, January 3, 2027.',
    );
  });

  it('gives a date near January 1 the week-year of its Thursday, and the US week of its calendar year', async () => {
    render('?date=2021-01-03');
    await waitFor(() => expect(result().textContent).toContain('2020-W53'));
    const text = result().textContent;
    expect(text).toContain('Week 53');
    expect(text).toContain('Monday, December 28, 2020 – Sunday, January 3, 2021');
    expect(text).toContain('January 3, 2021 belongs to week 53 of 2020, not of 2021');
    expect(text).toContain('US-style weekWeek 2 of 2021');
    expect(text).toContain('they differ: ISO week 53 of 2020, US week 2 of 2021.');
    // The table is of the week-year, 2020, holding the date's week.
    await waitFor(() => expect(marked()).toEqual(['2020-W53← your dateDec 28, 2020Jan 3, 2021']));
  });

  it('puts December 30, 2024 in week 1 of 2025', async () => {
    render('?date=2024-12-30');
    await waitFor(() => expect(result().textContent).toContain('2025-W01'));
    expect(result().textContent).toContain('Monday, December 30, 2024 – Sunday, January 5, 2025');
    expect(result().textContent).toContain('US-style weekWeek 53 of 2024');
  });

  it('opens on today’s week, marked as this week, with the date left out of the address', async () => {
    render();
    await waitFor(() => expect(result().textContent).toContain('Today is in'));
    expect(result().textContent).toContain('Week 3');
    expect(result().textContent).toContain('2025-W03');
    expect(result().textContent).toContain('Monday, January 13, 2025 – Sunday, January 19, 2025');
    expect(marked()).toEqual(['2025-W03← this weekJan 13, 2025Jan 19, 2025']);
    expect(screen.getByLabelText('Date')).toHaveProperty('value', '2025-01-15');
    expect(screen.getByLabelText('Year of the week table')).toHaveProperty('value', '');
  });

  it('shows another year’s table, marking this week and the chosen date’s week when they are in it', async () => {
    render('?date=2025-03-03&year=2025');
    await waitFor(() => expect(rows()).toHaveLength(52));
    expect(marked()).toEqual(['2025-W03← this weekJan 13, 2025Jan 19, 2025', '2025-W10← your dateMar 3, 2025Mar 9, 2025']);
  });

  it('lists the year of the link alone: 2027 starts on January 4, 2027', async () => {
    render('?year=2027');
    await waitFor(() => expect(rows()[0]?.textContent).toBe('2027-W01Jan 4, 2027Jan 10, 2027'));
    expect(rows()).toHaveLength(52);
    expect(marked()).toEqual([]);
    expect(result().textContent).toContain('2025-W03');
  });

  it('lists a year of the link without marking a week when neither is in it', async () => {
    render('?date=2026-11-25&year=1999');
    await waitFor(() => expect(rows()).toHaveLength(52));
    expect(marked()).toEqual([]);
    expect(result().textContent).toContain('2026-W48');
    expect(screen.getByRole('link', { name: '← 1998' }).getAttribute('href')).toBe('/?date=2026-11-25&year=1998');
    expect(screen.getByRole('link', { name: '2000 →' }).getAttribute('href')).toBe('/?date=2026-11-25&year=2000');
  });

  it('says that a date before October 15, 1582 is counted in the Gregorian calendar extended backwards, with its Julian date', async () => {
    const { unmount } = render('?date=1582-10-14');
    await waitFor(() => expect(result().textContent).toContain('Thursday, October 14, 1582 is in'));
    expect(result().textContent).toContain('1582-W41');
    expect(result().textContent).toContain('Monday, October 11, 1582 – Sunday, October 17, 1582');
    await waitFor(() => expect(result().textContent).toContain('Julian calendar: Thursday, October 4, 1582'));
    expect(result().textContent).toContain('This date uses the Gregorian calendar extended backwards');
    unmount();
    render('?date=1582-10-15');
    await waitFor(() => expect(result().textContent).toContain('Friday, October 15, 1582 is in'));
    expect(result().textContent).not.toContain('Gregorian calendar');
  });

  it('ends 9999’s last week past the calendar and offers no next week', async () => {
    render('?date=9999-12-31');
    await waitFor(() => expect(result().textContent).toContain('9999-W52'));
    expect(result().textContent).toContain('Monday, December 27, 9999 – Sunday, January 2, 10000');
    expect(screen.queryByRole('link', { name: 'Next week →' })).toBeNull();
    expect(screen.queryByRole('link', { name: '10000 →' })).toBeNull();
    expect(rows().at(-1)?.textContent).toBe('9999-W52← your dateDec 27, 9999Jan 2, 10000');
  });

  it('reads bad values in the link as absent: today’s week and its year', async () => {
    render('?date=2026-02-30&year=10000');
    await waitFor(() => expect(result().textContent).toContain('Today is in'));
    expect(result().textContent).toContain('2025-W03');
    expect(rows()).toHaveLength(52);
    expect(canonicalSearch('?date=2026-02-30&year=10000')).toBe('');
    expect(canonicalSearch('?date=junk&year=2026')).toBe('?year=2026');
    expect(canonicalSearch('?date=2026-11-25&year=')).toBe('?date=2026-11-25');
  });

  it('says which values of the link it opened with it left out', async () => {
    rememberOpenedAddress('http://localhost/?date=2026-02-30&year=10000', '');
    try {
      render();
      await waitFor(() => expect(result().textContent).toContain('2025-W03'));
      expect(result().textContent).toMatch(
        /^The link’s date is not a real date between the years 1 and 9999, so this is today’s week\.The link’s year is not a whole year from 1 to 9999, so the table shows the year of the date’s week\.Today is in/,
      );
    } finally {
      rememberOpenedAddress(null);
    }
  });

  it('gives a bad year an inline message and commits nothing; a good one is committed without today', async () => {
    render();
    await waitFor(() => expect(screen.getByLabelText('Date')).toHaveProperty('value', '2025-01-15'));
    const year = screen.getByLabelText('Year of the week table');
    fireEvent.change(year, { target: { value: '10000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find Week' }));
    await waitFor(() => expect(year.getAttribute('aria-invalid')).toBe('true'));
    expect(result().textContent).toBe('Not calculated: Enter a whole year from 1 to 9999, or leave it empty.');
    expect(location().textContent).toBe('');
    fireEvent.change(year, { target: { value: '2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find Week' }));
    await waitFor(() => expect(location().textContent).toBe('?year=2027'));
    expect(screen.getByTestId('location').dataset.navigation).toBe('PUSH');
  });

  it('gives a date it cannot read an inline message', async () => {
    render('?date=2026-11-25');
    await waitFor(() => expect(result().textContent).toContain('2026-W48'));
    const date = screen.getByLabelText('Date');
    fireEvent.change(date, { target: { value: '10000-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find Week' }));
    await waitFor(() => expect(result().textContent).toBe('Not calculated: Enter a real date between the years 1 and 9999.'));
    expect(location().textContent).toBe(''); // no new address
    expect(date.getAttribute('aria-invalid')).toBe('true');
  });

  it('links the weeks before and after, and the examples around January 1', async () => {
    render('?date=2026-11-25');
    await waitFor(() => expect(result().textContent).toContain('2026-W48'));
    expect(screen.getByRole('link', { name: '← Previous week' }).getAttribute('href')).toBe('/?date=2026-11-18');
    expect(screen.getByRole('link', { name: 'Next week →' }).getAttribute('href')).toBe('/?date=2026-12-02');
    expect(screen.getByRole('link', { name: 'Jan 1, 2027' }).getAttribute('href')).toBe('/?date=2027-01-01');
  });
});
