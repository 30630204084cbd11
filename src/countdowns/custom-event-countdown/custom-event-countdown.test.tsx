// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fireEvent, render as renderPage, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { fixToday } from '@/test/fixed-today';
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
    await waitFor(() => expect(result().textContent).toContain('17days'));
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
    await waitFor(() => expect(result().textContent).toContain('21days since'));
  });
});
