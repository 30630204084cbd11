// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fixToday } from '@/test/fixed-today';
import { renderWithLocation } from '@/test/location-probe';
import { TimeDurationCalculator, canonicalSearch } from '@/calculators/time-duration-calculator/time-duration-calculator.page';

const result = () => screen.getByTestId('result');
const location = () => screen.getByTestId('location');
const render = (search = '') => renderWithLocation(<TimeDurationCalculator />, search);

fixToday();

describe('time duration calculator', () => {
  it('an overnight span: hours and minutes, total minutes, decimal hours, next day', async () => {
    render('?start=22:00&end=06:30');
    await waitFor(() => expect(result().textContent).toContain('8 hours 30 minutes'));
    expect(result().textContent).toContain('from 22:00 to 06:30 the next day');
    expect(result().textContent).toContain('Total minutes510 minutes');
    expect(result().textContent).toContain('Total hours (decimal)8.50 hours');
  });

  it('the same day, and equal times', async () => {
    const { unmount } = render('?start=9:05&end=17:50');
    await waitFor(() => expect(result().textContent).toContain('8 hours 45 minutes'));
    expect(result().textContent).toContain('8.75 hours');
    expect(result().textContent).not.toContain('next day');
    unmount();
    render('?start=12:00&end=12:00');
    await waitFor(() => expect(result().textContent).toContain('0 hours 0 minutes'));
    expect(result().textContent).toContain('0.00 hours');
  });

  it('needs both times; invalid times are ignored', async () => {
    render('?start=24:00&end=06:30');
    await waitFor(() => expect(result().textContent).toContain('Enter a start time and an end time'));
    fireEvent.click(screen.getByRole('button', { name: 'Calculate Duration' }));
    expect(location().textContent).toBe('');
  });

  it('a shortcut sets the end from the start and calculates', async () => {
    render();
    await waitFor(() => expect(result().textContent).toContain('Enter a start time'));
    fireEvent.change(screen.getByLabelText('Start time'), { target: { value: '20:00' } });
    fireEvent.click(screen.getByRole('button', { name: '+8 hours' }));
    await waitFor(() => expect(location().textContent).toBe('?start=20:00&end=04:00'));
  });

  it('rewrites the shortcut’s form shape to the canonical address', () => {
    expect(canonicalSearch('start=09:00&end=&plus=480')).toBe('?start=09:00&end=17:00');
    expect(canonicalSearch('start=23:45&end=10:00&plus=30')).toBe('?start=23:45&end=00:15');
    expect(canonicalSearch('start=&end=10:00&plus=30')).toBe('?end=10:00');
    expect(canonicalSearch('start=09:00&end=10:00&plus=31')).toBe('?start=09:00&end=10:00');
  });
});
