// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fixToday } from '@/test/fixed-today';
import { renderWithUrl } from '@/test/render-with-url';
import { EventCountdown } from '@/components/event-countdown';
import { NextElections, countdown as election } from '@/special-days/election/election.page';
import { SpecialDaysCounts } from '@/special-days/special-days/special-days.page';

fixToday(new Date(2025, 10, 4, 12)); // Tuesday, November 4, 2025 (not an election year)

describe('election day on Tuesday, November 4, 2025', () => {
  it('counts to the next general election, 2026’s midterm', async () => {
    renderWithUrl(<EventCountdown {...election} />);
    await waitFor(() => expect(screen.getByTestId('result').textContent).toContain('364calendar days until election day: Tuesday, November 3, 2026'));
    expect(screen.getByRole('heading', { level: 2, name: 'Election Day 2026' })).toBeTruthy();
  });

  it('lists the next five with presidential years marked', async () => {
    renderWithUrl(<NextElections />);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(6));
    await waitFor(() => expect(screen.getAllByRole('row')[1]!.textContent).toBe('2026Tuesday, November 3, 2026Midterm364 days'));
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows.slice(2)).toEqual([
      '2028Tuesday, November 7, 2028Presidential1,099 days',
      '2030Tuesday, November 5, 2030Midterm1,827 days',
      '2032Tuesday, November 2, 2032Presidential2,555 days',
      '2034Tuesday, November 7, 2034Midterm3,290 days',
    ]);
  });
});

describe('special days hub on Tuesday, November 4, 2025', () => {
  it('days until Christmas and until New Year’s Day', async () => {
    renderWithUrl(<SpecialDaysCounts />);
    await waitFor(() => expect(screen.getByTestId('result').textContent).toContain('51days until ChristmasThursday, December 25, 2025'));
    expect(screen.getByTestId('result').textContent).toContain('58days until New Year’s DayThursday, January 1, 2026');
    expect(screen.getByRole('link', { name: /until Christmas/ }).getAttribute('href')).toBe('/countdown/christmas');
  });
});
