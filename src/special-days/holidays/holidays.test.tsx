// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fixToday } from '@/test/fixed-today';
import { renderWithLocation } from '@/test/location-probe';
import { Holidays } from '@/special-days/holidays/holidays.page';

const result = () => screen.getByTestId('result');
const render = (search = '') => renderWithLocation(<Holidays />, search);
const rows = () => screen.getAllByRole('row').slice(1).map((row) => row.textContent);

fixToday(new Date(2026, 6, 4, 12)); // Saturday, July 4, 2026: Independence Day

describe('holiday calculator on Saturday, July 4, 2026', () => {
  it('lists the six holidays by days until, today’s first and passed ones in next year', async () => {
    render();
    await waitFor(() => expect(screen.getAllByRole('listitem')[0]!.textContent).toBe('Independence DaySaturday, July 4, 2026Today!'));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Independence DaySaturday, July 4, 2026Today!',
      'HalloweenSaturday, October 31, 2026119days',
      'ChristmasFriday, December 25, 2026174days',
      "New Year’s EveThursday, December 31, 2026180days",
      "New Year’s DayFriday, January 1, 2027181days",
      "Valentine’s DaySunday, February 14, 2027225days",
    ]);
  });

  it('shows this year’s federal holidays by default, with the day off in full where a weekend moves it', async () => {
    render();
    await waitFor(() => expect(screen.getByRole('table', { name: 'US federal holidays 2026' })).toBeTruthy());
    expect(rows()).toHaveLength(11);
    expect(rows()).toContain('Independence DaySaturday, July 4, 2026Friday, July 3, 2026');
    expect(rows()).toContain('Labor DayMonday, September 7, 2026Same day');
    expect((screen.getByLabelText('Year') as HTMLInputElement).value).toBe('2026');
  });

  it('reads the year from the link: 2027’s weekend holidays move to Friday or Monday', async () => {
    render('?year=2027');
    await waitFor(() => expect(screen.getByRole('table', { name: 'US federal holidays 2027' })).toBeTruthy());
    expect(rows()).toContain('Juneteenth National Independence DaySaturday, June 19, 2027Friday, June 18, 2027');
    expect(rows()).toContain('Independence DaySunday, July 4, 2027Monday, July 5, 2027');
    expect(rows()).toContain('Christmas DaySaturday, December 25, 2027Friday, December 24, 2027');
    const years = within(screen.getByRole('navigation', { name: 'Previous and next year' }));
    expect(years.getByRole('link', { name: '← 2026' }).getAttribute('href')).toBe('/?year=2026');
    expect(years.getByRole('link', { name: '2028 →' }).getAttribute('href')).toBe('/?year=2028');
  });

  it('has no Juneteenth before 2021 and says why', async () => {
    render('?year=2020');
    await waitFor(() => expect(screen.getByRole('table', { name: 'US federal holidays 2020' })).toBeTruthy());
    expect(rows()).toHaveLength(10);
    expect(result().textContent).toMatch(/Juneteenth/);
  });

  it('commits a year with Show holidays, and refuses one outside 1–9999 with a message', async () => {
    render();
    await waitFor(() => expect(screen.getByRole('table', { name: 'US federal holidays 2026' })).toBeTruthy());
    const year = screen.getByLabelText('Year');
    fireEvent.change(year, { target: { value: '10000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show holidays' }));
    await waitFor(() => expect(screen.getByText('Enter a whole year from 1 to 9999.')).toBeTruthy());
    expect(screen.getByTestId('location').textContent).toBe('');
    fireEvent.change(year, { target: { value: '2031' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show holidays' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?year=2031'));
    // Three renders of the year's table: slow work for jsdom on a busy machine.
  }, 20_000);

  it('falls back to this year for a malformed year', async () => {
    render('?year=<b>2027</b>');
    await waitFor(() => expect(screen.getByRole('table', { name: 'US federal holidays 2026' })).toBeTruthy());
  });
});
