/**
 * The holiday pages per country, in depth on a sample (Germany, the United States, Japan, Saudi
 * Arabia); every country's prerendered page is checked cheaply in routes.spec.ts. A fixed clock.
 */
import { readFile } from 'node:fs/promises';
import { axe, expect, hydrated, result, test } from './fixtures';
import { expectCalculatorOnFirstScreen } from './first-screen';
import { findPage } from '../../src/registry/pages';

const rowsOf = (page: import('@playwright/test').Page) => result(page).locator('table tbody tr');

test('Germany: the year’s table, the next holiday, a region, other kinds, another year, and the calendar file', async ({ page, problems }) => {
  await page.clock.install({ time: new Date('2026-11-26T10:00:00Z') });
  await page.goto('/holidays/germany');
  await hydrated(page);
  const table = page.getByRole('table', { name: 'Public holidays in Germany, 2026' });
  await expect(table).toBeVisible();
  // The nationwide rows, the long date in the first cell.
  const nationwide = table.locator('tbody tr', { has: page.getByRole('cell', { name: 'Nationwide', exact: true }) });
  await expect(nationwide.locator('td:first-child')).toHaveText([
    'Thursday, January 1, 2026',
    'Friday, April 3, 2026',
    'Monday, April 6, 2026',
    'Friday, May 1, 2026',
    'Thursday, May 14, 2026',
    'Monday, May 25, 2026',
    'Saturday, October 3, 2026',
    'Friday, December 25, 2026',
    'Saturday, December 26, 2026',
  ]);
  await expect(table.getByRole('row', { name: /Corpus Christi/ })).toContainText('Baden-Württemberg, Bayern, Hessen, Nordrhein-Westfalen, Rheinland-Pfalz and Saarland');
  // Days until: a passed holiday has none, Christmas is 29 days away.
  await expect(table.getByRole('row', { name: /Christmas Day/ })).toContainText('In 29 days');
  await expect(table.getByRole('row', { name: /Labor Day/ }).locator('td').last()).toHaveText('—');
  // The local name beside the English one.
  await expect(table.getByRole('row', { name: /German Unity Day/ }).getByRole('rowheader')).toHaveText('German Unity DayTag der Deutschen Einheit');
  await expect(page.getByText('Next holiday', { exact: true }).locator('../..')).toHaveText('Next holiday29 daysChristmas DayFriday, December 25, 2026Nationwide');

  // Bavaria, with the days off of its Catholic-majority municipalities: Assumption Day joins.
  await page.getByLabel('Region').selectOption('by');
  await page.getByLabel('Catholic areas', { exact: true }).check();
  await page.getByRole('button', { name: 'Show holidays' }).click();
  await expect(page).toHaveURL(/\/holidays\/germany\?region=by&types=public(,|%2C)catholic$/);
  const bavaria = page.getByRole('table', { name: 'Public holidays and Holidays of Catholic areas in Bayern, Germany, 2026' });
  await expect(bavaria.locator('tbody tr')).toHaveCount(13);
  await expect(bavaria.getByRole('row', { name: /Assumption Day/ })).toContainText('Catholic areas');
  await expect(result(page)).toContainText('Catholic areas: A day off only where most people are Catholic');
  await expect(bavaria.getByRole('row', { name: /Epiphany/ })).toContainText('Tuesday, January 6, 2026');
  await expect(page.getByRole('link', { name: 'Count business days in Bayern, Germany' })).toHaveAttribute('href', '/business-days-calculator?holidays=de-by');
  await expect(page.getByRole('link', { name: 'Calendar of 2026 with these holidays' })).toHaveAttribute('href', '/calendar-generator?view=year&month=2026-01&weekStart=mon&holidays=de-by');

  // The calendar file: one all-day event per holiday, stable ids, the place in its name.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('holidays-de-by-2026.ics');
  const ics = await readFile((await file.path())!, 'utf8');
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(13);
  expect(ics).toContain('X-WR-CALNAME:Holidays 2026: Bayern\\, Germany\r\n');
  expect(ics).toContain('UID:de-by-2026-01-06-epiphany-public@datewise\r\n');
  expect(ics).toContain('DTSTART;VALUE=DATE:20260106\r\nDTEND;VALUE=DATE:20260107\r\n');

  // The next year, from its link; the days-until column belongs to the current year only.
  await page.getByRole('link', { name: '2027 →' }).click();
  await expect(page).toHaveURL(/year=2027/);
  await expect(page.getByRole('table', { name: 'Public holidays and Holidays of Catholic areas in Bayern, Germany, 2027' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Days until' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a country page is on a phone’s first screen and axe-clean in both themes, with its other kinds of day on request', async ({ page, problems }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/holidays/germany');
  await expectCalculatorOnFirstScreen(page, findPage('/holidays/germany')!);
  // China's Children's Day is a half day (for children under 14), shown when asked for.
  await page.goto('/holidays/china?year=2025&types=public,half');
  await hydrated(page);
  await expect(rowsOf(page).filter({ hasText: 'Children’s Day' })).toContainText('Half day');
  await expect(result(page)).toContainText('Working day: Sunday, January 26, 2025, in exchange for Monday, February 3, 2025');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await axe(page), scheme).toEqual([]);
  }
  expect(problems).toEqual([]);
});

test('Egypt: an Islamic feast of several days gives its Hijri dates and its own day; a future year’s lunar dates are said to be estimates', async ({ page, problems }) => {
  await page.clock.install({ time: new Date('2026-11-26T10:00:00Z') });
  await page.goto('/holidays/egypt?year=2026');
  await hydrated(page);
  const adha = rowsOf(page).filter({ hasText: 'Eid al-Adha' }).first();
  await expect(adha).toContainText('Wednesday, May 27, 2026');
  await expect(adha).toContainText('3 days, to Friday, May 29, 2026');
  // The Umm al-Qura calendar's dates, written once the page is idle.
  await expect(adha).toContainText(/10.12 Dhu.l-Hijjah 1447/);
  await expect(adha).toContainText('Eid al-Adha itself: Wednesday, May 27, 2026');

  await page.goto('/holidays/egypt?year=2030');
  await hydrated(page);
  await expect(rowsOf(page).filter({ hasText: 'Eid al-Fitr' }).first()).toContainText('Public holiday, estimated date');
  await expect(result(page)).toContainText('Estimated date: the holiday follows a lunar calendar, so its day depends on the sighting of the moon');
  expect(problems).toEqual([]);
});

test('the code path serves the same page; the US table follows the law of each year; data years are kept', async ({ page, problems }) => {
  await page.clock.install({ time: new Date('2026-11-26T10:00:00Z') });
  await page.goto('/holidays/jp');
  await hydrated(page);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://datewise.app/holidays/japan');
  const japan = page.getByRole('table', { name: 'Public holidays in Japan, 2026' });
  await expect(japan.getByRole('row', { name: /Constitution Day \(observed\)/ })).toContainText('Wednesday, May 6, 2026');

  await page.goto('/holidays/united-states?year=1900');
  await hydrated(page);
  const us1900 = page.getByRole('table', { name: 'Public holidays in United States, 1900' });
  await expect(us1900).toBeVisible();
  // The federal holidays of 1900 (states' own rows come from today's state laws, and say so).
  const federal1900 = us1900.locator('tbody tr', { has: page.getByRole('cell', { name: /^Nationwide/ }) });
  await expect(federal1900.locator('th')).toHaveText(['New Year’s Day', 'Washington’s Birthday', 'Memorial Day', 'Independence Day', 'Labor Day', 'Thanksgiving Day', 'Christmas Day']);
  await expect(federal1900.filter({ hasText: 'Washington’s Birthday' }).locator('td').first()).toHaveText('Thursday, February 22, 1900');

  await page.goto('/holidays/saudi-arabia?year=1920');
  await hydrated(page);
  await expect(result(page)).toContainText('Holidays of Saudi Arabia are known from 1925 to 2078.');
  await expect(result(page).locator('table')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('bad input: an unknown region, out-of-range years and hostile kinds say so and show the defaults', async ({ page, problems }) => {
  await page.clock.install({ time: new Date('2026-11-26T10:00:00Z') });
  await page.goto('/holidays/germany?region=zz');
  await hydrated(page);
  await expect(page.getByText('The holiday data has no region “zz” in Germany, so the table shows the whole country.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Public holidays in Germany, 2026' })).toBeVisible();
  for (const year of ['0', '10000', '1899']) {
    await page.goto(`/holidays/germany?year=${year}`);
    await hydrated(page);
    await expect(page.getByText('The link’s year is not one from 1900 to 2100, so the table shows 2026.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Public holidays in Germany, 2026' })).toBeVisible();
  }
  await page.goto('/holidays/germany?types=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&region=%3Cb%3E');
  await hydrated(page);
  await expect(page.getByText('The link’s kinds of day are not a list of the kinds the holiday data has (public, catholic and school), so the table shows public holidays.')).toBeVisible();
  await expect(page.getByText('The link’s region is not a region code of Germany, so the table shows the whole country.')).toBeVisible();
  await expect(page.locator('img[src="x"], main b')).toHaveCount(0);
  await expect(page).toHaveURL(/\/holidays\/germany$/);

  // A year the form cannot use: an inline message, nothing sent.
  await page.getByLabel('Year', { exact: true }).fill('2200');
  await page.getByRole('button', { name: 'Show holidays' }).click();
  await expect(page.getByText('Enter a whole year from 1900 to 2100.')).toBeVisible();
  await expect(page).toHaveURL(/\/holidays\/germany$/);
  expect(problems).toEqual([]);
});

test('an unknown country is the site’s 404, by its path and after a link', async ({ page, request }) => {
  expect((await request.get('/holidays/atlantis')).status()).toBe(404);
  await page.goto('/holidays/atlantis');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('a client-side navigation to a country fetches its data file alone; no file is the 404 screen', async ({ page, problems }) => {
  await page.goto('/holidays/germany');
  await hydrated(page);
  // The page's own data is in its HTML, as JSON that never runs.
  const inPage = JSON.parse((await page.locator('script#page-props').textContent())!);
  expect(inPage).toMatchObject({ meta: { path: '/holidays/germany' }, props: { code: 'de', name: 'Germany' } });
  const go = (path: string) => page.evaluate((to) => (history.pushState(null, '', to), dispatchEvent(new PopStateEvent('popstate'))), path);
  const file = page.waitForResponse((response) => response.url().endsWith('/data/pages/holidays/france.json'));
  await go('/holidays/france');
  expect((await file).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Public Holidays in France \d{4}$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/holidays\/france$/);
  await expect(page).toHaveTitle(/^France Public Holidays \d{4}/);
  const missing = page.waitForResponse((response) => response.url().endsWith('/data/pages/holidays/atlantis.json'));
  await go('/holidays/atlantis');
  expect((await missing).status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // Back to a country already shown: no new request.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Public Holidays in France \d{4}$/);
  expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
});

test('before JavaScript: the form’s ticked kinds and region land on the table', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/holidays/germany');
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByLabel('Region').selectOption('by');
  await page.getByLabel('Catholic areas', { exact: true }).check();
  await page.getByLabel('Year', { exact: true }).fill('2027');
  await page.getByRole('button', { name: 'Show holidays' }).click();
  await expect(page).toHaveURL(/year=2027&region=by&types=public&types=catholic/);
  await context.close();
  // The same address with JavaScript reads both boxes and writes its canonical form.
  const live = await browser.newPage();
  await live.goto('/holidays/germany?year=2027&region=by&types=public&types=catholic');
  await hydrated(live);
  await expect(live).toHaveURL(/\/holidays\/germany\?year=2027&region=by&types=public(,|%2C)catholic$/);
  await expect(live.getByRole('table', { name: 'Public holidays and Holidays of Catholic areas in Bayern, Germany, 2027' })).toBeVisible();
  await expect(live.getByRole('row', { name: /Assumption Day/ })).toBeVisible();
  await live.close();
});

test('the hub lists every country with a filter and suggests the visitor’s own by language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/holidays');
  await hydrated(page);
  const list = page.getByRole('region', { name: 'Public holidays in every country' });
  await expect(list.getByRole('link', { name: 'holidays in Germany' })).toHaveAttribute('href', '/holidays/germany');
  await expect(list.getByRole('listitem')).toHaveCount(250);
  await list.getByLabel('Find a country').fill('cote');
  await expect(list.getByRole('status')).toHaveText('1 country found');
  await expect(list.getByRole('link', { name: 'Côte d’Ivoire' })).toBeVisible();
  await list.getByLabel('Find a country').fill('jp');
  await list.getByRole('link', { name: 'Japan' }).click();
  await expect(page).toHaveURL(/\/holidays\/japan$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Public Holidays in Japan \d{4}$/);
  await expect(page.getByRole('table', { name: /Public holidays in Japan/ })).toBeVisible();
  await context.close();
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('a country’s table fits: one stacked row per holiday, still a table with its columns', async ({ page, problems }) => {
    await page.clock.install({ time: new Date('2026-11-26T10:00:00Z') });
    for (const [path, name, holiday] of [
      ['/holidays/germany?region=by', 'Public holidays in Bayern, Germany, 2026', 'Corpus Christi'],
      ['/holidays/saudi-arabia', 'Public holidays in Saudi Arabia, 2026', 'National Day'],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      const table = page.getByRole('table', { name });
      await expect(table).toBeVisible();
      // The accessibility tree still reads a table: its columns, one row per holiday, cells.
      await expect(table.getByRole('columnheader')).toHaveText(['Date', 'Holiday', 'Type', 'Where', 'Days until']);
      const row = table.getByRole('row', { name: new RegExp(holiday) });
      await expect(row.getByRole('cell')).toHaveCount(4);
      await expect(row.getByRole('rowheader')).toContainText(holiday);
      await expect(row.getByRole('cell').nth(1)).toHaveText('Public holiday');
      // Nothing scrolls sideways; every cell and the caption are inside the screen, the name left-aligned.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const area = page.getByRole('region', { name: /table$/ });
      expect(await area.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
      for (const cell of [table.locator('caption'), row.getByRole('rowheader'), ...[0, 1, 2, 3].map((i) => row.getByRole('cell').nth(i))]) {
        const box = (await cell.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(375);
      }
      expect(await row.getByRole('rowheader').evaluate((el) => getComputedStyle(el).textAlign)).toBe('left');
      // A row is three short lines, not a column of wrapped words.
      expect((await row.boundingBox())!.height).toBeLessThan(100);
    }
    const saudi = page.getByRole('table', { name: 'Public holidays in Saudi Arabia, 2026' });
    await expect(saudi.getByRole('row', { name: /National Day/ }).getByRole('cell').first()).toHaveText('Wednesday, September 23, 2026');
    expect(problems).toEqual([]);
  });

  test('the next holiday of a country is a nationwide one; a region’s own says where', async ({ page, problems }) => {
    await page.clock.install({ time: new Date('2026-12-02T10:00:00Z') });
    const box = () => page.getByText('Next holiday', { exact: true }).locator('../..');
    for (const [country, region, regional, where, date, christmas] of [
      ['india', 'ga', 'Saint Francis Xavier’s Day', 'Goa', 'Thursday, December 3, 2026', 'Christmas'],
    ] as const) {
      await page.goto(`/holidays/${country}`);
      await hydrated(page);
      await expect(box()).toHaveText(`Next holiday23 days${christmas}Friday, December 25, 2026Nationwide`);
      await page.goto(`/holidays/${country}?region=${region}`);
      await hydrated(page);
      await expect(box()).toContainText(`${regional}${date}${where}`);
    }
    expect(problems).toEqual([]);
  });

  test('a region the country does not have is named and left out', async ({ page, problems }) => {
    await page.clock.install({ time: new Date('2026-11-26T10:00:00Z') });
    await page.goto('/holidays/saudi-arabia?region=xx');
    await hydrated(page);
    await expect(page.getByRole('status').filter({ hasText: 'region' })).toHaveText(
      'The holiday data has no regions of Saudi Arabia, so the link’s region “xx” is left out and the table shows the whole country.',
    );
    await expect(page.getByRole('table', { name: 'Public holidays in Saudi Arabia, 2026' })).toBeVisible();
    await page.goto('/holidays/germany?region=xx');
    await hydrated(page);
    await expect(page.getByText('The holiday data has no region “xx” in Germany, so the table shows the whole country.')).toBeInViewport();
    expect(problems).toEqual([]);
  });

  test('the region list applies as it changes, replacing the address', async ({ page, problems }) => {
    await page.clock.install({ time: new Date('2026-11-26T10:00:00Z') });
    await page.goto('/holidays/germany?year=2027');
    await hydrated(page);
    // The table is live once it shows the link's year (the prerendered one is the build's).
    await expect(page.getByRole('table', { name: 'Public holidays in Germany, 2027' })).toBeVisible();
    const entries = await page.evaluate(() => history.length);
    await page.getByLabel('Region').selectOption('by');
    await expect(page).toHaveURL(/\/holidays\/germany\?year=2027&region=by$/);
    await expect(page.getByRole('table', { name: 'Public holidays in Bayern, Germany, 2027' }).getByRole('row', { name: /Epiphany/ })).toBeVisible();
    expect(await page.evaluate(() => history.length)).toBe(entries);
    // From the keyboard: each step applies, and the focus stays on the list.
    await page.getByLabel('Region').focus();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/\/holidays\/germany\?year=2027&region=be$/);
    await expect(page.getByRole('table', { name: 'Public holidays in Berlin, Germany, 2027' })).toBeVisible();
    await expect(page.getByLabel('Region')).toBeFocused();
    await page.getByLabel('Region').selectOption('');
    await expect(page).toHaveURL(/\/holidays\/germany\?year=2027$/);
    await expect(page.getByRole('table', { name: 'Public holidays in Germany, 2027' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test('the title, heading and description say the year shown; the breadcrumb passes through Holidays', async ({ page, request, problems }) => {
  await page.clock.install({ time: new Date('2026-11-26T10:00:00Z') });
  // The prerendered page carries the build's year.
  const html = await (await request.get('/holidays/germany?year=2027')).text();
  expect(html).toMatch(/<title>Germany Public Holidays 2026: Dates and Regions – Datewise<\/title>/);
  await page.goto('/holidays/germany?year=2027');
  await hydrated(page);
  await expect(page).toHaveTitle('Germany Public Holidays 2027: Dates and Regions – Datewise');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Public Holidays in Germany 2027');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Public holidays in Germany in 2027: /);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Germany Public Holidays 2027: Dates and Regions – Datewise');
  // The year's links keep them in step.
  await page.getByRole('link', { name: '← 2026' }).click();
  await expect(page).toHaveTitle('Germany Public Holidays 2026: Dates and Regions – Datewise');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Public Holidays in Germany 2026');
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('listitem')).toHaveText(['Home', 'Holidays', 'Germany']);
  await expect(trail.getByRole('link', { name: 'Holidays' })).toHaveAttribute('href', '/holidays');
  await trail.getByRole('link', { name: 'Holidays' }).click();
  await expect(page).toHaveURL(/\/holidays$/);
  expect(problems).toEqual([]);
});

test('the table downloads as CSV, made in the page', async ({ page, problems }) => {
  await page.clock.install({ time: new Date('2026-11-26T10:00:00Z') });
  await page.goto('/holidays/germany');
  await hydrated(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('germany-holidays-2026.csv');
  expect(file.url()).toMatch(/^blob:/);
  const lines = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Date,Weekday,Holiday,Type,Where');
  expect(lines[1]).toBe('2026-01-01,Thursday,New Year’s Day,Public holiday,Nationwide');
  // A field with commas is quoted.
  expect(lines).toContain('2026-06-04,Thursday,Corpus Christi,Public holiday,"Baden-Württemberg, Bayern, Hessen, Nordrhein-Westfalen, Rheinland-Pfalz and Saarland"');
  expect(lines.filter((l) => l !== '')).toHaveLength(1 + (await rowsOf(page).count()));
  expect(problems).toEqual([]);
});

test('printing a country’s table prints the table alone, as a table, at either width', async ({ page, problems }) => {
  await page.goto('/holidays/germany');
  await hydrated(page);
  await page.emulateMedia({ media: 'print' });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const hidden of ['header', 'footer', '#sidebar', 'nav[aria-label="Breadcrumb"]', 'form']) await expect(page.locator(hidden).first()).toBeHidden();
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeHidden();
    const table = page.getByRole('table', { name: 'Public holidays in Germany, 2026' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Holiday' })).toBeVisible();
    // Not the phone's stacked rows: table rows, wholly inside the page.
    expect(await table.locator('tbody tr').first().evaluate((el) => getComputedStyle(el).display)).toBe('table-row');
    // Never cut at the side (on paper the page is wider than a phone's screen).
    expect(await page.getByRole('region', { name: /table$/ }).evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    if (width === 1280) expect(await table.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(1280);
  }
  expect(problems).toEqual([]);
});
