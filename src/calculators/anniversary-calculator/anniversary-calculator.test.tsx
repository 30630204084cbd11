// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fixToday } from '@/test/fixed-today';
import { renderWithLocation } from '@/test/location-probe';
import { AnniversaryCalculator } from '@/calculators/anniversary-calculator/anniversary-calculator.page';

const result = () => screen.getByTestId('result');
const render = (search = '') => renderWithLocation(<AnniversaryCalculator />, search);
const row = (year: string) => within(screen.getByRole('table')).getByRole('row', { name: new RegExp(`^${year} `) });

fixToday(); // Wednesday, January 15, 2025

describe('anniversary calculator', () => {
  it('on the anniversary itself: the time together, today, and the milestone table', async () => {
    render('?start=2000-06-10&on=2025-06-10');
    await waitFor(() => expect(result().textContent).toContain('25 years, 0 months, 0 days'));
    expect(result().textContent).toContain('300 months');
    expect(result().textContent).toContain('9,131 days');
    expect(result().textContent).toContain('Next anniversary (the 25th)Tuesday, June 10, 2025, today');
    expect(row('1st').textContent).toBe('1stPaperSunday, June 10, 2001Passed');
    expect(row('25th').textContent).toBe('25thSilverTuesday, June 10, 2025Today');
    expect(row('30th').textContent).toBe('30thPearlMonday, June 10, 2030In 1,826 days');
    expect(row('50th').textContent).toContain('Golden');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(10);
  });

  it('counts to today by default, and keeps the milestones of a start in the future', async () => {
    render('?start=2026-02-14');
    await waitFor(() => expect(result().textContent).toContain('is after Wednesday, January 15, 2025'));
    expect(row('1st').textContent).toBe('1stPaperSunday, February 14, 2027In 760 days');
  });

  it('does nothing without a start date', async () => {
    render();
    await waitFor(() => expect(result().textContent).toContain('Enter a start date'));
    fireEvent.click(screen.getByRole('button', { name: 'Calculate Anniversary' }));
    expect(screen.getByTestId('location').textContent).toBe('');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
