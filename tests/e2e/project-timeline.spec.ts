/** The project timeline: a plan built in the form, its link, its working-day calendar, its exports, and a hundred tasks. */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { axe, darkMode, expect, hydrated, openWithJavaScript, ready, result, test } from './fixtures';

const task = (page: Page, n: number) => page.getByRole('group', { name: `Task ${n}`, exact: true });
const bodyRows = (page: Page) => result(page).getByRole('table').getByRole('row');
/** The result's list of what the plan's business-day tasks skip. */
const daysOff = (page: Page) => result(page).getByRole('region', { name: 'Days not worked' });
/** Opens the working-day calendar's fold (its control loads when it opens, or with a link that sets a calendar key). */
const openCalendar = (page: Page) => page.getByText('Working days for business-day tasks: holidays, weekend and your own days').click();
const place = (page: Page) => page.getByLabel('Holidays', { exact: true });

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-23T18:00:00Z') });
});

test('build a plan: rows added, reordered from the keyboard and removed, Calculate, Back, the shared link', async ({ page, browser, problems }) => {
  await page.goto('/project-timeline-calculator');
  await hydrated(page);
  await expect(page.getByLabel('Project start date')).toHaveValue('');
  await expect(result(page)).toContainText('Without a start date the plan starts today, Monday, November 23, 2026.');
  await page.getByLabel('Project start date').fill('2027-01-04');
  await task(page, 1).getByLabel('Task 1 name').fill('Shipping');
  await task(page, 1).getByLabel('Task 1 days').fill('7');
  await task(page, 2).getByLabel('Task 2 name').fill('Design');
  await task(page, 2).getByLabel('Task 2 days').fill('5');
  await task(page, 2).getByLabel('Business days only').check();
  // Design moves up with the keyboard; focus follows it.
  await task(page, 2).getByRole('button', { name: 'Move task 2 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(task(page, 1).getByLabel('Task 1 name')).toHaveValue('Design');
  await expect(task(page, 1).getByRole('button', { name: 'Move task 1 down' })).toBeFocused();
  await task(page, 3).getByLabel('Task 3 name').fill('Review');
  await task(page, 3).getByLabel('Task 3 days').fill('3');
  await task(page, 3).getByLabel('Business days only').check();
  await page.getByRole('button', { name: 'Add Task' }).click();
  await expect(task(page, 4).getByLabel('Task 4 name')).toBeFocused();
  await page.keyboard.type('Launch');
  await task(page, 4).getByLabel('Task 4 days').fill('2');
  await page.getByRole('button', { name: 'Add Task' }).click();
  await task(page, 5).getByLabel('Task 5 name').fill('Half-typed');
  await page.getByRole('button', { name: 'Remove task 5' }).click();
  await expect(page.getByRole('group', { name: /^Task \d$/ })).toHaveCount(4);

  await page.getByRole('button', { name: 'Calculate Project Timeline' }).click();
  await expect(page).toHaveURL(/\/project-timeline-calculator\?start=2027-01-04&task=5b:Design&task=7c:Shipping&task=3b:Review&task=2c:Launch$/);
  await expect(bodyRows(page).nth(3)).toHaveText('3ReviewMonday, January 18, 2027Wednesday, January 20, 20273 daysBusiness Days');
  await expect(result(page)).toContainText('Calendar days (both counted)19 days');
  await expect(result(page)).toContainText('Business days (both counted)15 days');
  await expect(result(page).getByRole('img', { name: /Timeline chart: 4 tasks from Monday, January 4, 2027 to Friday, January 22, 2027/ })).toBeVisible();
  await expect(page.getByText('Timeline calculated!')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/project-timeline-calculator$/);
  await expect(task(page, 1).getByLabel('Task 1 name')).toHaveValue('');
  await expect(result(page)).toContainText('Add your tasks');

  const shared = await openWithJavaScript(browser, '/project-timeline-calculator?start=2027-01-04&task=5b:Design&task=7c:Shipping&task=3b:Review&task=2c:Launch');
  await expect(bodyRows(shared).nth(1)).toHaveText('1DesignMonday, January 4, 2027Friday, January 8, 20275 daysBusiness Days');
  await shared.context().close();
  expect(problems).toEqual([]);
});

test('a plan’s schedule, summary and chart pass axe in light and dark mode', async ({ page, problems }) => {
  // axe reads every node of this long page twice.
  test.slow();
  await page.goto('/project-timeline-calculator?start=2027-01-04&task=5b:Design&task=7c:Shipping&task=3b:Review&task=2c:Launch&holidays=us');
  await ready(page);
  await expect(result(page).getByRole('img', { name: /^Timeline chart: 4 tasks/ })).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await darkMode(page);
  expect(await axe(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('names of any kind round-trip through the link; hostile rows are dropped, not run', async ({ page, problems }) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  const names = ['Build, test: "phase" 2 & ship', 'إطلاق المنتج', '🎉 Party'];
  const search = new URLSearchParams();
  search.set('start', '2027-03-01');
  names.forEach((name, i) => search.append('task', `${i + 1}c:${name}`));
  search.append('task', '1b:<img src=x onerror=alert(1)>');
  search.append('task', '0c:zero');
  search.append('task', 'garbage');
  await page.goto(`/project-timeline-calculator?${search}`);
  await ready(page);
  for (const [i, name] of names.entries()) await expect(bodyRows(page).nth(i + 1).getByRole('rowheader')).toHaveText(name);
  await expect(bodyRows(page).nth(4).getByRole('rowheader')).toHaveText('<img src=x onerror=alert(1)>');
  // The unreadable rows are gone from the address on load; the readable ones stay in order.
  await expect(page).not.toHaveURL(/garbage|0c:zero/);
  await expect(page.locator('main img')).toHaveCount(0);
  // Calculate again: the same names come back in the canonical link.
  await page.getByRole('button', { name: 'Calculate Project Timeline' }).click();
  await expect(page).toHaveURL(/task=1c:Build,%20test:%20%22phase%22%202%20%26%20ship&/);
  await expect(bodyRows(page)).toHaveCount(5);
  expect(dialogs).toBe(0);
  expect(problems).toEqual([]);
});

test('the weekend and holiday fields apply to business tasks, and both exports download', async ({ page, problems }) => {
  await page.goto('/project-timeline-calculator?start=2026-12-21&task=8b:Testing&task=1b:Release&holidays=us');
  await ready(page);
  await expect(bodyRows(page).nth(2)).toHaveText('2ReleaseMonday, January 4, 2027Monday, January 4, 20271 dayBusiness Days');
  await openCalendar(page);
  // The control is live once it shows the link's calendar.
  await expect(place(page)).toHaveValue('us');
  await place(page).selectOption('none');
  await page.getByRole('button', { name: 'Friday + Saturday' }).click();
  await page.getByRole('button', { name: 'Calculate Project Timeline' }).click();
  await expect(page).toHaveURL(/weekend=fri,sat$/);
  await expect(bodyRows(page).nth(1)).toHaveText('1TestingMonday, December 21, 2026Wednesday, December 30, 20268 daysBusiness Days');
  await expect(bodyRows(page).nth(2)).toHaveText('2ReleaseThursday, December 31, 2026Thursday, December 31, 20261 dayBusiness Days');

  let download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  let file = await download;
  expect(file.suggestedFilename()).toBe('project-timeline-2026-12-21.csv');
  expect(await readFile((await file.path())!, 'utf8')).toBe(
    '\uFEFFTask Number,Task Name,Start Date,End Date,Duration (days),Type\r\n1,Testing,2026-12-21,2026-12-30,8,Business Days\r\n2,Release,2026-12-31,2026-12-31,1,Business Days\r\n',
  );
  download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
  file = await download;
  const ics = await readFile((await file.path())!, 'utf8');
  expect(ics.match(/BEGIN:VEVENT\r\n/g)).toHaveLength(2);
  expect(ics).toContain('DTSTART;VALUE=DATE:20261221\r\nDTEND;VALUE=DATE:20261231\r\nSUMMARY:1. Testing\r\n');
  expect(problems).toEqual([]);
});

test('a region’s holidays: Easter in England and in Scotland, listed under the schedule, the place changed in the control', async ({ page, problems }) => {
  await page.goto('/project-timeline-calculator?start=2027-03-22&task=10b:Testing&task=1b:Release&holidays=gb-eng');
  await ready(page);
  // England: Good Friday and Easter Monday are days off.
  await expect(bodyRows(page).nth(1)).toHaveText('1TestingMonday, March 22, 2027Tuesday, April 6, 202710 daysBusiness Days');
  await expect(daysOff(page).getByRole('listitem')).toHaveText(['Good Friday: Friday, March 26, 2027', 'Easter Monday: Monday, March 29, 2027']);
  await expect(daysOff(page)).toContainText('Weekend days skipped: Saturday and Sunday (4 days).');
  await expect(result(page)).toContainText('Business days (both counted)11 days');
  await openCalendar(page);
  await expect(place(page)).toHaveValue('gb-eng');
  await place(page).selectOption('gb-sct');
  await page.getByRole('button', { name: 'Calculate Project Timeline' }).click();
  await expect(page).toHaveURL(/\?start=2027-03-22&task=10b:Testing&task=1b:Release&holidays=gb-sct$/);
  // Scotland: Good Friday only.
  await expect(bodyRows(page).nth(1)).toHaveText('1TestingMonday, March 22, 2027Monday, April 5, 202710 daysBusiness Days');
  await expect(daysOff(page).getByRole('listitem')).toHaveText(['Good Friday: Friday, March 26, 2027']);

  // Britain and Germany in May 2027: the Early May bank holiday, or Ascension Day and Whit Monday.
  await page.goto('/project-timeline-calculator?start=2027-05-03&task=10b:Build&holidays=gb');
  await ready(page);
  await expect(bodyRows(page).nth(1)).toHaveText('1BuildTuesday, May 4, 2027Monday, May 17, 202710 daysBusiness Days');
  await page.goto('/project-timeline-calculator?start=2027-05-03&task=10b:Build&holidays=de');
  await ready(page);
  await expect(bodyRows(page).nth(1)).toHaveText('1BuildMonday, May 3, 2027Tuesday, May 18, 202710 daysBusiness Days');
  await expect(daysOff(page).getByRole('listitem')).toHaveText(['Ascension Day: Thursday, May 6, 2027', 'Pentecost Monday: Monday, May 17, 2027']);
  expect(problems).toEqual([]);
});

test('a country’s weekend is the default: Friday and Saturday in Saudi Arabia', async ({ page, problems }) => {
  await page.goto('/project-timeline-calculator?start=2027-01-03&task=6b:Design&holidays=sa');
  await ready(page);
  await expect(bodyRows(page).nth(1)).toHaveText('1DesignSunday, January 3, 2027Sunday, January 10, 20276 daysBusiness Days');
  await expect(daysOff(page)).toContainText('Weekend days skipped: Friday and Saturday (2 days).');
  await openCalendar(page);
  await expect(page.getByText('Default for this place: Friday and Saturday, from the Unicode CLDR week data.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Friday' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
  await expect(page).toHaveURL(/\?start=2027-01-03&task=6b:Design&holidays=sa$/);
  expect(problems).toEqual([]);
});

test('your own days off and working days: from the link, added in the control, listed under the schedule', async ({ page, problems }) => {
  await page.goto('/project-timeline-calculator?start=2027-01-04&task=5b:Design&off=2027-01-06');
  await ready(page);
  await expect(bodyRows(page).nth(1)).toHaveText('1DesignMonday, January 4, 2027Monday, January 11, 20275 daysBusiness Days');
  await expect(daysOff(page).getByRole('listitem')).toHaveText(['Your day off: Wednesday, January 6, 2027']);
  await openCalendar(page);
  await expect(page.getByRole('button', { name: 'Remove Wednesday, January 6, 2027' })).toBeVisible();
  await page.getByLabel('Extra working days: add a date').fill('2027-01-09');
  await page.getByRole('button', { name: 'Calculate Project Timeline' }).click();
  await expect(page).toHaveURL(/\?start=2027-01-04&task=5b:Design&off=2027-01-06&work=2027-01-09$/);
  await expect(bodyRows(page).nth(1)).toHaveText('1DesignMonday, January 4, 2027Saturday, January 9, 20275 daysBusiness Days');
  await expect(daysOff(page)).toContainText('Your working days (1) are worked whatever the weekend and holidays say.');
  expect(problems).toEqual([]);
});

test('a place the holiday data does not know is said near the result and left out of the address', async ({ page, problems }) => {
  await page.goto('/project-timeline-calculator?start=2027-01-04&task=5b:Design&holidays=zz');
  await ready(page);
  await expect(result(page)).toContainText('The holiday data knows no place “zz”, so no holidays are counted.');
  await expect(bodyRows(page).nth(1)).toHaveText('1DesignMonday, January 4, 2027Friday, January 8, 20275 daysBusiness Days');
  await expect(page).toHaveURL(/\?start=2027-01-04&task=5b:Design$/);
  expect(problems).toEqual([]);
});

test('a link’s unreadable list of days off is left out whole', async ({ page, problems }) => {
  await page.goto('/project-timeline-calculator?start=2027-01-04&task=5b:Design&off=2027-01-06,%3Cscript%3E');
  await ready(page);
  await expect(page).toHaveURL(/\?start=2027-01-04&task=5b:Design$/);
  await expect(bodyRows(page).nth(1)).toHaveText('1DesignMonday, January 4, 2027Friday, January 8, 20275 daysBusiness Days');
  await expect(page.getByText('The link’s list of days off holds something that is not a date, or more than 100 dates, so it was left out.')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a hundred tasks: every row and bar renders, and the page stays usable', async ({ page, problems }) => {
  const search = new URLSearchParams({ start: '2027-01-04' });
  for (let i = 1; i <= 100; i++) search.append('task', `${(i % 9) + 1}${i % 2 ? 'b' : 'c'}:Task ${i}`);
  await page.goto(`/project-timeline-calculator?${search}`);
  await ready(page);
  await expect(bodyRows(page)).toHaveCount(101);
  await expect(result(page).locator('svg rect.fill-primary, svg rect.fill-success')).toHaveCount(100);
  await expect(page.getByRole('group', { name: /^Task \d+$/ })).toHaveCount(100);
  await expect(page.getByRole('button', { name: 'Add Task' })).toBeDisabled();
  await task(page, 100).getByLabel('Task 100 name').fill('Last task');
  await expect(task(page, 100).getByLabel('Task 100 name')).toHaveValue('Last task');
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form submits its rows and lands on the schedule', async ({ page, browser }) => {
    await page.goto('/project-timeline-calculator');
    await page.getByLabel('Project start date').fill('2027-01-04');
    await page.getByLabel('Task 1 name').fill('Design');
    await page.getByLabel('Task 1 days').fill('5');
    await task(page, 1).getByLabel('Business days only').check();
    await page.getByLabel('Task 3 name').fill('Build & test');
    await page.getByLabel('Task 3 days').fill('10');
    await page.getByRole('button', { name: 'Calculate Project Timeline' }).click();
    const live = await openWithJavaScript(browser, page.url());
    await expect(live).toHaveURL(/\/project-timeline-calculator\?start=2027-01-04&task=5b:Design&task=10c:Build%20%26%20test$/);
    await expect(bodyRows(live).nth(2)).toHaveText('2Build & testSaturday, January 9, 2027Monday, January 18, 202710 daysCalendar Days');
    await live.context().close();
  });

  test('a place chosen in the plain form lands on its schedule', async ({ page, browser }) => {
    await page.goto('/project-timeline-calculator');
    await page.getByLabel('Project start date').fill('2027-03-22');
    await page.getByLabel('Task 1 name').fill('Testing');
    await page.getByLabel('Task 1 days').fill('10');
    await task(page, 1).getByLabel('Business days only').check();
    await openCalendar(page);
    // Before JavaScript the list holds the countries; a region is listed once its country is chosen.
    await place(page).selectOption('gb');
    await page.getByRole('button', { name: 'Calculate Project Timeline' }).click();
    await expect(page).toHaveURL(/holidays=gb/);
    const live = await openWithJavaScript(browser, page.url());
    // The weekday boxes, the unticked boxes and the empty date fields it also submitted are defaults: left out.
    await expect(live).toHaveURL(/\/project-timeline-calculator\?start=2027-03-22&task=10b:Testing&holidays=gb$/);
    // The United Kingdom's nationwide list has Good Friday (March 26, 2027) only: Easter Monday is in England's, Wales's and Northern Ireland's lists, not Scotland's.
    await expect(bodyRows(live).nth(1)).toHaveText('1TestingMonday, March 22, 2027Monday, April 5, 202710 daysBusiness Days');
    await live.context().close();
  });
});
