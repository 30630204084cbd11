/**
 * On a phone the calculator is on the first screen: its first input and its submit button (a
 * countdown: its count) are visible without scrolling at 375 × 800.
 */
import type { Page } from '@playwright/test';
import type { PageEntry } from '../../src/registry/types';
import { expect, hydrated, ready, result } from './fixtures';

/** The calculator's own form: the GET form that holds the result. */
const calculatorForm = (page: Page) => page.locator('main form[method="get"]:has([data-testid="result"])');

export async function expectCalculatorOnFirstScreen(page: Page, entry: PageEntry) {
  const custom = entry.path === '/custom-event-countdown';
  await (custom ? hydrated(page) : ready(page));
  const form = calculatorForm(page).first();
  const firstInput = form.locator('input:not([type="hidden"]), select').first();
  const submit = form.locator('button[type="submit"]:not([name]):visible').first();
  // A countdown's result is its day count; the birthday countdown's first input is the birth date;
  // the custom countdown starts as a form.
  // The holiday calculator answers first (the six holidays' counts); its year form belongs to
  // the federal table below. The project timeline's form grows with its rows: its start date
  // and first row come first, Calculate follows the rows.
  const answerFirst = entry.path === '/holidays';
  const timeline = entry.path === '/project-timeline-calculator';
  // A country's holiday page: the next holiday, then the form that picks the year, region and kinds (the table follows).
  const country = entry.path === '/holidays/:country';
  const controls = country
    ? [page.getByText('Next holiday'), page.getByLabel('Year', { exact: true }), page.getByRole('button', { name: 'Show holidays' })]
    : custom
    ? [page.getByLabel('Event name'), page.getByRole('button', { name: 'Create Countdown' })]
    : answerFirst
      ? [page.getByRole('region', { name: 'Days until the next holidays' }).getByRole('listitem').first()]
      : timeline
        ? [page.getByLabel('Project start date'), page.getByLabel('Task 1 name'), page.getByLabel('Task 1 days')]
        : (await calculatorForm(page).count()) > 0
          ? [firstInput, submit]
          : [result(page), ...(entry.path === '/countdown/birthday' ? [page.getByLabel('Your birth date')] : [])];
  for (const control of controls) {
    await expect(control).toBeVisible();
    // Polled: a control the page draws anew as its lazy parts load (a place box) has no box for a moment.
    const bottom = async () => {
      const box = await control.boundingBox();
      return box ? box.y + box.height : Infinity;
    };
    await expect.poll(bottom, { message: `${entry.path}: ${await control.evaluate((el) => el.outerHTML.slice(0, 80))}` }).toBeLessThanOrEqual(800);
  }
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}
