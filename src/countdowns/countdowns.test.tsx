// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { EventCountdown, type EventCountdownProps } from '@/components/event-countdown';
import { fixToday } from '@/test/fixed-today';
import { renderWithUrl } from '@/test/render-with-url';
import { canonicalSearch as halloweenSearch, countdown as halloween } from '@/countdowns/halloween/halloween.page';
import { countdown as thanksgiving } from '@/countdowns/thanksgiving/thanksgiving.page';
import { countdown as christmas } from '@/countdowns/christmas/christmas.page';
import { countdown as schoolEnd } from '@/countdowns/school-end/school-end.page';
import { countdown as schoolStart } from '@/countdowns/school-start/school-start.page';
import { countdown as wedding } from '@/countdowns/wedding/wedding.page';
import { countdown as newYear } from '@/countdowns/new-year-countdown/new-year-countdown.page';
import { BirthdayCountdown, canonicalSearch as birthdaySearch } from '@/countdowns/birthday/birthday.page';
import { daysInBetween, weeksAway } from '@/components/countdown-card';
import { daysBetween, type IsoDate } from '@/lib/date/core/civil-date';

const result = () => screen.getByTestId('result');
/** The clock's text as shown: an invisible stand-in (`.invisible`) is left out. */
const shownClock = () =>
  [...screen.getByRole('timer').querySelectorAll('span')]
    .filter((span) => span.children.length === 0 && !span.closest('.invisible'))
    .map((span) => span.textContent)
    .join('');

// Wednesday, January 15, 2025, noon local time.
fixToday();

describe('countdown pages on Wednesday, January 15, 2025', () => {
  it.each([
    ['Halloween', halloween, 'Halloween 2025', '289calendar days', 'days until Halloween: Friday, October 31, 2025'],
    ['Thanksgiving', thanksgiving, 'Thanksgiving 2025', '316calendar days', 'days until Thanksgiving: Thursday, November 27, 2025'],
    ['Christmas', christmas, 'Christmas 2025', '344calendar days', 'days until Christmas: Thursday, December 25, 2025'],
    ['school end', schoolEnd, 'Last Day of School 2025', '137calendar days', 'days until the last day of school: Sunday, June 1, 2025'],
    ['school start', schoolStart, 'First Day of School 2025', '212calendar days', 'days until the first day of school: Friday, August 15, 2025'],
    ['the wedding (six months from today)', wedding, 'Your Wedding 2025', '181calendar days', 'days until your wedding: Tuesday, July 15, 2025'],
    ['New Year', newYear, 'New Year 2026', '351calendar days', 'days until New Year’s Day: Thursday, January 1, 2026'],
  ] as [string, EventCountdownProps, string, string, string][])('%s', async (_, countdown, heading, days, until) => {
    renderWithUrl(<EventCountdown {...countdown} />);
    await waitFor(() => expect(result().textContent).toContain(days));
    expect(result().textContent).toContain(until);
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^\d+days\d\dhours\d\dminutes\d\dseconds$/);
  });

  it('a custom date from the link: N days from now, and N days since once passed', async () => {
    const { unmount } = renderWithUrl(<EventCountdown {...halloween} />, '?date=2025-02-01');
    await waitFor(() => expect(result().textContent).toContain('17calendar days'));
    expect(screen.getByRole('heading', { level: 2, name: 'Countdown to Saturday, February 1, 2025' })).toBeTruthy();
    expect(screen.getByText(/Your date is/).textContent).toContain('Your date is 17 days from now.');
    unmount();
    renderWithUrl(<EventCountdown {...wedding} />, '?date=2024-06-01');
    await waitFor(() => expect(result().textContent).toContain('228calendar days since'));
    expect(result().textContent).toContain('days since your date: Saturday, June 1, 2024');
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText(/Your date is/).textContent).toContain('228 days ago');
  });

  it('the day itself says today', async () => {
    renderWithUrl(<EventCountdown {...schoolEnd} />, '?date=2025-01-15');
    await waitFor(() => expect(result().textContent).toContain('Today!'));
    expect(result().textContent).toContain('Your date is today, Wednesday, January 15, 2025.');
    // Noon: the day began 12 hours ago (the fixed clock stands still).
    expect(screen.getByText(/^The countdown reached zero at midnight, your time/).textContent).toBe('The countdown reached zero at midnight, your time, 12 hours ago.');
  });

  it('the day count and the clock say what each counts', async () => {
    renderWithUrl(<EventCountdown {...schoolEnd} />, '?date=2025-02-28');
    await waitFor(() => expect(result().textContent).toContain('44calendar days until your date: Friday, February 28, 2025'));
    // Noon on January 15: 43 whole days after today, and 12 hours to tonight’s midnight.
    expect(screen.getByRole('timer', { name: 'Time left until midnight at the start of the day, your time' }).textContent).toBe('43days12hours00minutes00seconds');
  });

  it('a custom date picked on the page replaces the link', async () => {
    const { updates } = renderWithUrl(<EventCountdown {...halloween} />);
    await waitFor(() => expect(result().textContent).toContain('289calendar days'));
    fireEvent.change(screen.getByLabelText('Count down to another date'), { target: { value: '2025-03-01' } });
    await waitFor(() => expect(result().textContent).toContain('45calendar days'));
    expect(updates.at(-1)).toMatchObject({ queryString: '?date=2025-03-01', options: { history: 'replace' } });
  });

  it('Christmas has no custom date; malformed dates are ignored', async () => {
    const { unmount } = renderWithUrl(<EventCountdown {...christmas} />, '?date=2025-02-01');
    await waitFor(() => expect(result().textContent).toContain('344calendar days'));
    expect(screen.queryByLabelText('Count down to another date')).toBeNull();
    unmount();
    renderWithUrl(<EventCountdown {...halloween} />, '?date=2025-02-30');
    await waitFor(() => expect(result().textContent).toContain('289calendar days'));
    expect(halloweenSearch('date=%3Cscript%3E')).toBe('');
  });
});

