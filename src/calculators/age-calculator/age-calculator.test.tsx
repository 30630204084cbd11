// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fixToday } from '@/test/fixed-today';
import { renderWithLocation } from '@/test/location-probe';
import { AgeCalculator, canonicalSearch } from '@/calculators/age-calculator/age-calculator.page';

const result = () => screen.getByTestId('result');
const location = () => screen.getByTestId('location');
const render = (search = '') => renderWithLocation(<AgeCalculator />, search);

fixToday(); // Wednesday, January 15, 2025

describe('age calculator', () => {
  it('shows the age, the totals, the weekday of birth and the next birthday from the URL', async () => {
    render('?birth=1990-05-20');
    await waitFor(() => expect(result().textContent).toContain('34 years, 7 months, 26 days'));
    const text = result().textContent;
    expect(text).toContain('age on Wednesday, January 15, 2025');
    expect(text).toContain('415 months, 26 days');
    expect(text).toContain('1,808 weeks, 3 days');
    expect(text).toContain('12,659 days');
    expect(text).toContain('Born on aSunday');
    expect(text).toContain('Tuesday, May 20, 2025: turns 35, in 125 days');
    expect(text).not.toContain('February 29');
  });

  it('counts a February 29 birthday on February 28 in a common year, and says so', async () => {
    render('?birth=2000-02-29&on=2025-02-28');
    await waitFor(() => expect(result().textContent).toContain('25 years, 0 months, 0 days'));
    expect(result().textContent).toContain('Friday, February 28, 2025: turns 25, today');
    expect(result().textContent).toContain('9,131 days');
    expect(result().textContent).toContain('Born on February 29');
  });

  it('says so when the birth date is after the date to calculate on, instead of a negative age', async () => {
    render('?birth=2025-06-01&on=2025-01-01');
    await waitFor(() => expect(result().textContent).toContain('is after Wednesday, January 1, 2025'));
    expect(result().textContent).not.toMatch(/-\d/);
  });

  it('does nothing for an empty birth date, and ignores invalid values', async () => {
    render('?birth=1990-02-30&on=<b>');
    await waitFor(() => expect(result().textContent).toContain('Enter a date of birth'));
    fireEvent.click(screen.getByRole('button', { name: 'Calculate Age' }));
    expect(location().textContent).toBe('');
  });

  it('commits the birth date with today left out of the link', async () => {
    render();
    await waitFor(() => expect(screen.getByLabelText('Age on')).toHaveProperty('value', '2025-01-15'));
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-05-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate Age' }));
    await waitFor(() => expect(location().textContent).toBe('?birth=1990-05-20'));
    fireEvent.change(screen.getByLabelText('Age on'), { target: { value: '2000-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate Age' }));
    await waitFor(() => expect(location().textContent).toBe('?birth=1990-05-20&on=2000-01-01'));
  });

  it('rewrites a form submit or a hand-made link to the canonical address', () => {
    expect(canonicalSearch('birth=1990-05-20&on=')).toBe('?birth=1990-05-20');
    expect(canonicalSearch('birth=1990-13-01&on=2025-01-01')).toBe('?on=2025-01-01');
    expect(canonicalSearch('on=2025-01-01&birth=1990-05-20&birth=1991-01-01')).toBe('?on=2025-01-01&birth=1990-05-20');
  });
});
