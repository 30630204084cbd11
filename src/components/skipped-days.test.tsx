// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { IsoDate } from '@/lib/date/core/civil-date';
import { loadHolidayCalendar } from '@/lib/date/business-days';
import { PlaceYearsNote } from '@/components/skipped-days';

afterEach(cleanup);

const span = (from: string, to: string) => [from as IsoDate, to as IsoDate] as const;

describe('a business-day result whose span leaves the years of its place’s holiday data', () => {
  it('says which years the data holds (India: 2001 to 2035) and that the others count weekends only', async () => {
    expect(await loadHolidayCalendar('in')).toBe(true);
    const { container } = render(<PlaceYearsNote holidays="in" span={span('2035-12-01', '2036-01-31')} ownDays={false} />);
    expect(container.textContent).toBe(
      'The holiday data of this place holds the years 2001 to 2035: the holidays of the years outside them are not known, so those years count weekends only.',
    );
  });

  it('names the visitor’s own days too, and says nothing for a span inside the years', async () => {
    expect(await loadHolidayCalendar('in')).toBe(true);
    const outside = render(<PlaceYearsNote holidays="in" span={span('2000-12-01', '2001-01-31')} ownDays />);
    expect(outside.container.textContent).toContain('so those years count weekends and your own days only.');
    cleanup();
    const inside = render(<PlaceYearsNote holidays="in" span={span('2026-01-01', '2026-12-31')} ownDays={false} />);
    expect(inside.container.textContent).toBe('');
  });
});
