// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { rememberOpenedAddress } from '@/shell/opened-address';
import { afterUrlFlush, renderWithUrl } from '@/test/render-with-url';
import { fixToday } from '@/test/fixed-today';
import { renderWithLocation } from '@/test/location-probe';
import { canonicalWidgetSearch, DateCalculatorWidget } from '@/calculators/date-from-today/date-calculator-widget';


const result = () => screen.getByTestId('result');

fixToday();

describe('date calculator widget: URL → result', () => {
  it('uses the defaults with no query string: 30 days from today', async () => {
    renderWithUrl(<DateCalculatorWidget />);
    await waitFor(() => expect(result().textContent).toContain('Friday, February 14, 2025'));
    expect(screen.getByRole('tab', { name: 'Standard' }).getAttribute('aria-selected')).toBe('true');
  });

  it('reads days, direction and a custom start', async () => {
    renderWithUrl(<DateCalculatorWidget />, '?days=10&dir=ago&start=2025-03-11');
    await waitFor(() => expect(result().textContent).toContain('Saturday, March 1, 2025'));
  });

  it('reads tomorrow and business days', async () => {
    renderWithUrl(<DateCalculatorWidget />, '?days=5&start=tomorrow&business=true');
    await waitFor(() => expect(result().textContent).toContain('Thursday, January 23, 2025'));
  });

  it('reads the between tab, inclusive by default', async () => {
    renderWithUrl(<DateCalculatorWidget />, '?tab=between&from=2025-01-01&to=2025-01-10');
    await waitFor(() => expect(result().textContent).toContain('10 days'));
  });

  it('reads the weekday tab', async () => {
    renderWithUrl(<DateCalculatorWidget />, '?tab=weekday&date=2025-03-03');
    await waitFor(() => expect(result().textContent).toContain('Monday, March 3, 2025'));
  });

  it.each(['?days=abc', '?years=-1', '?months=10000', '?tab=%3Cscript%3E', '?start=2025-02-30', `?days=${'9'.repeat(5000)}`, '?business=maybe'])(
    'falls back to the defaults for %s',
    async (query) => {
      renderWithUrl(<DateCalculatorWidget />, query.slice(0, 200));
      await waitFor(() => expect(result().textContent).toContain('Friday, February 14, 2025'));
    },
  );
});

