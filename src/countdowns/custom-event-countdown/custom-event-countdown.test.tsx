// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render as renderPage, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { fixToday } from '@/test/fixed-today';
import { localZone } from '@/lib/date/time-zones';
import { CustomEventCountdown } from '@/countdowns/custom-event-countdown/custom-event-countdown.page';
import { EMOJI, canonicalEventSearch, readEvent } from '@/countdowns/custom-event-countdown/custom-event-countdown.params';

const location = () => screen.getByTestId('location');
const result = () => screen.getByTestId('result');
/** This page reads its keys through the router (no nuqs): the router holds the query string. */
function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}
const render = (search = '') =>
  renderPage(
    <MemoryRouter initialEntries={[`/${search}`]}>
      <CustomEventCountdown />
      <LocationProbe />
    </MemoryRouter>,
  );
const create = () => screen.getByRole('button', { name: 'Create Countdown' }) as HTMLButtonElement;

fixToday();
// The countdown's view is loaded on demand (React.lazy): loaded once here, so no test's first
// wait for it includes compiling it.
beforeAll(() => import('@/countdowns/custom-event-countdown/event-view'));

describe('the 16 emoji pictures', () => {
  // A device without a colour emoji font draws the characters as empty boxes: each choice is
  // a Twemoji SVG shipped with the site, named after its slug (paths from the project root, where
  // the suite runs).
  it.each(EMOJI)('$slug is the Twemoji picture of its own character, with its size and licence', ({ slug, char }) => {
    const svg = readFileSync(`public/emoji/${slug}.svg`, 'utf8');
    const codePoints = [...char].map((c) => c.codePointAt(0)!.toString(16).toUpperCase()).join(' U+');
    expect(svg).toMatch(new RegExp(`^<!-- Twemoji ${slug} \\(U\\+${codePoints}\\), .*CC-BY 4\\.0`));
    expect(svg).toMatch(/<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="36" height="36" viewBox="0 0 36 36">/);
  });
});

