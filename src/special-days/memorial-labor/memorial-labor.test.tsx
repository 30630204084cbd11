// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fixToday } from '@/test/fixed-today';
import { renderWithUrl } from '@/test/render-with-url';
import { MemorialLabor } from '@/special-days/memorial-labor/memorial-labor.page';
import { pickerYears } from '@/special-days/memorial-labor/memorial-labor.params';

const result = () => screen.getByTestId('result');
const render = (search = '') => renderWithUrl(<MemorialLabor />, search);

fixToday(new Date(2026, 10, 23, 12)); // Monday, November 23, 2026

describe('Memorial Day to Labor Day on November 23, 2026', () => {
  it('shows this year by default: the dates, the days between both ways, the weeks and the holidays between', async () => {
    render();
    await waitFor(() => expect(result().textContent).toContain('105 days from Memorial Day to Labor Day 2026'));
    const text = result().textContent;
    expect(text).toContain('Memorial Day (last Monday in May)Monday, May 25, 2026');
    expect(text).toContain('Labor Day (first Monday in September)Monday, September 7, 2026');
    expect(text).toContain('Days between105 days');
    expect(text).toContain('Counting both days106 days');
    expect(text).toContain('In weeks15 weeks');
    expect(text).toContain('Juneteenth National Independence Day: Friday, June 19, 2026');
    expect(text).toContain('Independence Day: Saturday, July 4, 2026, day off Friday, July 3, 2026');
    expect(screen.getByRole('link', { name: /Days Between Dates/ }).getAttribute('href')).toBe(
      '/days-between-dates?from=2026-05-25&to=2026-09-07',
    );
  });

  it('lists ten years, five before to four after this one, and a choice writes the URL (replace)', async () => {
    const { updates } = render();
    const select = screen.getByLabelText('Year') as HTMLSelectElement;
    await waitFor(() => expect([...select.options].map((o) => o.value)).toEqual(['2021', '2022', '2023', '2024', '2025', '2026', '2027', '2028', '2029', '2030']));
    expect(select.value).toBe('2026');
    fireEvent.change(select, { target: { value: '2021' } });
    await waitFor(() => expect(result().textContent).toContain('98 days from Memorial Day to Labor Day 2021'));
    expect(result().textContent).toContain('Monday, May 31, 2021');
    expect(result().textContent).toContain('Monday, September 6, 2021');
    expect(updates.at(-1)).toMatchObject({ queryString: '?year=2021', options: { history: 'replace' } });
  });

  it('sets aside a year outside the picker, and garbage, showing this year', async () => {
    const { unmount } = render('?year=2031');
    await waitFor(() => expect(result().textContent).toContain('Labor Day 2026'));
    expect(screen.getByText(/lists 2021 to 2030, so 2031 is not shown/)).toBeTruthy();
    unmount();
    render('?year=javascript:alert(1)');
    await waitFor(() => expect(result().textContent).toContain('Labor Day 2026'));
  });

  it('pickerYears stays within 1–9999', () => {
    expect(pickerYears(2026)).toEqual([2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030]);
    expect(pickerYears(3)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pickerYears(9998).at(-1)).toBe(9999);
  });
});
