// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fixToday } from '@/test/fixed-today';
import { WEEKDAY_KEYS } from '@/kit/calculator/weekend-param';
import { renderWithLocation } from '@/test/location-probe';
import { CalendarGenerator, canonicalSearch } from '@/calculators/calendar-generator/calendar-generator.page';

const render = (search = '') => renderWithLocation(<CalendarGenerator />, search);
const rows = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => row.textContent);

fixToday(); // Wednesday, January 15, 2025

describe('calendar generator', () => {
  it('draws a month as a table: weekday headers, ISO weeks, blank neighbouring days, holidays named', async () => {
    render('?month=2026-02');
    // The first calendar of the run waits for the view's module and the holiday rules, loaded cold.
    const table = await screen.findByRole('table', { name: 'February 2026' }, { timeout: 5000 });
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

  it('numbers Sunday rows the US way and Monday rows the ISO way, and says which', async () => {
    const { unmount } = render('?month=2026-01&holidays=none');
    const sunday = await screen.findByRole('table', { name: 'January 2026' });
    // Week 1 is Sunday, December 28, 2025 to Saturday, January 3; the row from Sunday, January 4 is week 2.
    expect(rows(sunday).slice(1, 3)).toEqual(['1123', '245678910']);
    expect(screen.getByText(/^Week numbers: week 1 is the week with January 1, counted in weeks from Sunday, as US calendars/)).toBeTruthy();
    unmount();
    render('?month=2026-01&weekStart=mon&holidays=none');
    const monday = await screen.findByRole('table', { name: 'January 2026' });
    // ISO week 1 is Monday, December 29, 2025 to Sunday, January 4.
    expect(rows(monday).slice(1, 3)).toEqual(['11234', '2567891011']);
    expect(screen.getByText(/^Week numbers: ISO 8601/)).toBeTruthy();
  });

  it('starts weeks on Saturday, numbered from the week with January 1', async () => {
    render('?month=2026-01&weekStart=sat&holidays=none');
    const table = await screen.findByRole('table', { name: 'January 2026' });
    expect(rows(table).slice(0, 3)).toEqual(['WkSatSunMonTueWedThuFri', '112', '23456789']);
    expect(screen.getByText(/counted in weeks from Saturday \(not ISO 8601/)).toBeTruthy();
  });

  it('reads the first days of the week of Unicode CLDR’s week data, and no other', async () => {
    const { default: firstDays } = await import('@/data/first-days.json');
    // Sunday is the default, left out of the address.
    const days = Object.keys(firstDays).map((day) => WEEKDAY_KEYS[Number(day)]!);
    expect(days.filter((day) => day !== 'sun').every((day) => canonicalSearch(`month=2026-01&weekStart=${day}`).includes(`weekStart=${day}`))).toBe(true);
    expect(canonicalSearch('month=2026-01&weekStart=fri')).toBe('?month=2026-01&weekStart=fri');
    expect(canonicalSearch('month=2026-01&weekStart=tue')).toBe('?month=2026-01');
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
    // The weekend's boxes are named after weekdays too.
    fireEvent.click(within(screen.getByRole('group', { name: 'Week starts on' })).getByLabelText('Monday'));
    const place = await screen.findByLabelText('Holidays', {}, { timeout: 5000 });
    expect(place).toHaveProperty('value', 'us');
    fireEvent.change(place, { target: { value: 'none' } });
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

describe('calendar generator: the working-day calendar’s keys', () => {
  it('reads a plain form’s fields: place, boxes with their hidden false, weekday boxes, each own day’s field', () => {
    expect(
      canonicalSearch(
        'month=2027-05&view=month&weekStart=sun&holidays=de-by&bank=true&bank=false&half=false&weekend=sat&weekend=sun&off=2027-05-28&off=&work=2027-05-29&work=',
      ),
    ).toBe('?month=2027-05&holidays=de-by&bank=true&off=2027-05-28&work=2027-05-29');
    // A weekend preset button wins over the boxes.
    expect(canonicalSearch('month=2027-05&weekendPreset=fri,sat&weekend=sat&weekend=sun')).toBe('?month=2027-05&weekend=fri,sat');
  });

  it('keeps US federal holidays as the default, reads a place in any letter case, and leaves out a weekend equal to the place’s', () => {
    expect(canonicalSearch('month=2027-05&holidays=US')).toBe('?month=2027-05');
    expect(canonicalSearch('holidays=DE-BY&half=true')).toBe('?holidays=de-by&half=true');
    expect(canonicalSearch('holidays=sa&weekend=fri,sat')).toBe('?holidays=sa');
    expect(canonicalSearch('holidays=sa&weekend=sat,sun')).toBe('?holidays=sa&weekend=sat,sun');
    expect(canonicalSearch('weekend=sat,sun')).toBe('');
  });

  it('drops what it cannot read: a hostile place, a list with a non-date, a seven-day weekend', () => {
    expect(canonicalSearch('month=2027-05&holidays=%3Cscript%3E&bank=maybe')).toBe('?month=2027-05');
    expect(canonicalSearch('off=2027-05-28,nope&work=2027-05-29')).toBe('?work=2027-05-29');
    expect(canonicalSearch('weekend=mon,tue,wed,thu,fri,sat,sun')).toBe('');
  });
});

describe('calendar generator: a place’s holidays and the visitor’s own days', () => {
  const result = () => screen.getByTestId('result');

  it('marks a region’s own holiday once its data has loaded, never a calendar without it first', async () => {
    // Corpus Christi, Thursday, May 27, 2027: a public holiday in Bavaria, not in Germany as a whole.
    render('?month=2027-05&holidays=de-by');
    const may = await screen.findByRole('table', { name: 'May 2027' }, { timeout: 5000 });
    // The first calendar drawn is the place’s.
    const cell = within(may).getByText('Corpus Christi').closest('td');
    expect(cell?.textContent).toBe('27•, Corpus Christi');
    expect(result().textContent).toContain('Holidays of Germany: Bayern in May 2027');
    expect(result().textContent).toContain('Thursday, May 27, 2027: Corpus Christi');
    expect(result().textContent).toContain('Holiday data: python-holidays (MIT licence).');
    expect(screen.getByRole('link', { name: 'Next month →' }).getAttribute('href')).toBe('/?month=2027-06&holidays=de-by');
  });

  it('names a half day as one: a working day unless half days count as days off', async () => {
    // Iceland: Christmas Eve and New Year’s Eve are holidays from the afternoon.
    const { unmount } = render('?month=2027-12&holidays=is');
    const december = await screen.findByRole('table', { name: 'December 2027' }, { timeout: 5000 });
    const eve = within(december).getByText('Christmas Eve (from 1pm) (half day)').closest('td');
    expect(eve?.className).not.toContain('font-semibold');
    expect(result().textContent).toContain('Friday, December 24, 2027: Christmas Eve (from 1pm) (half day)');
    expect(result().textContent).toContain('Half days (off for part of the day, or for some groups only) are working days here');
    unmount();
    render('?month=2027-12&holidays=is&half=true');
    const counted = await screen.findByRole('table', { name: 'December 2027' }, { timeout: 5000 });
    expect(within(counted).getByText('Christmas Eve (from 1pm) (half day)').closest('td')?.className).toContain('font-semibold');
    expect(result().textContent).toContain('Half days (off for part of the day, or for some groups only) are counted as days off.');
  });

  it('marks the visitor’s own days off and working days, and lists them with the holidays', async () => {
    render('?month=2026-02&off=2026-02-03&work=2026-02-16');
    const february = await screen.findByRole('table', { name: 'February 2026' });
    expect(within(february).getByText('Your day off').closest('td')?.textContent).toBe('3•, Your day off');
    // A working day of the visitor's own on a holiday: the holiday is worked.
    const worked = within(february).getByText('Washington’s Birthday; Your working day').closest('td');
    expect(worked?.className).not.toContain('font-semibold');
    expect(result().textContent).toContain('US federal holidays and your own days in February 2026');
    expect(result().textContent).toContain('Tuesday, February 3, 2026: Your day off');
    expect(result().textContent).toContain('Monday, February 16, 2026: Washington’s Birthday; Your working day');
    expect(result().textContent).not.toContain('Holiday data');
  });

  it('shades the place’s weekend, from the CLDR week data unless one is set', async () => {
    const { unmount } = render('?month=2026-01&holidays=sa');
    await screen.findByRole('table', { name: 'January 2026' }, { timeout: 5000 });
    expect(result().textContent).toContain('Shaded grey: the weekend (Friday and Saturday)');
    unmount();
    render('?month=2026-01&weekend=sun');
    await screen.findByRole('table', { name: 'January 2026' });
    expect(result().textContent).toContain('Shaded grey: the weekend (Sunday)');
  });

  it('says a place the data does not know marks no holidays, and writes holidays=none', async () => {
    const { updates } = render('?month=2026-02&holidays=zz');
    await waitFor(() => expect(result().textContent).toContain('The holiday data knows no place “zz”, so no holidays are marked.'), { timeout: 5000 });
    const february = await screen.findByRole('table', { name: 'February 2026' });
    expect(within(february).queryByText('Washington’s Birthday')).toBeNull();
    await waitFor(() => expect(updates.at(-1)?.queryString).toBe('?month=2026-02&holidays=none'));
  });

  it('says when the year is outside the place’s holiday data', async () => {
    render('?month=1850-05&holidays=de-by');
    await screen.findByRole('table', { name: 'May 1850' }, { timeout: 5000 });
    expect(result().textContent).toContain('The holiday data of this place holds the years 1991 to 2100: the holidays of 1850 are not known, so none are marked.');
    expect(result().textContent).toContain('Holidays of Germany: Bayern in May 1850None.');
  });

  it('submits the control’s place with Generate, not before', async () => {
    render('?month=2027-05');
    await screen.findByRole('table', { name: 'May 2027' });
    const place = await screen.findByLabelText('Holidays', {}, { timeout: 5000 });
    // A region is listed once its country is chosen.
    fireEvent.change(place, { target: { value: 'de' } });
    await waitFor(() => expect(place.querySelector('option[value="de-by"]')).not.toBeNull());
    fireEvent.change(place, { target: { value: 'de-by' } });
    fireEvent.click(await screen.findByLabelText('Count half days as days off'));
    expect(screen.getByTestId('location').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?month=2027-05&holidays=de-by&half=true'));
  });

  it('submits a weekend chosen in the control with Generate', async () => {
    render('?month=2027-05');
    await screen.findByRole('table', { name: 'May 2027' });
    const weekend = await screen.findByRole('group', { name: 'Weekend days (not worked)' }, { timeout: 5000 });
    fireEvent.click(within(weekend).getByLabelText('Sunday'));
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?month=2027-05&weekend=sat'));
  });
});
