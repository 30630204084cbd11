// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fixToday } from '@/test/fixed-today';
import { renderWithLocation } from '@/test/location-probe';
import { DateFormatConverter, canonicalSearch } from '@/calculators/date-format-converter/date-format-converter.page';

const result = () => screen.getByTestId('result');
const location = () => screen.getByTestId('location');
const render = (search = '') => renderWithLocation(<DateFormatConverter />, search);

fixToday();

describe('date format converter', () => {
  it('a shared link shows the chosen format, all ten, ISO week, day of the year and Unix time', async () => {
    render('?date=Sat,+March+15th+2025&format=dd/MM/yyyy');
    await waitFor(() => expect(result().textContent).toContain('European (dd/MM/yyyy)15/03/2025'));
    expect(result().textContent).toContain('Read as Saturday, March 15, 2025.');
    expect(result().textContent).toContain('Full with weekday (EEEE, MMMM d, yyyy)Saturday, March 15, 2025');
    expect(result().textContent).toContain('Short month (MMM dd, yyyy)Mar 15, 2025');
    expect(result().textContent).toContain('ISO weekWeek 11 of 2025');
    expect(result().textContent).toContain('Day of the yearDay 74 of 365');
    expect(result().textContent).toContain('Unix time at 00:00 UTC1741996800');
    expect(screen.getByRole('button', { name: 'Copy 15/03/2025' })).toBeTruthy();
  });

  it('says which reading of an ambiguous date it used and links to the other', async () => {
    render('?date=03/04/2025');
    await waitFor(() => expect(result().textContent).toContain('ISO 8601 (yyyy-MM-dd)2025-03-04'));
    expect(result().textContent).toContain('Read as Tuesday, March 4, 2025, month first.');
    expect(result().textContent).toContain('“03/04/2025” can be read two ways: month first it is March 4, 2025, day first it is 3 April 2025.');
    const other = screen.getByRole('link', { name: 'Read it as 3 April 2025 instead' });
    expect(other.getAttribute('href')).toBe('/?date=03/04/2025&order=dmy');
  });

  it('reads the other way when asked, and week 1 of the next ISO year', async () => {
    render('?date=12.29.2025&format=MMMM+d,+yyyy');
    await waitFor(() => expect(result().textContent).toContain('December 29, 2025'));
    expect(result().textContent).not.toContain('two ways');
    expect(result().textContent).toContain('Week 1 of 2026');
    expect(result().textContent).toContain('Day 363 of 365');
  });

  it('the chosen reading holds when only the format changes', async () => {
    render('?date=03/04/2025&order=dmy');
    await waitFor(() => expect(result().textContent).toContain('2025-04-03'));
    expect(result().textContent).toContain('Read it as March 4, 2025 instead');
    fireEvent.change(screen.getByLabelText('Output format'), { target: { value: 'd MMMM yyyy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    await waitFor(() => expect(location().textContent).toBe('?date=03/04/2025&format=d+MMMM+yyyy&order=dmy'));
  });

  it('a new text drops the reading chosen for the old one', async () => {
    render('?date=03/04/2025&order=dmy');
    await waitFor(() => expect(result().textContent).toContain('2025-04-03'));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '05/06/2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    await waitFor(() => expect(location().textContent).toBe('?date=05/06/2025'));
  });

  it('shows the spec’s two errors in a red box', async () => {
    const { unmount } = render('?date=next+friday');
    await waitFor(() => expect(result().textContent).toContain('Invalid date format'));
    expect(result().className).toContain('border-danger');
    expect(result().textContent).not.toContain('ISO week');
    unmount();
    render('?date=2025-02-30');
    await waitFor(() => expect(result().textContent).toContain('Unable to parse date. Please check format and try again.'));
  });

  it('does nothing for empty input', async () => {
    render();
    await waitFor(() => expect(result().textContent).toContain('Type a date'));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect(location().textContent).toBe('');
    expect(result().textContent).toContain('Type a date');
  });

  it('keeps the text as typed; drops unknown formats, readings and text too long', () => {
    expect(canonicalSearch('date=15+March+2025&format=yyyy-MM-dd')).toBe('?date=15+March+2025');
    expect(canonicalSearch('date=<b>x</b>&format=HH:mm&order=ymd')).toBe('?date=%3Cb%3Ex%3C/b%3E');
    expect(canonicalSearch(`date=${'1'.repeat(201)}&format=MMM+dd,+yyyy`)).toBe('?format=MMM+dd,+yyyy');
    expect(canonicalSearch('date=&order=mdy')).toBe('?order=mdy');
  });
});
