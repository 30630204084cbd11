// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fixToday } from '@/test/fixed-today';
import { renderWithLocation } from '@/test/location-probe';
import { TimeDurationCalculator, canonicalSearch } from '@/calculators/time-duration-calculator/time-duration-calculator.page';

const result = () => screen.getByTestId('result');
const location = () => screen.getByTestId('location');
const render = (search = '') => renderWithLocation(<TimeDurationCalculator />, search);

fixToday();

describe('time duration calculator', () => {
  it('an overnight span: hours and minutes, total minutes, decimal hours, next day', async () => {
    render('?start=22:00&end=06:30');
    await waitFor(() => expect(result().textContent).toContain('8 hours 30 minutes'));
    expect(result().textContent).toContain('from 22:00 to 06:30 the next day');
    expect(result().textContent).toContain('Total minutes510 minutes');
    expect(result().textContent).toContain('Total hours (decimal)8.50 hours');
  });

  it('the same day, and equal times', async () => {
    const { unmount } = render('?start=9:05&end=17:50');
    await waitFor(() => expect(result().textContent).toContain('8 hours 45 minutes'));
    expect(result().textContent).toContain('8.75 hours');
    expect(result().textContent).not.toContain('next day');
    unmount();
    render('?start=12:00&end=12:00');
    await waitFor(() => expect(result().textContent).toContain('0 hours 0 minutes'));
    expect(result().textContent).toContain('0.00 hours');
  });

  it('needs both times; invalid times are ignored', async () => {
    render('?start=24:00&end=06:30');
    await waitFor(() => expect(result().textContent).toContain('Enter a start time and an end time'));
    fireEvent.click(screen.getByRole('button', { name: 'Calculate Duration' }));
    expect(location().textContent).toBe('');
  });

  it('a shortcut sets the end from the start and calculates', async () => {
    render();
    await waitFor(() => expect(result().textContent).toContain('Enter a start time'));
    fireEvent.change(screen.getByLabelText('Start time'), { target: { value: '20:00' } });
    fireEvent.click(screen.getByRole('button', { name: '+8 hours' }));
    await waitFor(() => expect(location().textContent).toBe('?start=20:00&end=04:00'));
  });

  it('rewrites the shortcut’s form shape to the canonical address', () => {
    expect(canonicalSearch('start=09:00&end=&plus=480')).toBe('?start=09:00&end=17:00');
    expect(canonicalSearch('start=23:45&end=10:00&plus=30')).toBe('?start=23:45&end=00:15');
    expect(canonicalSearch('start=&end=10:00&plus=30')).toBe('?end=10:00');
    expect(canonicalSearch('start=09:00&end=10:00&plus=31')).toBe('?start=09:00&end=10:00');
  });

  it('the modes keep their own keys: the canonical address drops the others and invalid values', () => {
    expect(canonicalSearch('mode=datetime&from=2026-03-07T22:00&to=2026-03-08T06:30&zone=america/new_york&start=09:00&hours=3')).toBe(
      '?mode=datetime&from=2026-03-07T22:00&to=2026-03-08T06:30&zone=America/New_York',
    );
    expect(canonicalSearch('mode=datetime&from=0000-12-31T10:00&to=10000-01-01T00:00&zone=Mars/Olympus')).toBe('?mode=datetime');
    expect(canonicalSearch('mode=add&at=2026-11-06T14:30&hours=-1&minutes=60000&dir=from&zone=EST')).toBe('?mode=add&at=2026-11-06T14:30&zone=America/New_York');
    expect(canonicalSearch('mode=time&start=09:00&end=10:00&from=2026-03-07T22:00&zone=UTC')).toBe('?start=09:00&end=10:00');
    expect(canonicalSearch('mode=nope&start=09:00&at=2026-11-06T14:30')).toBe('?start=09:00');
  });

  it('keeps the city a zone was chosen by beside its zone only, and only a plain name', () => {
    expect(canonicalSearch('mode=add&at=2026-11-06T14:30&hours=2&zone=EST&zoneCity=Boston')).toBe(
      '?mode=add&at=2026-11-06T14:30&hours=2&zone=America/New_York&zoneCity=Boston',
    );
    expect(canonicalSearch('mode=datetime&from=2026-03-07T22:00&zoneCity=Boston')).toBe('?mode=datetime&from=2026-03-07T22:00');
    expect(canonicalSearch('mode=datetime&zone=Mars/Olympus&zoneCity=Boston')).toBe('?mode=datetime');
    expect(canonicalSearch('mode=datetime&zone=UTC&zoneCity=%3Cscript%3E')).toBe('?mode=datetime&zone=UTC');
    expect(canonicalSearch('start=09:00&end=10:00&zone=UTC&zoneCity=Boston')).toBe('?start=09:00&end=10:00');
  });
});