describe('the custom event link', () => {
  it('holds a name of 1–80 characters, a date and one of the 16 emoji', () => {
    expect(readEvent(new URLSearchParams({ name: 'Trip, part 1; "Rome" & more 🎉', date: '2025-06-12', emoji: 'gift' }))).toEqual({
      name: 'Trip, part 1; "Rome" & more 🎉',
      date: '2025-06-12',
      emoji: 'gift',
      time: null,
      zone: null,
      zoneCity: null,
    });
    expect(readEvent(new URLSearchParams('name=x&date=2025-06-12&emoji=<b>'))?.emoji).toBe('party-popper');
    expect(readEvent(new URLSearchParams(`name=${'x'.repeat(81)}&date=2025-06-12`))).toBeNull();
    expect(readEvent(new URLSearchParams('name=%20%20&date=2025-06-12'))).toBeNull();
    expect(readEvent(new URLSearchParams('name=x&date=2025-02-30'))).toBeNull();
    expect(readEvent(new URLSearchParams('name=x'))).toBeNull();
  });

  it('a plain form’s submit is rewritten to the canonical link', () => {
    expect(canonicalEventSearch('name=Launch&date=2025-06-12&emoji=party-popper')).toBe('?name=Launch&date=2025-06-12');
    expect(canonicalEventSearch('name=Launch&date=2025-06-12&emoji=trophy')).toBe('?name=Launch&date=2025-06-12&emoji=trophy');
    expect(canonicalEventSearch('name=&date=2025-06-12&emoji=trophy')).toBe('');
    expect(canonicalEventSearch('name=Trip%2C+%22Rome%22+%26+more&date=2025-06-12&emoji=%3Cb%3E')).toBe('?name=Trip,+%22Rome%22+%26+more&date=2025-06-12');
  });

  it('takes a time (HH:mm, 24-hour) and a zone (an IANA id, any letter case, or a quick-pick label)', () => {
    expect(readEvent(new URLSearchParams('name=x&date=2025-06-12&time=9:05&zone=europe/london'))).toMatchObject({ time: '09:05', zone: 'Europe/London' });
    expect(readEvent(new URLSearchParams('name=x&date=2025-06-12&zone=JST'))).toMatchObject({ time: null, zone: 'Asia/Tokyo' });
    expect(readEvent(new URLSearchParams('name=x&date=2025-06-12&time=25:00&zone=Mars/Olympus'))).toMatchObject({ time: null, zone: null });
    expect(readEvent(new URLSearchParams('name=x&date=2025-06-12&time=18:00:00'))?.time).toBeNull();
  });

  it('keeps the city a zone was chosen by, only beside its zone, and only a plain name', () => {
    expect(readEvent(new URLSearchParams('name=x&date=2025-06-12&time=18:00&zone=America/New_York&zoneCity=Boston'))).toMatchObject({
      zone: 'America/New_York',
      zoneCity: 'Boston',
    });
    expect(readEvent(new URLSearchParams('name=x&date=2025-06-12&zoneCity=Boston'))).toMatchObject({ zone: null, zoneCity: null });
    expect(readEvent(new URLSearchParams('name=x&date=2025-06-12&zone=UTC&zoneCity=<b>x</b>'))).toMatchObject({ zone: 'UTC', zoneCity: null });
    expect(canonicalEventSearch('name=L&date=2025-06-12&time=18:00&zone=est&zoneCity=Boston')).toBe('?name=L&date=2025-06-12&time=18:00&zone=America/New_York&zoneCity=Boston');
    expect(canonicalEventSearch('name=L&date=2025-06-12&zone=Mars/Olympus&zoneCity=Boston')).toBe('?name=L&date=2025-06-12');
    expect(canonicalEventSearch('name=L&date=2025-06-12&zone=UTC&zoneCity=%3Cb%3E')).toBe('?name=L&date=2025-06-12&zone=UTC');
  });

  it('the canonical link keeps a valid time and zone, as the page writes them, and drops invalid ones', () => {
    expect(canonicalEventSearch('name=Launch&date=2025-06-12&emoji=party-popper&time=18:00&zone=gmt')).toBe('?name=Launch&date=2025-06-12&time=18:00&zone=Europe/London');
    expect(canonicalEventSearch('name=Launch&date=2025-06-12&time=25:00&zone=Mars/Olympus')).toBe('?name=Launch&date=2025-06-12');
    expect(canonicalEventSearch('name=Launch&date=2025-06-12&time=&zone=')).toBe('?name=Launch&date=2025-06-12');
    expect(canonicalEventSearch(`name=Launch&date=2025-06-12&time=7:30&zone=${'A'.repeat(500)}`)).toBe('?name=Launch&date=2025-06-12&time=07:30');
    // No event, no time or zone either.
    expect(canonicalEventSearch('date=2025-13-01&time=18:00&zone=UTC')).toBe('');
  });

  it('a link whose keys make no event loses them; other keys stay', () => {
    expect(canonicalEventSearch('utm=x&name=Launch&date=2025-13-01&emoji=trophy')).toBe('?utm=x');
    expect(canonicalEventSearch('date=2025-06-12&ref=y')).toBe('?ref=y');
  });
});

