import type { Page } from '@playwright/test';
import { expect, hydrated, openWithJavaScript, ready, result, test } from './fixtures';

test('a shared link draws the month; previous and next move it; Back returns', async ({ page, problems }) => {
  await page.goto('/calendar-generator?month=2026-07');
  const july = page.getByRole('table', { name: 'July 2026' });
  await expect(july).toBeVisible();
  // At 1280 px the cells are wide enough for the holiday's name.
  await expect(july.getByRole('cell', { name: /Independence Day/ }).getByText('Independence Day')).toBeVisible();
  await hydrated(page);
  await page.getByRole('link', { name: 'Next month →' }).click();
  await expect(page).toHaveURL(/\?month=2026-08$/);
  await expect(page.getByRole('table', { name: 'August 2026' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'August 2026' }).getByRole('row')).toHaveCount(7);
  await page.getByRole('link', { name: '← Previous month' }).click();
  await page.getByRole('link', { name: '← Previous month' }).click();
  await expect(page.getByRole('table', { name: 'June 2026' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('table', { name: 'July 2026' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('Monday start and the year view from the form', async ({ page, problems }) => {
  await page.goto('/calendar-generator');
  await ready(page);
  await page.getByLabel('Month').fill('2026-02');
  // The weekend's boxes, in the fold below, are named after weekdays too.
  await page.getByRole('group', { name: 'Week starts on' }).getByLabel('Monday').check();
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page).toHaveURL(/\?month=2026-02&weekStart=mon$/);
  const february = page.getByRole('table', { name: 'February 2026' });
  await expect(february.getByRole('row').first()).toHaveText('WkMonTueWedThuFriSatSun');
  await expect(february.getByRole('row').nth(1)).toHaveText('51');
  await page.getByLabel('Show').selectOption('year');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page).toHaveURL(/view=year/);
  await expect(result(page).getByRole('table')).toHaveCount(12);
  await expect(page.getByRole('link', { name: 'Next year →' })).toHaveAttribute('href', /month=2027-02/);
  expect(problems).toEqual([]);
});

test('printing shows the calendar alone, black on white', async ({ page }) => {
  await page.goto('/calendar-generator?month=2026-05');
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  await expect(page.locator('header')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Calculators' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Generate' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Next month →' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeHidden();
  const table = page.getByRole('table', { name: 'May 2026' });
  await expect(table).toBeVisible();
  expect(await table.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(0, 0, 0)');
  const screenshot = await page.screenshot({ fullPage: true, path: test.info().outputPath('print.png') });
  expect(screenshot.byteLength).toBeGreaterThan(1000);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(1200);
});

test('malformed values fall back to the defaults', async ({ page, problems }) => {
  await page.goto('/calendar-generator?month=2026-13&weekStart=tue&view=%3Cb%3E&holidays=javascript:1');
  await ready(page);
  await expect(result(page)).toContainText('Choose a month and press Generate');
  expect(problems).toEqual([]);
});

test('a place’s holidays: its region’s own marked once its data is here, listed with its name and the data’s licence', async ({ page, problems }) => {
  // Corpus Christi, Thursday, May 27, 2027: a public holiday in Bavaria, not in Germany as a whole.
  await page.goto('/calendar-generator?month=2027-05&holidays=de-by');
  const corpusChristi = page.getByRole('table', { name: 'May 2027' }).getByRole('cell', { name: /Corpus Christi/ });
  await expect(corpusChristi).toBeVisible();
  await expect(corpusChristi).toHaveText(/^27•/);
  await expect(result(page).getByRole('heading', { name: 'Holidays of Germany: Bayern in May 2027' })).toBeVisible();
  await expect(result(page).getByRole('listitem').filter({ hasText: 'Thursday, May 27, 2027: Corpus Christi' })).toBeVisible();
  await expect(result(page).getByRole('link', { name: 'MIT licence' })).toHaveAttribute('href', 'https://github.com/vacanza/holidays/blob/dev/LICENSE');
  await expect(result(page)).toContainText('Holiday data: python-holidays (MIT licence).');
  await page.goto('/calendar-generator?month=2027-05&holidays=de');
  await expect(result(page).getByRole('heading', { name: 'Holidays of Germany in May 2027' })).toBeVisible();
  await expect(result(page)).not.toContainText('Corpus Christi');
  expect(problems).toEqual([]);
});

test('a place chosen in the fold is marked after Generate', async ({ page, problems }) => {
  // A key away from the page's defaults loads the fields at once; they show it once live.
  await page.goto('/calendar-generator?month=2027-05&holidays=none');
  await ready(page);
  await openFold(page);
  const place = page.getByLabel('Holidays', { exact: true });
  await expect(place).toHaveValue('none');
  // A region is listed once its country is chosen.
  await expect(place.locator('option[value="de-by"]')).toHaveCount(0);
  await place.selectOption('de');
  await place.selectOption('de-by');
  await expect(result(page)).not.toContainText('Corpus Christi');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page).toHaveURL(/\?month=2027-05&holidays=de-by$/);
  await expect(page.getByRole('table', { name: 'May 2027' }).getByRole('cell', { name: /Corpus Christi/ })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the visitor’s own days off: from a link, added in the fold, marked and listed', async ({ page, problems }) => {
  await page.goto('/calendar-generator?month=2026-02&off=2026-02-03');
  const february = page.getByRole('table', { name: 'February 2026' });
  await expect(february.getByRole('cell', { name: /Your day off/ })).toHaveText(/^3•/);
  await expect(result(page).getByRole('listitem').filter({ hasText: 'Tuesday, February 3, 2026: Your day off' })).toBeVisible();
  await openFold(page);
  // The link's date is in the fields once they are live.
  await expect(page.getByRole('button', { name: 'Remove Tuesday, February 3, 2026' })).toBeVisible();
  await page.getByLabel('Extra days off: add a date').fill('2026-02-04');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page).toHaveURL(/\?month=2026-02&off=2026-02-03,2026-02-04$/);
  await expect(february.getByRole('cell', { name: /Your day off/ })).toHaveCount(2);
  expect(problems).toEqual([]);
});

test('a place the data does not know is said, marks no holidays, and the address says none', async ({ page, problems }) => {
  await page.goto('/calendar-generator?month=2026-02&holidays=zz');
  await expect(result(page)).toContainText('The holiday data knows no place “zz”, so no holidays are marked.');
  await expect(page).toHaveURL(/\?month=2026-02&holidays=none$/);
  await expect(page.getByRole('table', { name: 'February 2026' })).toBeVisible();
  await expect(result(page)).not.toContainText('Washington');
  expect(problems).toEqual([]);
});

test('a year outside the place’s holiday data says so', async ({ page, problems }) => {
  await page.goto('/calendar-generator?month=1850-05&holidays=de-by');
  await expect(result(page)).toContainText('The holiday data of this place holds the years 1991 to 2100: the holidays of 1850 are not known, so none are marked.');
  await expect(page.getByRole('table', { name: 'May 1850' })).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form submits its fields and the landing URL shows the calendar, with US federal holidays by default', async ({ page, browser }) => {
    await page.goto('/calendar-generator');
    await page.getByLabel('Month').fill('2026-12');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page).toHaveURL(/month=2026-12&.*holidays=us/);
    const live = await openWithJavaScript(browser, page.url());
    await expect(live).toHaveURL(/\/calendar-generator\?month=2026-12$/);
    await expect(live.getByRole('table', { name: 'December 2026' }).getByRole('cell', { name: /Christmas Day/ })).toBeVisible();
    await live.context().close();
  });

  test('no holidays chosen in the plain form lands on a calendar without them', async ({ page, browser }) => {
    await page.goto('/calendar-generator');
    await page.getByLabel('Month').fill('2026-12');
    await openFold(page);
    await page.getByLabel('Holidays', { exact: true }).selectOption('none');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page).toHaveURL(/month=2026-12&.*holidays=none/);
    const live = await openWithJavaScript(browser, page.url());
    await expect(live.getByRole('table', { name: 'December 2026' })).toBeVisible();
    await expect(live).toHaveURL(/\/calendar-generator\?month=2026-12&holidays=none$/);
    await expect(live.getByTestId('result').getByText('Christmas Day')).toHaveCount(0);
    await live.context().close();
  });

  test('a place and a day off chosen in the plain form land on their calendar', async ({ page, browser }) => {
    await page.goto('/calendar-generator');
    await page.getByLabel('Month').fill('2027-05');
    await openFold(page);
    // Before JavaScript the list holds the countries; a region is listed once its country is chosen.
    await page.getByLabel('Holidays', { exact: true }).selectOption('de');
    await page.getByLabel('Extra days off: add a date').fill('2027-05-28');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page).toHaveURL(/holidays=de/);
    const live = await openWithJavaScript(browser, page.url());
    await expect(live).toHaveURL(/\/calendar-generator\?month=2027-05&holidays=de&off=2027-05-28$/);
    const may = live.getByRole('table', { name: 'May 2027' });
    await expect(may.getByRole('cell', { name: /Ascension Day/ })).toHaveText(/^6•/);
    await expect(may.getByRole('cell', { name: /Your day off/ })).toHaveText(/^28•/);
    await expect(may.getByRole('cell', { name: /Corpus Christi/ })).toHaveCount(0);
    await live.context().close();
  });
});

/** Opens the fold that holds the working-day calendar's fields (a plain `<details>`: it opens without JavaScript too). */
function openFold(page: Page) {
  return page.getByText('Holidays, weekend and your own days', { exact: true }).click();
}

/** Where each word of the holiday names in the grid lies: the number of lines it is drawn on. */
function wordLines(page: Page, table: string) {
  return page.getByRole('table', { name: table }).evaluate((grid) => {
    const words: Record<string, number> = {};
    // Text only read out (a visually hidden box, 1 px wide) is not drawn.
    const drawn = (element: Element | null, cell: Element) => {
      for (let e = element; e && e !== cell; e = e.parentElement) if (e.getBoundingClientRect().width <= 1) return false;
      return true;
    };
    for (const cell of grid.querySelectorAll('td[title]')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (!drawn(node.parentElement, cell)) continue;
        for (const match of node.data.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rects = [...range.getClientRects()].filter((r) => r.width > 0);
          if (rects.length > 0) words[match[0]] = new Set(rects.map((r) => Math.round(r.top))).size;
        }
      }
    }
    return words;
  });
}