describe('date calculator widget: years, months and weeks', () => {
  it('adds years and months first, then weeks and days', async () => {
    renderWithUrl(<DateCalculatorWidget />, '?years=2&months=3&weeks=1&days=4&start=2026-11-25');
    await waitFor(() => expect(result().textContent).toBe('2 years 3 months 1 week 4 days from Wednesday, November 25, 2026ThursdayThursday, March 8, 2029'));
  });

  it('says when the day was past the end of the month reached', async () => {
    renderWithUrl(<DateCalculatorWidget />, '?months=1&weeks=1&days=0&start=2025-01-31');
    await waitFor(() =>
      expect(result().textContent).toBe(
        '1 month 1 week from Friday, January 31, 2025FridayFriday, March 7, 2025February 2025 has no day 31, so its last day, February 28, 2025, was used, and the weeks and days were counted from there.',
      ),
    );
  });

  it('counts months before', async () => {
    renderWithUrl(<DateCalculatorWidget />, '?months=6&days=0&dir=ago');
    await waitFor(() => expect(result().textContent).toContain('6 months before todayMondayMonday, July 15, 2024'));
  });

  it('says which unit count of the link it opened with it left out', async () => {
    // The page was opened at ?years=10000, which the rewrite on load made the bare address.
    rememberOpenedAddress('http://localhost/?years=10000', '');
    try {
      renderWithUrl(<DateCalculatorWidget />);
      await waitFor(() => expect(result().textContent).toContain('30 days from today'));
      expect(result().textContent).toMatch(/^The link’s number of years is not a whole number from 0 to 9,999, so it was left out\.30 days from today/);
    } finally {
      rememberOpenedAddress(null);
    }
  });

  it('says that every unit at 0 gives no date', async () => {
    renderWithUrl(<DateCalculatorWidget />, '?days=0');
    // The message alone: there is no last result to show under it.
    await waitFor(() => expect(result().textContent).toBe('Not calculated: Enter at least one year, month, week or day: all four are 0.'));
    expect(screen.getByLabelText('Number of days').getAttribute('aria-invalid')).toBe('true');
  });

  it('counts business days in days only, and says so', async () => {
    renderWithUrl(<DateCalculatorWidget />, '?months=3&days=5&business=true');
    await waitFor(() => expect(result().textContent).toContain('5 business days from todayWednesdayWednesday, January 22, 2025'));
    expect(result().textContent).toContain('Business days are counted in days only: the years, months and weeks are left out.');
  });

  it('gives the Julian calendar date of a result before October 15, 1582', async () => {
    renderWithUrl(<DateCalculatorWidget />, '?days=10&start=1582-10-04');
    await waitFor(() => expect(result().textContent).toContain('Julian calendar: Thursday, October 4, 1582'));
    expect(result().textContent).toContain('Gregorian calendar extended backwards');
  });

  it('a link naming months but no days means no days', () => {
    expect(canonicalWidgetSearch('months=3')).toBe('?months=3&days=0');
    expect(canonicalWidgetSearch('years=1&days=2')).toBe('?years=1&days=2');
    expect(canonicalWidgetSearch('months=0')).toBe('');
    expect(canonicalWidgetSearch('tab=business&months=3')).toBe('?tab=business');
  });

  it('the quick buttons include 3 months, 6 months and 1 year', async () => {
    const { updates } = renderWithUrl(<DateCalculatorWidget />);
    await waitFor(() => expect(result().textContent).toContain('2025'));
    fireEvent.click(screen.getByRole('button', { name: '1 year from today' }));
    await waitFor(() => expect(updates.at(-1)?.queryString).toBe('?years=1&days=0'));
    await waitFor(() => expect(result().textContent).toContain('Thursday, January 15, 2026'));
    expect(screen.getByRole('link', { name: /^6 months from today/ }).getAttribute('href')).toBe('/?months=6&days=0');
  });
});

