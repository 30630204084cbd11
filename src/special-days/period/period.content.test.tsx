// @vitest-environment jsdom
/** The cycle calculator text's worked example, recomputed with the date engine. */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { daysBetween, type IsoDate } from '@/lib/date/core/civil-date';
import { formatLong } from '@/lib/date/core/format';
import { predictCycles } from '@/lib/date/menstrual-cycle';
import { articleWords } from '@/test/article-text';
import { text } from '@/special-days/period/period.content';

afterEach(cleanup);

const LAST = '2026-11-02' as IsoDate;

it('writes the worked example’s dates as the engine predicts them, and labels its table as an example', () => {
  const t = articleWords({ blocks: [text.Intro, text.Explainer], faq: text.faq });
  const short = predictCycles(LAST, 28, 5, 6);
  const [long] = predictCycles(LAST, 32, 5, 1);
  const [next] = short;
  expect(t).toContain(`28 days later, on ${formatLong(next!.start)}, and to end on ${formatLong(next!.end)}`);
  expect(t).toContain(`estimated 14 days before that start, on ${formatLong(next!.ovulation)}`);
  expect(t).toContain(`from ${formatLong(next!.fertileStart)} to ${formatLong(next!.fertileEnd)}`);
  expect(t).toContain(`The sixth predicted period starts on ${formatLong(short[5]!.start)}`);
  expect(t).toContain(`the next period is expected on ${formatLong(long!.start)}, and the estimated ovulation on ${formatLong(long!.ovulation)}`);
  expect(t).toContain(`${daysBetween(LAST, long!.ovulation)} days after November 2 instead of ${daysBetween(LAST, next!.ovulation)}`);
  expect(screen.getByRole('table', { name: `Example: after a period that started on ${formatLong(LAST)}, with a 5-day period` })).toBeTruthy();
});
