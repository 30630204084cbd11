// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resolveZone } from '@/lib/date/time-zones';
import { fixToday } from '@/test/fixed-today';
import { renderWithLocation } from '@/test/location-probe';
import { TimeZoneCalculator, canonicalSearch } from '@/calculators/time-zone-calculator/time-zone-calculator.page';

const result = () => screen.getByTestId('result');
const location = () => screen.getByTestId('location');
const render = (search = '') => renderWithLocation(<TimeZoneCalculator />, search);

fixToday();

describe('time zone calculator', () => {
  it('a shared link converts with the offsets in force on that date', async () => {
    render('?date=2025-07-15&time=12:00&from=EST&to=GMT');
    await waitFor(() => expect(result().textContent).toContain('In London (Europe/London)17:00 (5:00 PM)Tuesday, July 15, 2025'));
    expect(result().textContent).toContain('when it is 12:00 (12:00 PM) on Tuesday, July 15, 2025 in New York (America/New_York).');
    expect(result().textContent).toContain('New York on that dateUTC−04:00, daylight saving time');
    expect(result().textContent).toContain('London on that dateUTC+01:00, daylight saving time');
    expect(result().textContent).toContain('London is 5 hours ahead of New York');
    expect(result().textContent).toContain('Tokyo (JST)01:00 (1:00 AM)Wednesday, July 16, 2025UTC+09:00');
    expect(result().textContent).toContain('Kolkata (IST)21:30 (9:30 PM)Tuesday, July 15, 2025UTC+05:30');
    expect(result().textContent).toContain('New York (EDT)12:00 (12:00 PM)Tuesday, July 15, 2025UTC−04:00 (DST)');
    expect(result().textContent).toContain('Shanghai (China Standard Time)00:00 (12:00 AM)Wednesday, July 16, 2025UTC+08:00');
    // The quick picks name the abbreviations of the chosen date, as Intl gives them.
    const picks = screen.getAllByRole('group', { name: 'Quick picks for from time zone' })[0]!;
    expect([...picks.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'UTC', 'New York (EDT)', 'Los Angeles (PDT)', 'London (BST)', 'Tokyo (JST)', 'Paris (CEST)', 'Kolkata (IST)', 'Shanghai (China Standard Time)',
    ]);
    expect(screen.getAllByRole('button', { name: 'New York (EDT): Eastern Daylight Time' })).toHaveLength(2);
  });

  it('winter offsets differ from summer ones; half-hour zones show minutes', async () => {
    render('?date=2025-01-15&time=12:00&from=America/New_York&to=Asia/Kathmandu');
    await waitFor(() => expect(result().textContent).toContain('22:45 (10:45 PM)Wednesday, January 15, 2025'));
    expect(result().textContent).toContain('UTC−05:00, standard time');
    expect(result().textContent).toContain('Kathmandu is 10 hours 45 minutes ahead of New York');
  });

  it('says which time it used for a spring-forward time', async () => {
    render('?date=2025-03-09&time=02:30&from=America/New_York');
    await waitFor(() => expect(result().textContent).toContain('02:30 does not exist in New York on Sunday, March 9, 2025'));
    expect(result().textContent).toContain('jumped forward 1 hour');
    expect(result().textContent).toContain('This result uses 03:30 (UTC−04:00)');
    expect(result().textContent).toContain('In UTC07:30 (7:30 AM)');
  });

  it('says which occurrence of a fall-back time it used and links to the other', async () => {
    render('?date=2025-11-02&time=01:30&from=America/New_York&to=UTC');
    await waitFor(() => expect(result().textContent).toContain('01:30 happens twice in New York on Sunday, November 2, 2025'));
    expect(result().textContent).toContain('uses the first 01:30 (UTC−04:00, daylight saving time)');
    expect(result().textContent).toContain('05:30 (5:30 AM)');
    const other = screen.getByRole('link', { name: /Use the second 01:30 \(UTC−05:00\) instead: 06:30/ });
    expect(other.getAttribute('href')).toBe('/?date=2025-11-02&time=01:30&from=America/New_York&occurrence=later');
  });

  it('the second occurrence of a fall-back time', async () => {
    render('?date=2025-11-02&time=01:30&from=America/New_York&occurrence=later');
    await waitFor(() => expect(result().textContent).toContain('uses the second 01:30 (UTC−05:00, standard time)'));
    expect(result().textContent).toContain('06:30 (6:30 AM)');
    expect(screen.getByRole('link', { name: /Use the first 01:30 \(UTC−04:00\) instead/ })).toBeTruthy();
  });

  it('Convert commits the fields, the visitor’s zone written out, as a new history entry', async () => {
    const { updates } = render();
    await waitFor(() => expect(result().textContent).toContain('press Convert'));
    const from = screen.getByRole('combobox', { name: 'From time zone' }) as HTMLInputElement;
    expect(from.value).toBe(resolveZone(Intl.DateTimeFormat().resolvedOptions().timeZone));
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('2025-01-15');
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '09:00' } });
    fireEvent.change(from, { target: { value: 'Asia/Tokyo' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Tokyo (JST): Japan Standard Time' })[0]!);
    fireEvent.click(screen.getAllByRole('button', { name: /^Los Angeles \(P[SD]T\)/ })[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    await waitFor(() => expect(location().textContent).toBe('?date=2025-01-15&time=09:00&from=Asia/Tokyo&to=America/Los_Angeles'));
    expect(updates).toEqual([]);
  });

  it('an unknown zone gets a message at its box and commits nothing', async () => {
    render();
    await waitFor(() => expect(result().textContent).toContain('press Convert'));
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '09:00' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'To time zone' }), { target: { value: 'Mars/Olympus' } });
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    await waitFor(() => expect(result().textContent).toMatch(/^Not calculated: Choose a time zone from the list/));
    expect(screen.getAllByText(/Choose a time zone from the list/)).toHaveLength(2);
    expect(location().textContent).toBe('');
  });

  it('Swap trades the boxes; with a date and time it converts the other way', async () => {
    render('?date=2025-01-15&time=09:00&from=Asia/Tokyo&to=UTC');
    await waitFor(() => expect(result().textContent).toContain('00:00 (12:00 AM)'));
    fireEvent.click(screen.getByRole('button', { name: /Swap zones/ }));
    await waitFor(() => expect(location().textContent).toBe('?date=2025-01-15&time=09:00&from=UTC&to=Asia/Tokyo'));
  });

  it('Swap without a time only trades the boxes', async () => {
    render('?from=Asia/Tokyo&to=Europe/Paris');
    await waitFor(() => expect(result().textContent).toContain('press Convert'));
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /Swap zones/ }));
    expect((screen.getByRole('combobox', { name: 'From time zone' }) as HTMLInputElement).value).toBe('Europe/Paris');
    expect((screen.getByRole('combobox', { name: 'To time zone' }) as HTMLInputElement).value).toBe('Asia/Tokyo');
    expect(location().textContent).toBe('');
  });

  it('rewrites labels, letter case and the swap form shape to the canonical address; drops invalid keys', () => {
    expect(canonicalSearch('date=2025-01-15&time=9:00&from=est&to=asia/tokyo')).toBe('?date=2025-01-15&time=09:00&from=America/New_York&to=Asia/Tokyo');
    expect(canonicalSearch('date=2025-01-15&time=09:00&from=Asia/Tokyo&to=UTC&swap=true')).toBe('?date=2025-01-15&time=09:00&from=UTC&to=Asia/Tokyo');
    expect(canonicalSearch('date=2025-02-30&time=25:00&from=%3Cscript%3E&to=Mars/Olympus&occurrence=third')).toBe('');
    expect(canonicalSearch(`from=${'A'.repeat(500)}&to=UTC&occurrence=earlier`)).toBe('');
  });
});
