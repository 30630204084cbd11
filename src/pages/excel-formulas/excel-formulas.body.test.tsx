// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { formatLong } from '@/lib/date/core/format';
import ExcelFormulasBody from './excel-formulas.body';
import {
  age,
  checks,
  christmas,
  datedif,
  fromToday,
  holidays2026,
  leapling,
  mdPitfall,
  monthEnd,
  months,
  networkdays,
  quarter,
  serials,
  weekNumbers,
  weekday,
  weekendRows,
  workday,
} from './excel-formulas.data';

afterEach(cleanup);

function renderBody() {
  render(
    <MemoryRouter>
      <ExcelFormulasBody />
    </MemoryRouter>,
  );
  return document.body.textContent ?? '';
}

describe('excel formulas body', () => {
  it('links to exactly the checked calculator URLs', () => {
    renderBody();
    const hrefs = screen
      .getAllByRole('link')
      .map((a) => a.getAttribute('href') ?? '')
      .filter((href) => href.includes('?'));
    expect(new Set(hrefs)).toEqual(new Set(checks.map((c) => c.link)));
  });

  it('prints every figure of the data file', () => {
    const text = renderBody();
    const figures: string[] = [
      `${datedif.days}`,
      `${datedif.daysInclusive}`,
      `${datedif.months}`,
      `${datedif.monthsAfterYears}`,
      `${datedif.daysIgnoringYears}`,
      formatLong(datedif.afterMonths),
      `${datedif.years} years, ${datedif.monthsAfterYears} months, ${datedif.daysAfterMonths} days`,
      formatLong(mdPitfall.afterMonths),
      `returns ${monthEnd.datedifMonths}`,
      `${monthEnd.datewiseMonths} month`,
      `${fromToday.daysSince} days`,
      `${fromToday.daysUntil} days`,
      `${networkdays.plain} business days`,
      `${networkdays.withHolidays} business days`,
      `${networkdays.friSat} business days`,
      `${networkdays.friSatWithHolidays} with`,
      formatLong(workday.plain),
      formatLong(workday.withHolidays),
      formatLong(workday.friSat),
      formatLong(workday.backResult),
      `returns ${workday.networkdaysToResult}`,
      formatLong(months.edatePlus1),
      formatLong(months.edatePlus2),
      formatLong(months.edateChained),
      formatLong(months.edateMinus3),
      formatLong(months.eomonth0),
      formatLong(months.eomonth3),
      formatLong(months.firstOfMonth),
      `${months.daysInMonth} (days in the month)`,
      `${age.years} years, ${age.months} months, ${age.days} days`,
      `DATEDIF returns ${leapling.datedifYears}`,
      `${leapling.datewiseYears} years`,
      `Q${quarter.quarter}`,
      `${serials.serial}`,
      `${serials.offset1904.toLocaleString('en-US')} lower`,
      formatLong(christmas.date),
      ...holidays2026.flatMap((h) => [h.name, h.date]),
    ];
    for (const figure of figures) expect(text).toContain(figure);
  });

  it('shows the week numbers, weekday numbers and weekend rows in their tables', () => {
    renderBody();
    const rows = screen.getAllByRole('row').map((row) => row.textContent ?? '');
    for (const row of weekNumbers) expect(rows).toContain(`${formatLong(row.date)}${row.iso}${row.weeknum}`);
    for (const row of weekendRows) {
      expect(rows).toContain(`${formatLong(row.date)}${row.weekday2}${row.label}${row.networkdays}${row.status}`);
    }
    expect(rows.some((r) => r.startsWith('=WEEKDAY(A2,2)') && r.endsWith(String(weekday.type2)))).toBe(true);
    expect(rows.some((r) => r.startsWith('=WEEKDAY(A2,3)') && r.endsWith(String(weekday.type3)))).toBe(true);
    expect(rows.some((r) => r.includes('=WEEKDAY(A2,1)') && r.endsWith(String(weekday.type1)))).toBe(true);
  });

  it('has one table-of-contents entry per section and a 6–8 question FAQ', () => {
    const { container } = render(
      <MemoryRouter>
        <ExcelFormulasBody />
      </MemoryRouter>,
    );
    const sections = [...container.querySelectorAll('section[id]')].map((s) => s.id);
    const tocTargets = [...container.querySelectorAll('nav a')].map((a) => a.getAttribute('href')?.slice(1));
    expect(tocTargets).toEqual(sections);
    const questions = container.querySelectorAll('dt');
    expect(questions.length).toBeGreaterThanOrEqual(6);
    expect(questions.length).toBeLessThanOrEqual(8);
  });
});