test.describe('holiday names in the grid are never split inside a word', () => {
  test('at 375 px a holiday’s cell shows a dot; its name is its title, read out, and listed under the calendar', async ({ page, problems }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/calendar-generator?month=2026-02');
    const february = page.getByRole('table', { name: 'February 2026' });
    const cell = february.getByRole('cell', { name: /Washington.s Birthday/ });
    await expect(cell).toHaveAttribute('title', /^Washington.s Birthday$/);
    // The name is only read out: a visually hidden box, 1 px wide.
    expect((await cell.getByText(/Washington.s Birthday/).boundingBox())?.width).toBeLessThanOrEqual(1);
    await expect(cell.getByText('•')).toBeVisible();
    expect(await wordLines(page, 'February 2026')).toEqual({ '16': 1, '•': 1 });
    await expect(result(page).getByRole('listitem').filter({ hasText: /Monday, February 16, 2026: Washington.s Birthday/ })).toBeVisible();
    expect(problems).toEqual([]);
  });

  for (const [width, media] of [[1280, 'screen'], [1024, 'screen'], [768, 'screen'], [800, 'print']] as const) {
    test(`at ${width} px (${media}) the names are in the cells, each word on one line`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ media });
      await page.goto('/calendar-generator?month=2026-07');
      // Independence Day has the longest word of any federal holiday.
      await expect(page.getByRole('table', { name: 'July 2026' }).getByText('Independence Day')).toBeVisible();
      const lines = await wordLines(page, 'July 2026');
      expect(lines).toMatchObject({ Independence: 1, Day: 1 });
      expect(Object.values(lines).every((n) => n === 1)).toBe(true);
    });
  }

  test('in the year view at 375 px the holidays are marked and listed, with no name squeezed into a cell', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/calendar-generator?month=2026-02&view=year');
    const february = page.getByRole('table', { name: 'February 2026' });
    await expect(february.getByRole('cell', { name: /Washington.s Birthday/ })).toHaveAttribute('title', /Washington.s Birthday/);
    expect(await wordLines(page, 'February 2026')).toEqual({ '16': 1 });
    await expect(result(page).getByText(/Monday, February 16, 2026: Washington.s Birthday/)).toBeVisible();
  });
});