describe('birthday countdown on Wednesday, January 15, 2025', () => {
  it('asks for a birth date first', async () => {
    renderWithUrl(<BirthdayCountdown />);
    await waitFor(() => expect(result().textContent).toContain('Select your birth date above'));
  });

  it('next birthday, weekday, age turned and days; February 29 falls on February 28 in a common year', async () => {
    renderWithUrl(<BirthdayCountdown />, '?birth=2004-02-29');
    await waitFor(() => expect(result().textContent).toContain('44calendar days'));
    expect(result().textContent).toContain('until your 21st birthday: Friday, February 28, 2025');
    expect(screen.getByText(/You turn 21 on Friday/).textContent).toContain('Born on February 29');
    expect(screen.getByRole('heading', { level: 2, name: 'Your birthday 2025' })).toBeTruthy();
  });

  it('on the birthday itself, and a birthday that has passed this year', async () => {
    const { unmount } = renderWithUrl(<BirthdayCountdown />, '?birth=1990-01-15');
    await waitFor(() => expect(result().textContent).toContain('Today!'));
    expect(result().textContent).toContain('Your 35th birthday is today');
    unmount();
    renderWithUrl(<BirthdayCountdown />, '?birth=1990-01-14');
    await waitFor(() => expect(result().textContent).toContain('364calendar days'));
    expect(result().textContent).toContain('until your 36th birthday: Wednesday, January 14, 2026');
  });

  it('refuses a birth date in the future from a link: the clock shows dashes, and the canonical link drops it', async () => {
    renderWithUrl(<BirthdayCountdown />, '?birth=2025-01-16');
    await waitFor(() => expect(result().textContent).toContain('That birth date is in the future'));
    expect(shownClock()).toBe('–days–hours–minutes–seconds');
    expect(birthdaySearch('birth=2025-01-16')).toBe('');
    expect(birthdaySearch('birth=2025-01-15')).toBe('?birth=2025-01-15');
  });

  it('a future birth date typed on the page gets a message and is never written to the link; the last result is not shown beside it', async () => {
    const { updates } = renderWithUrl(<BirthdayCountdown />, '?birth=1990-01-14');
    await waitFor(() => expect(result().textContent).toContain('364calendar days'));
    const field = screen.getByLabelText('Your birth date');
    fireEvent.change(field, { target: { value: '2030-01-01' } });
    await waitFor(() => expect(result().textContent).toContain('That birth date is in the future'));
    expect(result().textContent).not.toContain('364');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toContain('today or earlier');
    expect(updates).toEqual([]);
    fireEvent.change(field, { target: { value: '1990-01-16' } });
    await waitFor(() => expect(result().textContent).toContain('1calendar day'));
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(updates.at(-1)).toMatchObject({ queryString: '?birth=1990-01-16' });
  });

  it('before a date is picked: a dash where the count will be, and dashes in the clock', async () => {
    renderWithUrl(<BirthdayCountdown />);
    await waitFor(() => expect(result().textContent).toContain('Select your birth date above'));
    expect(result().textContent).toMatch(/^–/);
    expect(shownClock()).toBe('–days–hours–minutes–seconds');
  });
});

describe('the facts under a countdown', () => {
  it('all three computed facts are there however near the date is, each a short line', () => {
    const today = '2026-11-25' as IsoDate;
    expect(weeksAway(daysBetween(today, '2026-11-26' as IsoDate))).toBe('That is 1 day away.');
    expect(daysInBetween(today, '2026-11-26' as IsoDate)).toEqual(['Weekdays in between: none', 'Weekend days in between: none']);
    expect(weeksAway(0)).toBe('That is today.');
    expect(daysInBetween(today, today)).toEqual(['Weekdays in between: none', 'Weekend days in between: none']);
    // Christmas 2026 from Wednesday, November 25: 30 days, 29 between (Thursday 26 to Thursday December 24).
    expect(weeksAway(30)).toBe('That is 4 weeks and 2 days away.');
    expect(daysInBetween(today, '2026-12-25' as IsoDate)).toEqual(['Weekdays in between: 21', 'Weekend days in between: 8']);
    expect(weeksAway(-9)).toBe('That was 1 week and 2 days ago.');
    // Monday, November 16 to Wednesday, November 25: Tuesday 17 to Tuesday 24 lie between.
    expect(daysInBetween(today, '2026-11-16' as IsoDate)).toEqual(['Weekdays in between: 6', 'Weekend days in between: 2']);
    expect(weeksAway(14)).toBe('That is 2 weeks away.');
    expect(daysInBetween('2026-01-01' as IsoDate, '2027-01-01' as IsoDate)).toEqual(['Weekdays in between: 260', 'Weekend days in between: 104']);
  });
});
