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
    expect(screen.getByLabelText('Extra days off: date 1')).toHaveProperty('value', '2025-01-20');
  });

  it('adds a day off from its field and removes it', async () => {
    const { updates } = renderWithUrl(<BusinessDaysCalculatorPage />, '?start=2025-01-17&days=1&holidays=us');
    await waitFor(() => expect(result().textContent).toContain('Tuesday, January 21, 2025'));
    fireEvent.change(screen.getByLabelText('Extra days off: add a date'), { target: { value: '2025-01-21' } });
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
