// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterUrlFlush, renderWithUrl } from '@/test/render-with-url';
import { fixToday } from '@/test/fixed-today';
import { renderWithLocation } from '@/test/location-probe';
import { BusinessDaysCalculator as BusinessDaysCalculatorPage, canonicalSearch } from '@/calculators/business-days-calculator/business-days-calculator.page';

const result = () => screen.getByTestId('result');

fixToday();

describe('business days calculator', () => {
  it('defaults to 5 business days from today, weekends only', async () => {
    renderWithUrl(<BusinessDaysCalculatorPage />);
    await waitFor(() => expect(result().textContent).toContain('Wednesday, January 22, 2025'));
    expect(result().textContent).toContain('Holidays are not excluded.');
  });

  it('skips US federal holidays and names them', async () => {
    renderWithUrl(<BusinessDaysCalculatorPage />, '?start=2025-01-17&days=1&holidays=us');
    await waitFor(() => expect(result().textContent).toContain('Tuesday, January 21, 2025'));
    expect(result().textContent).toContain('Martin Luther King Jr. Day: Monday, January 20, 2025');
  });

  it('skips the visitor’s own days off, counts their working days, and lists both', async () => {
    // Friday January 17 + 5 business days: Monday 20 is a day off, Saturday 25 a working day.
    renderWithUrl(<BusinessDaysCalculatorPage />, '?start=2025-01-17&days=5&off=2025-01-20&work=2025-01-25');
    await waitFor(() => expect(result().textContent).toContain('Saturday, January 25, 2025'));
    expect(result().textContent).toContain('Weekend days skipped: Saturday and Sunday (2 days).');
    expect(result().textContent).toContain('Your days off skipped (1):Your day off: Monday, January 20, 2025');
    expect(result().textContent).toContain('Your working days (1) are worked whatever the weekend and holidays say.');
    // The working-day calendar's fields load on demand: at once when the link sets one of its keys.
    expect(await screen.findByLabelText('Extra days off: date 1', {}, { timeout: 5000 })).toHaveProperty('value', '2025-01-20');
  });

  it('adds a day off from its field and removes it', async () => {
    const { updates } = renderWithUrl(<BusinessDaysCalculatorPage />, '?start=2025-01-17&days=1&holidays=us');
    await waitFor(() => expect(result().textContent).toContain('Tuesday, January 21, 2025'));
    fireEvent.change(await screen.findByLabelText('Extra days off: add a date', {}, { timeout: 5000 }), { target: { value: '2025-01-21' } });
    await waitFor(() => expect(updates.at(-1)?.queryString).toBe('?start=2025-01-17&days=1&holidays=us&off=2025-01-21'));
    await waitFor(() => expect(result().textContent).toContain('Wednesday, January 22, 2025'));
    expect(result().textContent).toContain('US federal holidays and your days off skipped (2)');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Tuesday, January 21, 2025' }));
    await waitFor(() => expect(result().textContent).toContain('Tuesday, January 21, 2025'));
  });

  it('says when a link’s date list is left out', () => {
    expect(canonicalSearch('off=2025-01-20,nope&work=2025-01-25')).toBe('?work=2025-01-25');
    expect(canonicalSearch(`off=${Array.from({ length: 101 }, (_, i) => `2025-${String(1 + Math.floor(i / 28)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`).join(',')}`)).toBe('');
    expect(canonicalSearch('off=2025-01-21&off=2025-01-20&off=&off=2025-01-20')).toBe('?off=2025-01-20,2025-01-21');
  });

  it('counts between dates with another weekend', async () => {
    renderWithUrl(<BusinessDaysCalculatorPage />, '?mode=count&from=2025-01-05&to=2025-01-11&weekend=fri,sat');
    await waitFor(() => expect(result().textContent).toMatch(/^5 business days/));
  });

  it('writes the weekend preset and refuses a seventh weekend day', async () => {
    const { updates } = renderWithUrl(<BusinessDaysCalculatorPage />, '?weekend=mon,tue,wed,thu,fri,sat');
    await waitFor(() => expect(result().textContent).toContain('2025'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sunday' }));
    await afterUrlFlush();
    expect(updates).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Friday + Saturday' }));
    await waitFor(() => expect(updates.at(-1)?.queryString).toBe('?weekend=fri,sat'));
  });

  it('a link keeps the open mode’s keys only; switching modes drops the other mode’s keys', async () => {
    expect(canonicalSearch('mode=count&days=5&from=2025-01-01&weekend=fri,sat&holidays=us')).toBe('?mode=count&from=2025-01-01&weekend=fri,sat&holidays=us');
    expect(canonicalSearch('days=7&from=2025-01-01&inclusive=false')).toBe('?days=7');
    const { updates } = renderWithUrl(<BusinessDaysCalculatorPage />, '?days=7&holidays=us');
    await waitFor(() => expect(result().textContent).toContain('7 business days'));
    fireEvent.click(screen.getByRole('tab', { name: 'Count between dates' }));
    await waitFor(() => expect(updates.at(-1)?.queryString).toBe('?holidays=us&mode=count'));
  });

  it('a day count of 0 says what to enter and keeps the last result, labelled', async () => {
    renderWithUrl(<BusinessDaysCalculatorPage />, '?days=7');
    await waitFor(() => expect(result().textContent).toContain('7 business days'));
    fireEvent.change(screen.getByLabelText('Number of business days'), { target: { value: '0' } });
    await waitFor(() => expect(result().textContent).toMatch(/^Not calculated: Enter a whole number of business days, 1 or more\.The last result, for the last valid entry:7 business days/));
  });

  it.each(['1e5', '1.5', '+5', '0x10'])('a day count of %j is refused with why, and calculates nothing', async (text) => {
    renderWithUrl(<BusinessDaysCalculatorPage />, '?start=2025-01-17&days=7');
    await waitFor(() => expect(result().textContent).toContain('7 business days'));
    const field = screen.getByLabelText('Number of business days');
    fireEvent.change(field, { target: { value: text } });
    const message = `“${text}” is not a whole number: enter the number of business days in digits only.`;
    await waitFor(() => expect(result().textContent).toMatch(new RegExp(`^Not calculated: ${message.replace(/[.+]/g, '\\$&')}The last result, for the last valid entry:7 business days`)));
    expect(field).toHaveProperty('value', text);
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('a day count with a space after it is that number', async () => {
    renderWithUrl(<BusinessDaysCalculatorPage />, '?start=2025-01-17&days=7');
    await waitFor(() => expect(result().textContent).toContain('7 business days'));
    fireEvent.change(screen.getByLabelText('Number of business days'), { target: { value: '3 ' } });
    await waitFor(() => expect(result().textContent).toMatch(/^3 business days/));
  });

  // Every key of both modes, each at a value other than its default: a mode's link must keep its own (and the shared ones) and drop the rest.
  const EVERY_KEY = 'start=2025-03-01&days=7&dir=ago&from=2025-01-01&to=2025-02-01&inclusive=false&weekend=fri,sat&holidays=us';
  it.each([
    ['add', '?start=2025-03-01&days=7&dir=ago&weekend=fri,sat&holidays=us'],
    ['count', '?mode=count&from=2025-01-01&to=2025-02-01&inclusive=false&weekend=fri,sat&holidays=us'],
  ])('the %s mode’s canonical link holds its own keys and the shared ones only', (mode, expected) => {
    expect(canonicalSearch(`mode=${mode}&${EVERY_KEY}`)).toBe(expected);
  });

  it('a submit writes the open mode’s keys and the shared ones only', async () => {
    renderWithLocation(<BusinessDaysCalculatorPage />, `mode=count&${EVERY_KEY}`);
    await waitFor(() => expect(result().textContent).toMatch(/^\d+ business days/));
    fireEvent.click(screen.getByRole('button', { name: 'Count Business Days' }));
    const location = screen.getByTestId('location');
    await waitFor(() => expect(location.textContent).toBe('?mode=count&from=2025-01-01&to=2025-02-01&inclusive=false&weekend=fri,sat&holidays=us'));
    expect(location.dataset.navigation).toBe('PUSH');
  });
});

describe('business days calculator: due dates', () => {
  it('adds calendar units, then rolls a Saturday at a month end by modified following to the Friday before', async () => {
    // Friday, January 30, 2026 + 4 months = Saturday, May 30, 2026; Monday, June 1 is in the next month.
    renderWithUrl(<BusinessDaysCalculatorPage />, '?mode=due&start=2026-01-30&months=4&days=0&roll=modified-following');
    await waitFor(() => expect(result().textContent).toContain('FridayFriday, May 29, 2026'));
    expect(result().textContent).toContain('4 months after Friday, January 30, 2026, modified following');
    expect(result().textContent).toContain('Unadjusted date: Saturday, May 30, 2026');
    expect(result().textContent).toContain('It is not a working day (Saturday), so the modified following rule moves it to Friday, May 29, 2026.');
  });

  it('rolls forward by default, names the holiday, and leaves a working day alone', async () => {
    const { unmount } = renderWithUrl(<BusinessDaysCalculatorPage />, '?mode=due&start=2025-12-18&weeks=1&days=0&holidays=us');
    await waitFor(() => expect(result().textContent).toContain('Friday, December 26, 2025'));
    expect(result().textContent).toContain('It is not a working day (Christmas Day), so the following rule moves it to Friday, December 26, 2025.');
    unmount();
    renderWithUrl(<BusinessDaysCalculatorPage />, '?mode=due&start=2025-01-31&months=1&days=0');
    await waitFor(() => expect(result().textContent).toContain('Unadjusted date: Friday, February 28, 2025 (February has no day 31, so its last day was used)'));
    expect(result().textContent).toContain('It is a working day, so it stays.');
  });

  it('says when a due date is the visitor’s own day off, and keeps it with no roll', async () => {
    renderWithUrl(<BusinessDaysCalculatorPage />, '?mode=due&start=2025-03-03&days=2&off=2025-03-05&roll=none');
    await waitFor(() => expect(result().textContent).toContain('It is not a working day (your day off), and the date is kept as it is (no roll).'));
    expect(result().textContent).toContain('WednesdayWednesday, March 5, 2025');
  });

  it('a due link without days means no days; a link keeps the due mode’s keys only', () => {
    expect(canonicalSearch('mode=due&months=3&dir=ago&from=2025-01-01')).toBe('?mode=due&months=3&days=0');
    expect(canonicalSearch('mode=due&days=10&roll=preceding&weekend=sat,sun')).toBe('?mode=due&days=10&roll=preceding');
    expect(canonicalSearch('mode=due&roll=sideways')).toBe('?mode=due&days=0');
  });
});

describe('business days calculator: the working-day calendar keys', () => {
  it('reads a place in any letter case and writes it in lower case; a weekend equal to the place’s own is left out', () => {
    expect(canonicalSearch('holidays=DE-BY&bank=true')).toBe('?holidays=de-by&bank=true');
    expect(canonicalSearch('holidays=sa&weekend=fri,sat')).toBe('?holidays=sa');
    expect(canonicalSearch('holidays=sa&weekend=sat,sun')).toBe('?holidays=sa&weekend=sat,sun');
    expect(canonicalSearch('holidays=%3Cscript%3E&half=maybe')).toBe('');
    // The boxes in any order, as a form may send them.
    expect(canonicalSearch('holidays=sa&weekend=sat&weekend=fri')).toBe('?holidays=sa');
  });

  it('a plain form’s weekend boxes left as drawn mean the chosen place’s own weekend; a preset is always a choice', () => {
    // Before JavaScript the boxes show Saturday and Sunday whatever place is picked.
    expect(canonicalSearch('holidays=sa&weekendShown=sat,sun&weekend=sat&weekend=sun')).toBe('?holidays=sa');
    expect(canonicalSearch('holidays=sa&weekendShown=sat,sun&weekend=sun')).toBe('?holidays=sa&weekend=sun');
    expect(canonicalSearch('holidays=sa&weekendShown=sat,sun&weekend=sat&weekend=sun&weekendPreset=sat,sun')).toBe('?holidays=sa&weekend=sat,sun');
  });
});

describe('business days calculator: a place’s holidays and weekend', () => {
  it('skips a region’s own holiday, named, with the place’s name', async () => {
    // Wednesday, June 3, 2026 + 1: Corpus Christi (Thursday, June 4) is a public holiday in Bavaria.
    renderWithUrl(<BusinessDaysCalculatorPage />, '?start=2026-06-03&days=1&holidays=de-by');
    await waitFor(() => expect(result().textContent).toContain('FridayFriday, June 5, 2026'), { timeout: 5000 });
    expect(result().textContent).toContain('Corpus Christi: Thursday, June 4, 2026');
    expect(result().textContent).toMatch(/Holidays of Germany: [^(]+ skipped \(1\)/);
  });

  it('takes the country’s weekend from CLDR unless one is set', async () => {
    // Thursday, January 1, 2026 + 1 in Saudi Arabia (Friday–Saturday weekend): Sunday, January 4.
    const { unmount } = renderWithUrl(<BusinessDaysCalculatorPage />, '?start=2026-01-01&days=1&holidays=sa');
    await waitFor(() => expect(result().textContent).toContain('SundaySunday, January 4, 2026'), { timeout: 5000 });
    expect(result().textContent).toContain('Weekend days skipped: Friday and Saturday (2 days).');
    unmount();
    renderWithUrl(<BusinessDaysCalculatorPage />, '?start=2026-01-01&days=1&holidays=sa&weekend=sat,sun');
    await waitFor(() => expect(result().textContent).toContain('FridayFriday, January 2, 2026'), { timeout: 5000 });
  });

  it('says a place the data does not know counts no holidays, and drops it from the address', async () => {
    const { updates } = renderWithUrl(<BusinessDaysCalculatorPage />, '?start=2025-01-17&days=1&holidays=zz');
    await waitFor(() => expect(result().textContent).toContain('The holiday data knows no place “zz”, so no holidays are counted.'), { timeout: 5000 });
    expect(result().textContent).toContain('Monday, January 20, 2025');
    await waitFor(() => expect(updates.at(-1)?.queryString).toBe('?start=2025-01-17&days=1'));
  });
});