test.describe('the first and last months of years 1–9999 are drawn', () => {
  test('January of year 1 from Sunday: the day before January 1 is a blank cell, and the month is named as a year', async ({ page, problems }) => {
    await page.goto('/calendar-generator?month=0001-01');
    // Named as a year: “January 1” would read like a date.
    const january = page.getByRole('table', { name: 'January of year 1' });
    await expect(january).toBeVisible();
    await expect(result(page)).not.toContainText('cannot be drawn');
    const firstWeek = january.getByRole('row').nth(1);
    await expect(firstWeek.getByRole('rowheader')).toHaveText('1');
    await expect(firstWeek.getByRole('cell').first()).toBeEmpty();
    await expect(firstWeek.getByRole('cell').nth(1)).toHaveText(/^1/);
    await expect(firstWeek.getByRole('cell').last()).toHaveText('6');
    await expect(page.getByRole('link', { name: '← Previous month' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Next month →' })).toHaveAttribute('href', /month=0001-02/);
    expect(problems).toEqual([]);
  });

  for (const weekStart of ['sun', 'mon'] as const) {
    test(`December 9999 from ${weekStart === 'sun' ? 'Sunday' : 'Monday'}: the days after December 31 are blank cells`, async ({ page, problems }) => {
      await page.goto(`/calendar-generator?month=9999-12${weekStart === 'mon' ? '&weekStart=mon' : ''}`);
      const december = page.getByRole('table', { name: 'December 9999' });
      await expect(december).toBeVisible();
      await expect(result(page)).not.toContainText('cannot be drawn');
      const last = december.getByRole('row').last();
      // From Sunday, the row holds where January 1 of year 10000 would be: week 1, by the rule of the week with January 1.
      await expect(last).toHaveText(weekStart === 'sun' ? '1262728293031' : '522728293031');
      await expect(last.getByRole('cell').last()).toBeEmpty();
      await expect(page.getByRole('link', { name: 'Next month →' })).toHaveCount(0);
      expect(problems).toEqual([]);
    });
  }

  for (const year of ['0001', '9999']) {
    test(`the year view of year ${Number(year)} draws all twelve months`, async ({ page, problems }) => {
      await page.goto(`/calendar-generator?month=${year}-06&view=year`);
      await expect(result(page).getByRole('table')).toHaveCount(12);
      await expect(result(page)).not.toContainText('cannot be drawn');
      const named = year === '0001' ? 'of year 1' : '9999';
      await expect(page.getByRole('heading', { name: year === '0001' ? 'Year 1' : '9999', exact: true })).toBeVisible();
      await expect(page.getByRole('table', { name: `January ${named}` }).getByText('31', { exact: true })).toBeVisible();
      await expect(page.getByRole('table', { name: `December ${named}` }).getByText('31', { exact: true })).toBeVisible();
      expect(problems).toEqual([]);
    });
  }
});
