// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { fixToday } from '@/test/fixed-today';
import { renderWithLocation } from '@/test/location-probe';
import { WorldClock } from '@/calculators/world-clock/world-clock.page';

// Counts how often the place list draws; otherwise the real field.
const fieldRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/components/places-field', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/components/places-field')>();
  return {
    ...original,
    PlacesField: (props: Parameters<typeof original.PlacesField>[0]) => {
      fieldRenders.count++;
      return <original.PlacesField {...props} />;
    },
  };
});

// Monday, July 14, 2025, 12:00:00 UTC: New York on daylight saving time, Kolkata half an hour off the hour.
const NOON_UTC = new Date(Date.UTC(2025, 6, 14, 12, 0, 0));
fixToday(NOON_UTC);

const row = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')?.textContent ?? '';

describe('world clock', () => {
  it('shows each place’s time, date, offset and daylight saving time, and ticks each second without drawing the place list again', async () => {
    renderWithLocation(<WorldClock />, '?places=America/New_York~Boston,Asia/Kolkata,Pacific/Auckland');
    // The table is there from the start, hidden and pending; the clocks show when it is no longer busy.
    await waitFor(() => expect(screen.getByTestId('result').hasAttribute('aria-busy')).toBe(false));
    expect(screen.getByTestId('result').querySelector('table')?.classList.contains('invisible')).toBe(false);
    expect(row('Boston')).toContain('08:00:00');
    expect(row('Boston')).toContain('UTC−04:00');
    expect(row('Boston')).toContain('In effect');
    expect(row('Kolkata')).toContain('17:30:00');
    expect(row('Kolkata')).toContain('UTC+05:30');
    expect(row('Kolkata')).toContain('Not in effect');
    expect(row('Auckland')).toContain('00:00:00');
    expect(row('Auckland')).toContain('Tue Jul 15');

    const before = fieldRenders.count;
    await act(async () => {
      vi.setSystemTime(new Date(NOON_UTC.getTime() + 1000));
      await new Promise((resolve) => setTimeout(resolve, 1100));
    });
    expect(row('Boston')).toContain('08:00:01');
    expect(fieldRenders.count).toBe(before);
  });
});
