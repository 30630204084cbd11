// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { formatLong } from '@/lib/date/core/format';
import type { IsoDate } from '@/lib/date/core/civil-date';
import DeveloperToolsBody from './developer-tools.body';
import { checks, examples, figures } from './developer-tools.data';

afterEach(cleanup);

function renderBody() {
  return render(
    <MemoryRouter>
      <DeveloperToolsBody />
    </MemoryRouter>,
  );
}

describe('DeveloperToolsBody', () => {
  it('prints the figures of the data file', () => {
    const { container } = renderBody();
    const text = container.textContent ?? '';
    for (const value of [
      `${figures.daysBetween.days} days`,
      figures.addDays.result,
      figures.addDays.resultLong,
      `${figures.businessDays.days} business days`,
      `gives ${figures.businessDays.lastDayLeftOut}`,
      `${figures.age.years} years`,
      `${figures.timeZone.result} in`,
      formatLong(figures.dst.usStart as IsoDate),
      formatLong(figures.dst.euStart as IsoDate),
      formatLong(figures.monthOverflow.setMonthResult as IsoDate),
      formatLong(figures.monthOverflow.clamped as IsoDate),
      `returns ${figures.parsing.getDate}`,
      `${figures.inclusive.apart} days apart`,
      `${figures.inclusive.bothCounted} days if you count both`,
    ]) {
      expect(text).toContain(value);
    }
  });

  it('shows every code example once, with its language', () => {
    const { container } = renderBody();
    const codes = [...container.querySelectorAll('pre code')].map((el) => el.textContent);
    for (const code of Object.values(examples)) expect(codes).toContain(code);
    expect(codes).toHaveLength(Object.keys(examples).length);
  });

  it('links every check and has a table of contents for its sections', () => {
    const { container } = renderBody();
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    for (const check of checks) expect(hrefs).toContain(check.link);
    for (const section of container.querySelectorAll('section[id]')) {
      if (section.id) expect(hrefs).toContain(`#${section.id}`);
    }
  });

  it('has accessible tables and an FAQ of 6–8 questions', () => {
    renderBody();
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(2);
    for (const table of tables) {
      expect(table.querySelector('caption')).not.toBeNull();
      expect(table.querySelectorAll('th[scope="col"]').length).toBeGreaterThan(0);
      expect(table.querySelectorAll('th[scope="row"]').length).toBeGreaterThan(0);
    }
    const questions = document.querySelectorAll('dt');
    expect(questions.length).toBeGreaterThanOrEqual(6);
    expect(questions.length).toBeLessThanOrEqual(8);
    expect(screen.getByRole('heading', { level: 2, name: 'Common bugs and their fixes' })).toBeTruthy();
  });
});
