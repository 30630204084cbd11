// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithUrl } from '@/test/render-with-url';
import { fixToday } from '@/test/fixed-today';
import { DaysBetweenCalculator as DaysBetweenDatesPage } from '@/calculators/days-between-dates/days-between-dates.page';

const result = () => screen.getByTestId('result');

fixToday();

describe('days between dates', () => {
  it('shows all three counts, the breakdown and business days from the URL', async () => {
    renderWithUrl(<DaysBetweenDatesPage />, '?from=2025-01-01&to=2025-01-10');
    await waitFor(() => expect(result().textContent).toContain('End date not counted9 days'));
    expect(result().textContent).toContain('Both dates counted10 days');
    expect(result().textContent).toContain('Strictly between8 days');
    expect(result().textContent).toContain('1 week, 2 days');
  });

  it('defaults to today → today + 30, both dates counted', async () => {
    renderWithUrl(<DaysBetweenDatesPage />);
    await waitFor(() => expect(result().textContent).toMatch(/^31 days/));
    expect(result().textContent).toContain('Wednesday, January 15, 2025');
    expect(result().textContent).toContain('Friday, February 14, 2025');
  });

  it('writes inclusive=false and workdays=true with history replace', async () => {
    const { updates } = renderWithUrl(<DaysBetweenDatesPage />, '?from=2025-01-01&to=2025-01-10');
    await waitFor(() => expect(result().textContent).toContain('10 days'));
    fireEvent.click(screen.getByLabelText('Include start and end dates (inclusive count)'));
    await waitFor(() => expect(updates.at(-1)?.queryString).toBe('?from=2025-01-01&to=2025-01-10&inclusive=false'));
    fireEvent.click(screen.getByLabelText('Count only business days (excludes weekends)'));
    await waitFor(() => expect(updates.at(-1)?.queryString).toContain('workdays=true'));
    expect(updates.at(-1)?.options.history).toBe('replace');
    expect(result().textContent).toMatch(/^7 business days/);
  });

  it('counts business days with a place’s holidays and lists what it skipped', async () => {
    renderWithUrl(<DaysBetweenDatesPage />, '?from=2026-12-21&to=2027-01-08&workdays=true&holidays=de-by');
    await waitFor(() => expect(result().textContent).toMatch(/^12 business days/), { timeout: 5000 });
    const text = result().textContent ?? '';
    expect(text).toContain('Weekend days skipped: Saturday and Sunday (4 days).');
    expect(text).toContain('Holidays of Germany: Bayern skipped (3):');
    expect(text).toContain('Christmas Day: Friday, December 25, 2026');
    expect(text).toContain('Epiphany: Wednesday, January 6, 2027');
    expect(text).toContain('Business days (your working-day calendar, both dates counted)12 business days');
  });

  it('counts an own day off and an own working day', async () => {
    // Monday, January 4 to Friday, January 8, 2027: 5 weekdays, minus the day off, plus the Saturday worked.
    renderWithUrl(<DaysBetweenDatesPage />, '?from=2027-01-04&to=2027-01-09&workdays=true&off=2027-01-05&work=2027-01-09');
    await waitFor(() => expect(result().textContent).toMatch(/^5 business days/), { timeout: 5000 });
    expect(result().textContent).toContain('Your day off: Tuesday, January 5, 2027');
  });
});

