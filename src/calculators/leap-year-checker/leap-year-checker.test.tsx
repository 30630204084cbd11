// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fixToday } from '@/test/fixed-today';
import { renderWithLocation } from '@/test/location-probe';
import { LeapYearChecker } from '@/calculators/leap-year-checker/leap-year-checker.page';

const result = () => screen.getByTestId('result');
const render = (search = '') => renderWithLocation(<LeapYearChecker />, search);

fixToday();

describe('leap year checker', () => {
  it('a century year not divisible by 400: the rule step by step, the years around it', async () => {
    render('?year=1900');
    await waitFor(() => expect(result().textContent).toContain('1900 is not a leap year'));
    const text = result().textContent;
    expect(text).toContain('Days in the year365 days');
    expect(text).toContain('Days in February28 days');
    expect(text).toContain('Previous leap year1896');
    expect(text).toContain('Is 1900 divisible by 4? Yes.');
    expect(text).toContain('Is 1900 divisible by 100? Yes.');
    expect(text).toContain('Is 1900 divisible by 400? No, so this century year is not a leap year.');
    expect(text).toContain('The next 5 leap years19041908191219161920');
  });

  it('2000 and 2024 are leap years; 2025 stops at the first step', async () => {
    const { unmount } = render('?year=2000');
    await waitFor(() => expect(result().textContent).toContain('2000 is a leap year'));
    expect(result().textContent).toContain('Days in the year366 days');
    expect(result().textContent).toContain('Days in February29 days');
    unmount();
    render('?year=2025');
    await waitFor(() => expect(result().textContent).toContain('2025 is not a leap year'));
    expect(result().textContent).toContain('Is 2025 divisible by 4? No, so it is not a leap year.');
    expect(result().textContent).not.toContain('divisible by 100');
  });

  it('an out-of-range year gets an inline message and nothing is committed', async () => {
    render('?year=10000');
    await waitFor(() => expect(result().textContent).toContain('Enter a year'));
    const year = screen.getByLabelText('Year');
    fireEvent.change(year, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check Year' }));
    await waitFor(() => expect(screen.getByText('Enter a whole year from 1 to 9999.')).toBeTruthy());
    expect(screen.getByTestId('location').textContent).toBe('');
    fireEvent.change(year, { target: { value: '2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check Year' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?year=2024'));
  });

  it('a failed check replaces the result of the year before it, until the next check; an empty year says so too', async () => {
    render('?year=2024');
    await waitFor(() => expect(result().textContent).toContain('2024 is a leap year'));
    const year = screen.getByLabelText('Year');
    fireEvent.change(year, { target: { value: '10000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check Year' }));
    await waitFor(() => expect(result().textContent).toBe('Not calculated: Enter a whole year from 1 to 9999.'));
    expect(screen.getByTestId('location').textContent).toBe('');
    fireEvent.change(year, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check Year' }));
    await waitFor(() => expect(year.getAttribute('aria-invalid')).toBe('true'));
    expect(result().textContent).toBe('Not calculated: Enter a whole year from 1 to 9999.');
    fireEvent.change(year, { target: { value: '2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check Year' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?year=2025'));
    expect(result().textContent).not.toContain('Not calculated');
  });

  it('has no previous leap year before the year 5', async () => {
    render('?year=4');
    await waitFor(() => expect(result().textContent).toContain('4 is a leap year'));
    expect(result().textContent).toContain('None from the year 1');
  });
});