describe('date calculator widget: input → URL', () => {
  it('writes a typed day count with history replace', async () => {
    const { updates } = renderWithUrl(<DateCalculatorWidget />);
    await waitFor(() => expect(result().textContent).toContain('2025'));
    fireEvent.change(screen.getByLabelText('Number of days'), { target: { value: '45' } });
    await waitFor(() => expect(updates.at(-1)?.queryString).toBe('?days=45'));
    expect(updates.at(-1)?.options.history).toBe('replace');
    expect(result().textContent).toContain('Saturday, March 1, 2025');
  });

  it.each([
    ['0', 'Enter at least one year, month, week or day: all four are 0.'],
    ['-5', 'Enter a whole number of days, 0 or more.'],
    ['', 'Enter at least one year, month, week or day: all four are 0.'],
  ])(
    'a day count of “%s” gets a message, is not written, and Calculate commits nothing; the result kept is labelled as the last one, with its inputs',
    async (value, message) => {
      const { updates } = renderWithUrl(<DateCalculatorWidget />, '?days=10');
      await waitFor(() => expect(result().textContent).toContain('Saturday, January 25, 2025'));
      const days = screen.getByLabelText('Number of days');
      fireEvent.change(days, { target: { value } });
      await waitFor(() => expect(days.getAttribute('aria-invalid')).toBe('true'));
      expect(document.getElementById(days.getAttribute('aria-describedby')!)?.textContent).toBe(message);
      expect(result().textContent).toBe(
        `Not calculated: ${message}The last result, for the last valid entry:10 days from todaySaturdaySaturday, January 25, 2025`,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Calculate Date' }));
      expect(document.activeElement).toBe(days);
      await afterUrlFlush();
      expect(updates).toEqual([]);
      fireEvent.change(days, { target: { value: '11' } });
      await waitFor(() => expect(result().textContent).toBe('11 days from todaySundaySunday, January 26, 2025'));
    },
  );

  it('the business tab counts with a place’s holidays and lists them', async () => {
    renderWithUrl(<DateCalculatorWidget />, '?tab=business&start=2027-03-24&days=5&holidays=gb-eng');
    await waitFor(() => expect(result().textContent).toContain('FridayFriday, April 2, 2027'), { timeout: 5000 });
    expect(result().textContent).toContain('Good Friday: Friday, March 26, 2027');
    expect(result().textContent).toContain('Easter Monday: Monday, March 29, 2027');
    expect(result().textContent).toContain('Weekend days skipped: Saturday and Sunday (2 days).');
  });

  it('the between tab counts business days with a country’s own weekend', async () => {
    // India’s weekend is Sunday alone (CLDR): January 4–9, 2027 (Monday to Saturday) are 6 business days.
    renderWithUrl(<DateCalculatorWidget />, '?tab=between&from=2027-01-04&to=2027-01-09&workdays=true&holidays=in');
    await waitFor(() => expect(result().textContent).toMatch(/^6 business days/), { timeout: 5000 });
    expect(result().textContent).toContain('Weekend days skipped: Sunday (0 days).');
  });

  it('a business-day count above the limit says the limit', async () => {
    renderWithUrl(<DateCalculatorWidget />, '?tab=business');
    const days = await screen.findByLabelText('Number of business days');
    fireEvent.change(days, { target: { value: '1000001' } });
    await waitFor(() => expect(result().textContent).toContain('Not calculated: Enter a whole number of business days, at most 1,000,000.'));
  });

  it('a cleared date on the between tab gets a message; Calculate commits nothing', async () => {
    const { updates } = renderWithUrl(<DateCalculatorWidget />, '?tab=between&from=2025-01-01&to=2025-01-10');
    await waitFor(() => expect(result().textContent).toContain('10 days'));
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '' } });
    await waitFor(() => expect(result().textContent).toMatch(/^Not calculated: Enter a complete date\.The last result, for the last valid entry:10 days/));
    fireEvent.click(screen.getByRole('button', { name: 'Calculate Days Between' }));
    await afterUrlFlush();
    expect(updates).toEqual([]);
  });

  it('leaves a default out of the URL', async () => {
    const { updates } = renderWithUrl(<DateCalculatorWidget />, '?days=10');
    await waitFor(() => expect(result().textContent).toContain('2025'));
    fireEvent.change(screen.getByLabelText('Number of days'), { target: { value: '30' } });
    await waitFor(() => expect(updates.at(-1)?.queryString).toBe(''));
  });

  it('a common query pushes days and direction, start today, business off, standard tab', async () => {
    const { updates } = renderWithUrl(<DateCalculatorWidget />, '?tab=business&business=true&days=3');
    await waitFor(() => expect(result().textContent).toContain('2025'));
    fireEvent.click(screen.getByRole('button', { name: '90 days ago' }));
    await waitFor(() => expect(updates.at(-1)?.queryString).toBe('?days=90&dir=ago'));
    expect(updates.at(-1)?.options.history).toBe('push');
    await waitFor(() => expect(result().textContent).toContain('Thursday, October 17, 2024'));
  });

  it('switching tabs writes the tab and drops the keys of the tab left', async () => {
    const { updates } = renderWithUrl(<DateCalculatorWidget />, '?days=45&business=true');
    await waitFor(() => expect(result().textContent).toContain('2025'));
    fireEvent.click(screen.getByRole('tab', { name: 'Weekday Finder' }));
    await waitFor(() => expect(updates.at(-1)?.queryString).toBe('?tab=weekday'));
    await waitFor(() => expect(result().textContent).toContain('Wednesday, January 15, 2025'));
  });

  it('the canonical address keeps the open tab’s keys only', () => {
    expect(canonicalWidgetSearch('tab=between&business=true&date=2000-01-01')).toBe('?tab=between');
    expect(canonicalWidgetSearch('tab=between&from=2025-01-01&days=5&workdays=true')).toBe('?tab=between&from=2025-01-01&workdays=true');
    expect(canonicalWidgetSearch('days=5&from=2025-01-01&date=2025-01-01&business=true')).toBe('?days=5&business=true');
    expect(canonicalWidgetSearch('tab=business&days=5&business=true&to=2025-01-01')).toBe('?tab=business&days=5');
    // The working-day calendar's keys belong to the business and between tabs, in their form shapes.
    expect(canonicalWidgetSearch('tab=business&holidays=DE-BY&off=2027-01-05&off=&weekend=sat&weekend=sun')).toBe('?tab=business&holidays=de-by&off=2027-01-05');
    expect(canonicalWidgetSearch('tab=between&workdays=true&holidays=sa&weekend=fri&weekend=sat')).toBe('?tab=between&workdays=true&holidays=sa');
    expect(canonicalWidgetSearch('holidays=de&off=2027-01-05')).toBe('');
    expect(canonicalWidgetSearch('tab=weekday&date=2025-03-03&days=9&utm_source=x')).toBe('?tab=weekday&date=2025-03-03&utm_source=x');
  });

  // Every key of every tab, each at a value other than its default: a tab's link must keep its own and drop the rest.
  const EVERY_KEY = 'years=1&months=2&weeks=3&days=45&dir=ago&start=2025-03-01&business=true&from=2025-01-01&to=2025-02-01&inclusive=false&workdays=true&date=2025-03-03&utm_source=x';
  it.each([
    ['standard', '?years=1&months=2&weeks=3&days=45&dir=ago&start=2025-03-01&business=true&utm_source=x'],
    ['business', '?tab=business&days=45&dir=ago&start=2025-03-01&utm_source=x'],
    ['between', '?tab=between&from=2025-01-01&to=2025-02-01&inclusive=false&workdays=true&utm_source=x'],
    ['weekday', '?tab=weekday&date=2025-03-03&utm_source=x'],
  ])('the %s tab’s canonical link holds its own keys only', (tab, expected) => {
    expect(canonicalWidgetSearch(`tab=${tab}&${EVERY_KEY}`)).toBe(expected);
  });

  it.each([
    ['standard', '?years=1&months=2&weeks=3&days=45&dir=ago&start=2025-03-01&business=true'],
    ['business', '?tab=business&days=45&dir=ago&start=2025-03-01'],
    ['between', '?tab=between&from=2025-01-01&to=2025-02-01&inclusive=false&workdays=true'],
    ['weekday', '?tab=weekday&date=2025-03-03'],
  ])('a submit on the %s tab, from a link holding every key, writes its own keys only', async (tab, expected) => {
    renderWithLocation(<DateCalculatorWidget />, `tab=${tab}&${EVERY_KEY}`);
    await waitFor(() => expect(result().textContent).toContain('2025'));
    fireEvent.submit(screen.getByRole('tabpanel').querySelector('form')!);
    const location = screen.getByTestId('location');
    await waitFor(() => expect(location.textContent).toBe(expected));
    expect(location.dataset.navigation).toBe('PUSH');
  });

  it('switching tabs on a link holding every key drops the keys of every other tab', async () => {
    const { updates } = renderWithUrl(<DateCalculatorWidget />, EVERY_KEY);
    await waitFor(() => expect(result().textContent).toContain('2025'));
    fireEvent.click(screen.getByRole('tab', { name: 'Between Dates' }));
    await waitFor(() => expect(updates.at(-1)?.queryString).toBe('?from=2025-01-01&to=2025-02-01&inclusive=false&workdays=true&utm_source=x&tab=between'));
  });
});