describe('custom event countdown on Wednesday, January 15, 2025', () => {
  it('Create stays disabled until both a name and a date are filled', async () => {
    render();
    await waitFor(() => expect(create().disabled).toBe(true));
    fireEvent.change(screen.getByLabelText('Event name'), { target: { value: 'Launch' } });
    expect(create().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Event date'), { target: { value: '2025-02-01' } });
    await waitFor(() => expect(create().disabled).toBe(false));
    expect(screen.getByLabelText('Event date').getAttribute('min')).toBe('2025-01-15');
  });

  it('creates the link with the chosen emoji, as a new history entry', async () => {
    render();
    await waitFor(() => expect(create()).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Event name'), { target: { value: '  Trip, part 1; Rome 🎉 ' } });
    fireEvent.change(screen.getByLabelText('Event date'), { target: { value: '2025-02-01' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Trophy' }));
    fireEvent.click(create());
    await waitFor(() =>
      expect(location().textContent).toBe('?name=Trip,+part+1;+Rome+🎉&date=2025-02-01&emoji=trophy'),
    );
  });

  it('refuses a date before today', async () => {
    render();
    await waitFor(() => expect(create()).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Event name'), { target: { value: 'Launch' } });
    fireEvent.change(screen.getByLabelText('Event date'), { target: { value: '2025-01-14' } });
    fireEvent.click(create());
    await waitFor(() => expect(screen.getByText('Choose today or a later date.')).toBeTruthy());
    expect(location().textContent).toBe('');
  });

  it('a link shows the countdown, the name as text; Create Another returns to the form with its values', async () => {
    render('?name=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&date=2025-02-01&emoji=trophy');
    await waitFor(() => expect(result().textContent).toContain('17calendar days'));
    expect(screen.getByRole('heading', { level: 2, name: '<img src=x onerror=alert(1)>' })).toBeTruthy();
    // The one picture is the event's emoji, drawn from its file: the name made no element.
    expect([...document.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['/emoji/trophy.svg']);
    expect(screen.getByRole('img', { name: 'Trophy' })).toBeTruthy();
    expect(result().textContent).toContain('Saturday, February 1, 2025');
    fireEvent.click(screen.getByRole('button', { name: 'Create Another Countdown' }));
    await waitFor(() => expect(location().textContent).toBe(''));
    await waitFor(() => expect(screen.getByLabelText('Event name')).toBeTruthy());
    expect((screen.getByLabelText('Event name') as HTMLInputElement).value).toBe('<img src=x onerror=alert(1)>');
    expect((screen.getByLabelText('Event date') as HTMLInputElement).value).toBe('2025-02-01');
    expect((screen.getByRole('radio', { name: 'Trophy' }) as HTMLInputElement).checked).toBe(true);
  });

  it('a date passed counts up', async () => {
    render('?name=Launch&date=2024-12-25');
    await waitFor(() => expect(result().textContent).toContain('21calendar days since'));
  });
});

/** Wall time `HH:mm` and civil date of an instant in the runtime's zone, read from Intl (the test's reference). */
function localWall(instant: number) {
  const f = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { hourCycle: 'h23', hour: '2-digit', minute: '2-digit', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return { time: `${f.hour}:${f.minute}`, long: `${f.weekday}, ${f.month} ${f.day}, ${f.year}` };
}

describe('a time and a zone, on Wednesday, January 15, 2025 at noon', () => {
  const fill = (name: string, date: string, time: string, zone: string) => {
    fireEvent.change(screen.getByLabelText('Event name'), { target: { value: name } });
    fireEvent.change(screen.getByLabelText('Event date'), { target: { value: date } });
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: time } });
    fireEvent.change(screen.getByLabelText('Time zone'), { target: { value: zone } });
  };

  it('Create writes the time and the zone’s IANA id', async () => {
    render();
    await waitFor(() => expect(create()).toBeTruthy());
    fill('Launch', '2025-01-20', '18:00', 'gmt');
    fireEvent.click(create());
    await waitFor(() => expect(location().textContent).toBe('?name=Launch&date=2025-01-20&time=18:00&zone=Europe/London'));
  });

  it('a time without a zone is written with the visitor’s own zone, so the link names one instant', async () => {
    render();
    await waitFor(() => expect(create()).toBeTruthy());
    fill('Launch', '2025-01-20', '09:30', '');
    fireEvent.click(create());
    await waitFor(() => expect(location().textContent).toBe(`?name=Launch&date=2025-01-20&time=09:30&zone=${localZone()}`));
  });

  it('refuses a time already passed today and an unknown zone, inline, and writes nothing', async () => {
    render();
    await waitFor(() => expect(create()).toBeTruthy());
    fill('Launch', '2025-01-15', '09:00', '');
    fireEvent.click(create());
    await waitFor(() => expect(screen.getByText('09:00 on Wednesday, January 15, 2025 has already passed. Choose a later time or date.')).toBeTruthy());
    fill('Launch', '2025-01-15', '23:59', 'Mars/Olympus');
    fireEvent.click(create());
    await waitFor(() => expect(screen.getByText(/^Choose a time zone from the list/)).toBeTruthy());
    expect(screen.queryByText(/has already passed/)).toBeNull();
    expect(location().textContent).toBe('');
    // Later today is fine.
    fill('Launch', '2025-01-15', '23:59', '');
    fireEvent.click(create());
    await waitFor(() => expect(location().textContent).toBe(`?name=Launch&date=2025-01-15&time=23:59&zone=${localZone()}`));
  });

  it('a link shows the start in the event’s zone and in the visitor’s', async () => {
    render('?name=Launch&date=2025-01-20&time=18:00&zone=Asia/Kathmandu');
    await waitFor(() => expect(result().textContent).toContain('days until Launch: Monday, January 20, 2025 at 18:00 in Kathmandu'));
    const local = localWall(Date.parse('2025-01-20T12:15:00Z'));
    const date = local.long === 'Monday, January 20, 2025' ? '' : ` on ${local.long}`;
    expect(result().textContent).toContain(`18:00 in Kathmandu is ${local.time}${date} your time (`);
    expect(screen.getByRole('timer', { name: 'Exact time left until the start' })).toBeTruthy();
    expect(screen.getByText('Time zone: Asia/Kathmandu, UTC+05:45 on that date')).toBeTruthy();
  });

  it('a link with a city names the place by it', async () => {
    render('?name=Launch&date=2025-01-20&time=18:00&zone=Asia/Kolkata&zoneCity=Mumbai');
    await waitFor(() => expect(result().textContent).toContain('days until Launch: Monday, January 20, 2025 at 18:00 in Mumbai'));
    expect(screen.getByText('Time zone: Mumbai (Asia/Kolkata), UTC+05:30 on that date')).toBeTruthy();
  });

  it('in the visitor’s own zone, just the time', async () => {
    render(`?name=Launch&date=2025-01-20&time=18:00&zone=${localZone()}`);
    await waitFor(() => expect(result().textContent).toContain('until Launch: Monday, January 20, 2025 at 18:00'));
    expect(result().textContent).not.toContain('your time');
  });

  it('a start that has passed says so: earlier today, and days ago', async () => {
    render('?name=Launch&date=2025-01-15&time=08:00');
    // Noon local time: the start was 4 hours ago, and the card says so rather than only “today”.
    await waitFor(() => expect(result().textContent).toContain('Today!Launch started 4 hours ago, today at 08:00, Wednesday, January 15, 2025.'));
    expect(result().textContent).not.toContain('The start has passed');
    cleanup();
    render('?name=Launch&date=2025-01-15&time=11:25');
    await waitFor(() => expect(result().textContent).toContain('Launch started 35 minutes ago, today at 11:25'));
    cleanup();
    render('?name=Launch&date=2025-01-15&time=09:50');
    await waitFor(() => expect(result().textContent).toContain('Launch started 2 hours and 10 minutes ago'));
    cleanup();
    render('?name=Launch&date=2025-01-10&time=08:00');
    await waitFor(() => expect(result().textContent).toContain('5calendar days since Launch: Friday, January 10, 2025 at 08:00'));
    expect(result().textContent).toContain('The start has passed');
  });

  it('names what each figure counts: calendar days, and the exact time left', async () => {
    render('?name=Launch&date=2025-01-20&time=09:00');
    await waitFor(() => expect(result().textContent).toContain('5calendar days until Launch'));
    expect(screen.getByRole('timer', { name: 'Exact time left until the start' }).textContent).toMatch(/^4days21hours00minutes00seconds$/);
  });

  it('a time the clocks skip is moved forward by the gap, and said', async () => {
    render('?name=Launch&date=2025-03-09&time=02:30&zone=America/New_York');
    await waitFor(() => expect(screen.getByText('02:30 does not exist')).toBeTruthy());
    expect(screen.getByText(/The countdown uses 03:30 \(UTC−04:00\)/)).toBeTruthy();
  });
});