describe('date-times in a zone', () => {
  it('across New York’s spring forward: the elapsed time, the wall-clock difference and the change named', async () => {
    render('?mode=datetime&from=2026-03-07T22:00&to=2026-03-08T06:30&zone=America/New_York');
    await waitFor(() => expect(result().textContent).toContain('7 hours 30 minutes'));
    const text = result().textContent;
    expect(text).toContain('from Saturday, March 7, 2026 22:00 to Sunday, March 8, 2026 06:30 in New York (America/New_York)');
    expect(text).toContain('Total hours (decimal)7.50 hours');
    expect(text).toContain('Total minutes450 minutes');
    expect(text).toContain('Wall-clock difference8 hours 30 minutes (8.50 hours)');
    expect(text).toContain('clocks went forward 1 hour on Sunday, March 8, 2026 (02:00 became 03:00');
  });

  it('Friday 18:00 to Monday 09:00 is 2 days 15 hours: 63 hours; several changes are each named', async () => {
    const { unmount } = render('?mode=datetime&from=2025-03-07T18:00&to=2025-03-10T09:00&zone=UTC');
    await waitFor(() => expect(result().textContent).toContain('2 days 15 hours 0 minutes'));
    expect(result().textContent).toContain('63.00 hours');
    expect(result().textContent).toContain('3,780 minutes');
    expect(result().textContent).not.toContain('Wall-clock');
    unmount();
    render('?mode=datetime&from=2026-01-01T00:00&to=2027-01-01T00:00&zone=Europe/London');
    await waitFor(() => expect(result().textContent).toContain('Clock changes in between:'));
    expect(result().textContent).toContain('Clocks went forward 1 hour on Sunday, March 29, 2026');
    expect(result().textContent).toContain('Clocks went back 1 hour on Sunday, October 25, 2026');
  });

  it('a time that does not exist, one that occurs twice, and an end before the start', async () => {
    const { unmount } = render('?mode=datetime&from=2026-03-08T02:30&to=2026-11-01T01:30&zone=America/New_York');
    await waitFor(() => expect(result().textContent).toContain('The start time 02:30 does not exist'));
    expect(result().textContent).toContain('to 03:30 (UTC−04:00)');
    expect(result().textContent).toContain('The end time 01:30 happens twice');
    expect(result().textContent).toContain('The first 01:30 (UTC−04:00) is used');
    unmount();
    render('?mode=datetime&from=2026-11-08T06:15&to=2026-11-06T14:30&zone=UTC');
    await waitFor(() => expect(result().textContent).toContain('1 day 15 hours 45 minutes beforefrom the start, Sunday, November 8, 2026 06:15, back to the end, Friday, November 6, 2026 14:30, in UTC'));
    expect(result().textContent).not.toContain('-1 day');
    expect(result().textContent).toContain('The end is before the start');
    expect(result().textContent).toContain('-39.75 hours');
    expect(result().textContent).toContain('-2,385 minutes');
  });

  it('names the zone by the city it was chosen by, in the result and in the box', async () => {
    render('?mode=datetime&from=2026-03-07T22:00&to=2026-03-08T06:30&zone=America/New_York&zoneCity=Boston');
    await waitFor(() => expect(result().textContent).toContain('to Sunday, March 8, 2026 06:30 in Boston (America/New_York)'));
    expect((screen.getByLabelText('Time zone of both times') as HTMLInputElement).value).toBe('Boston');
    expect(screen.getByText('Time zone: America/New_York')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Calculate Duration' }));
    await waitFor(() => expect(location().dataset.navigation).toBe('PUSH'));
    expect(location().textContent).toBe('?mode=datetime&from=2026-03-07T22:00&to=2026-03-08T06:30&zone=America/New_York&zoneCity=Boston');
  });

  it('submits the form as the canonical address', async () => {
    render('?mode=datetime&zone=Asia/Tokyo');
    await waitFor(() => expect(result().textContent).toContain('Enter a start and an end date and time'));
    fireEvent.change(screen.getByLabelText('Start date and time'), { target: { value: '2025-03-07T18:00' } });
    fireEvent.change(screen.getByLabelText('End date and time'), { target: { value: '2025-03-10T09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate Duration' }));
    await waitFor(() => expect(location().textContent).toBe('?mode=datetime&from=2025-03-07T18:00&to=2025-03-10T09:00&zone=Asia/Tokyo'));
    expect(location().dataset.navigation).toBe('PUSH');
  });

  it('an unknown zone typed in the form gets an inline message and is not committed', async () => {
    render('?mode=datetime&from=2025-03-07T18:00&to=2025-03-10T09:00&zone=UTC');
    await waitFor(() => expect(result().textContent).toContain('63.00 hours'));
    fireEvent.change(screen.getByLabelText('Time zone of both times'), { target: { value: 'Mars/Olympus' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate Duration' }));
    await waitFor(() => expect(result().textContent).toContain('Not calculated: Choose a time zone from the list'));
    expect(location().textContent).not.toContain('Mars');
  });
});

describe('adding hours and minutes', () => {
  it('2026-11-06 14:30 + 39 h 45 min = Sunday, November 8, 2026 06:15 (New York, after DST ended)', async () => {
    render('?mode=add&at=2026-11-06T14:30&hours=39&minutes=45&zone=America/New_York');
    await waitFor(() => expect(result().textContent).toContain('Sunday, November 8, 2026 06:15'));
    expect(result().textContent).toContain('39 hours 45 minutes after Friday, November 6, 2026 14:30');
    expect(result().textContent).toContain('39.75 hours');
    expect(result().textContent).not.toContain('clocks went');
  });

  it('across a clock change the wall clock moves by the change, and the result says so; ago subtracts', async () => {
    const { unmount } = render('?mode=add&at=2026-10-31T14:30&hours=24&zone=America/New_York');
    await waitFor(() => expect(result().textContent).toContain('Sunday, November 1, 2026 13:30'));
    expect(result().textContent).toContain('the clocks went back 1 hour on Sunday, November 1, 2026');
    expect(result().textContent).toContain('so the wall clock moved 23 hours 0 minutes forward, not 1 day 0 hours 0 minutes');
    unmount();
    render('?mode=add&at=2026-11-08T06:15&hours=39&minutes=45&dir=ago&zone=America/New_York');
    await waitFor(() => expect(result().textContent).toContain('Friday, November 6, 2026 14:30'));
    expect(result().textContent).toContain('39 hours 45 minutes before');
  });

  it('zero hours and minutes, and a result past 9999, say so', async () => {
    const { unmount } = render('?mode=add&at=2026-11-06T14:30&hours=-1&zone=UTC');
    await waitFor(() => expect(result().textContent).toContain('Enter hours or minutes to add or subtract'));
    unmount();
    render('?mode=add&at=9999-12-31T23:00&hours=2&zone=UTC');
    await waitFor(() => expect(result().textContent).toContain('outside the years 1 to 9999'));
  });
});
