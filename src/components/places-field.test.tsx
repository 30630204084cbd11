// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PlacesField } from '@/components/places-field';
import type { Place } from '@/components/place-text';

const LONDON: Place = { zone: 'Europe/London', city: null };
const TOKYO: Place = { zone: 'Asia/Tokyo', city: null };
const BOSTON: Place = { zone: 'America/New_York', city: 'Boston' };

/** What the form would send: the hidden `places` field. */
const sent = () => (document.querySelector('input[name="places"]') as HTMLInputElement).value;
const field = (places: readonly Place[]) => <PlacesField places={places} min={2} />;

describe('PlacesField', () => {
  afterEach(cleanup);

  it('keeps a removal as a draft, and starts again from the committed places when they change', () => {
    const view = render(field([LONDON, TOKYO, BOSTON]));
    expect(sent()).toBe('Europe/London,Asia/Tokyo,America/New_York~Boston');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Tokyo (Asia/Tokyo)' }));
    expect(sent()).toBe('Europe/London,America/New_York~Boston');

    // The page renders again with the same committed places (a new array, as a parse gives): the draft stays.
    view.rerender(field([LONDON, TOKYO, BOSTON].map((p) => ({ ...p }))));
    expect(sent()).toBe('Europe/London,America/New_York~Boston');

    // Other committed places (Back, a link): the list is theirs.
    view.rerender(field([TOKYO, LONDON]));
    expect(sent()).toBe('Asia/Tokyo,Europe/London');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1. TokyoAsia/Tokyo↑↓Remove', '2. LondonEurope/London↑↓Remove']);
  });

  it('moves a place up or down the draft, the first place first in the link, the focus with it', async () => {
    render(field([LONDON, TOKYO, BOSTON]));
    const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
    expect(button('Move London (Europe/London) up').disabled).toBe(true);
    expect(button('Move Boston (America/New_York) down').disabled).toBe(true);
    act(() => button('Move Boston (America/New_York) up').focus());
    fireEvent.click(button('Move Boston (America/New_York) up'));
    expect(sent()).toBe('Europe/London,America/New_York~Boston,Asia/Tokyo');
    fireEvent.click(button('Move Boston (America/New_York) up'));
    expect(sent()).toBe('America/New_York~Boston,Europe/London,Asia/Tokyo');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent?.split(/[A-Z][a-z]+\//)[0])).toEqual(['1. Boston', '2. London', '3. Tokyo']);
    // At the top its Up button is disabled: the focus goes to its Down button.
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(document.activeElement).toBe(button('Move Boston (America/New_York) down'));
    fireEvent.click(button('Move London (Europe/London) down'));
    expect(sent()).toBe('America/New_York~Boston,Asia/Tokyo,Europe/London');
  });

  it('adds a place through a plain box until the visitor reaches for it; the searchable box then takes its text and the focus', async () => {
    render(field([LONDON, TOKYO]));
    // No searchable box (nor its code) before the visitor reaches for it.
    expect(screen.queryByRole('combobox')).toBeNull();
    const plain = screen.getByRole('textbox', { name: 'Add a place' });
    act(() => plain.focus());
    fireEvent.change(plain, { target: { value: 'zur' } });
    const box = await screen.findByRole('combobox', { name: 'Add a place' });
    expect(box).toHaveProperty('value', 'zur');
    // The focus follows in the effect after the swap.
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(screen.queryByRole('textbox', { name: 'Add a place' })).toBeNull();
    // Its list comes when the places have loaded (the test waits for them, not for its own end).
    expect(await screen.findByRole('option', { name: /^Zürich/ }, { timeout: 15_000 })).toBeTruthy();
    // Reading the whole place list is slow work for jsdom on a busy machine.
  }, 20_000);
});
