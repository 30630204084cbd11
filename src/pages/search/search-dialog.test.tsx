// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { builtPages } from '@/registry/pages';
import { HOLIDAY_COUNTRIES } from '@/special-days/country-holidays/countries';
import { openSearch, SearchDialog } from '@/pages/search/search-dialog';

/** Waits until the dialog has built its index (in slices, after it is drawn). */
const indexed = () => waitFor(() => expect(document.querySelector('dialog')?.hasAttribute('aria-busy')).toBe(false));

async function renderDialog() {
  const onClose = vi.fn();
  const onChoose = vi.fn();
  render(<SearchDialog pages={builtPages} onClose={onClose} onChoose={onChoose} />);
  await indexed();
  return { onClose, onChoose, box: screen.getByRole('combobox', { hidden: true }) };
}

const type = (box: HTMLElement, text: string) => fireEvent.change(box, { target: { value: text } });
const options = () => screen.queryAllByRole('option', { hidden: true });

describe('SearchDialog', () => {
  beforeAll(() => {
    // jsdom has no modal dialogs (opening one only sets `open` here) and does not scroll.
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    Element.prototype.scrollIntoView ??= () => {};
  });
  afterEach(cleanup);

  it('is a combobox that lists matches as you type, the first one active', async () => {
    const { box } = await renderDialog();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    type(box, 'uk');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const listbox = document.getElementById(box.getAttribute('aria-controls')!)!;
    expect(listbox.getAttribute('role')).toBe('listbox');
    const [first] = options();
    expect(first!.textContent).toContain('Public Holidays in United Kingdom');
    expect(box.getAttribute('aria-activedescendant')).toBe(first!.id);
    expect(first!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('status', { hidden: true }).textContent).toMatch(/^(1 page matches|\d+ pages match) “uk”\.$/);
  });

  it('moves with the arrow keys, round the ends, and opens the active result with Enter', async () => {
    const { box, onChoose } = await renderDialog();
    type(box, 'uk');
    const list = options();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(list[1]!.id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBe(list.at(-1)!.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChoose).toHaveBeenCalledExactlyOnceWith(HOLIDAY_COUNTRIES.find((c) => c.code === 'gb')!.path);
  });

  it('keeps the result the arrows chose when the whole index comes and lists others first', async () => {
    render(<SearchDialog pages={builtPages} onClose={vi.fn()} onChoose={vi.fn()} />);
    const box = screen.getByRole('combobox', { hidden: true });
    type(box, 'week');
    // The first index (English names) lists the results: the second is chosen before the rest comes.
    await waitFor(() => expect(options().length).toBeGreaterThan(1));
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const chosen = options()[1]!.textContent;
    await indexed();
    await new Promise((resolve) => setTimeout(resolve, 1500)); // the countries' own names, their holidays and regions
    const selected = options().find((option) => option.getAttribute('aria-selected') === 'true')!;
    expect(selected.textContent).toBe(chosen);
    expect(box.getAttribute('aria-activedescendant')).toBe(selected.id);
  });

  it('says when nothing matches, and shows a hostile query as text, never as markup', async () => {
    const { box } = await renderDialog();
    const hostile = '<img src=x onerror=alert(1)>';
    type(box, hostile);
    expect(options()).toEqual([]);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('status', { hidden: true }).textContent).toContain(`No page matches “${hostile}”`);
  });

  it('closes on Escape (the dialog’s cancel)', async () => {
    const { onClose, onChoose } = await renderDialog();
    fireEvent(document.querySelector('dialog')!, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onChoose).not.toHaveBeenCalled();
  });
});

describe('openSearch', () => {
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
  });

  const closed = () => waitFor(() => expect(document.querySelector('dialog')).toBeNull());

  it('opens one dialog, and closing it with Escape removes it and gives the focus back', async () => {
    const opener = document.body.appendChild(document.createElement('button'));
    opener.focus();
    const navigate = vi.fn();
    openSearch(builtPages, navigate);
    openSearch(builtPages, navigate);
    await indexed();
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
    screen.getByRole('combobox', { hidden: true }).focus();
    fireEvent(document.querySelector('dialog')!, new Event('cancel', { cancelable: true }));
    await closed();
    expect(document.activeElement).toBe(opener);
    expect(navigate).not.toHaveBeenCalled();
    opener.remove();
  });

  it('navigates to the chosen result and removes the dialog', async () => {
    const navigate = vi.fn();
    openSearch(builtPages, navigate);
    await indexed();
    const box = screen.getByRole('combobox', { hidden: true });
    type(box, 'deutschland');
    // The countries' own names come with the whole index, a moment after the first one.
    await waitFor(() => expect(options()[0]?.textContent).toContain('Public Holidays in Germany'));
    fireEvent.keyDown(box, { key: 'Enter' });
    await closed();
    expect(navigate).toHaveBeenCalledExactlyOnceWith(HOLIDAY_COUNTRIES.find((c) => c.code === 'de')!.path);
  });
});
