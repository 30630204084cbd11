/**
 * The meeting planner and the zone boxes' city search, in the browser: the grid of a date's
 * hours (ordinary and clock-change days in both hemispheres), choosing an hour, the places
 * editor with city search, the GET form without JavaScript, and bad links.
 */
import { axe, darkMode, expect, hydrated, ready, result, test } from './fixtures';

const grid = (page: import('@playwright/test').Page) => page.getByRole('region', { name: /^Hours of / }).locator('table');
const cellTexts = (page: import('@playwright/test').Page, row: number) =>
  grid(page).locator('tbody tr').nth(row).locator('td').allInnerTexts();

test.describe('meeting planner', () => {
  test('a link gives one row per hour, one column per place, and the chosen meeting', async ({ page, problems }) => {
    await page.goto('/meeting-planner?places=Europe/London,America/New_York~Boston,Asia/Tokyo&date=2026-12-01&hour=15');
    await ready(page);
    await expect(grid(page).locator('tbody tr')).toHaveCount(24);
    await expect(grid(page).locator('thead th')).toHaveText([/^London/, /^Boston/, /^Tokyo/, 'Working']);
    const fifteen = await cellTexts(page, 15);
    expect(fifteen.slice(0, 3).map((t) => t.slice(0, 5))).toEqual(['15:00', '10:00', '00:00']);
    expect(fifteen[2]).toContain('Wed Dec 2');
    await expect(result(page)).toContainText('Tue, Dec 1, 2026 15:00 London · 10:00 Boston · 00:00 Wed Tokyo');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
    const file = await (await download).path();
    const ics = (await import('node:fs')).readFileSync(file, 'utf8');
    expect(ics).toContain('DTSTART:20261201T150000Z');
    expect(ics).toContain('DTEND:20261201T160000Z');
    // Choosing another hour is a link: 14:00 London suits London and Boston, not Tokyo.
    await grid(page).getByRole('link', { name: 'Choose 14:00 in London' }).click();
    await expect(page).toHaveURL(/hour=14/);
    await expect(result(page)).toContainText('Tue, Dec 1, 2026 14:00 London · 09:00 Boston · 23:00 Tokyo');
    await expect(result(page)).toContainText('Outside working hours in: Tokyo.');
    expect(problems).toEqual([]);
  });

  test('clock-change days: 23 rows in New York, 25 in Sydney, Lord Howe’s 30 minutes named', async ({ page }) => {
    await page.goto('/meeting-planner?places=America/New_York,Europe/London&date=2026-03-08');
    await ready(page);
    await expect(grid(page).locator('tbody tr')).toHaveCount(23);
    expect((await cellTexts(page, 2)).slice(0, 2).map((t) => t.slice(0, 5))).toEqual(['03:00', '07:00']);
    await expect(page.getByText('New York: clocks go forward 1 hour, 02:00 → 03:00 on Sunday, March 8, 2026')).toBeVisible();

    await page.goto('/meeting-planner?places=Australia/Sydney,Europe/London&date=2026-04-05');
    await ready(page);
    await expect(grid(page).locator('tbody tr')).toHaveCount(25);
    await expect(page.getByText('Sydney: clocks go back 1 hour, 03:00 → 02:00')).toBeVisible();

    await page.goto('/meeting-planner?places=Australia/Lord_Howe,Asia/Kathmandu,Pacific/Chatham&date=2026-10-04&hour=2');
    await ready(page);
    await expect(grid(page).locator('tbody tr')).toHaveCount(23);
    expect((await cellTexts(page, 0)).slice(0, 3)).toEqual(['00:00', expect.stringMatching(/^19:15/), '03:15']);
    await expect(page.getByText('Lord Howe: clocks go forward 30 minutes, 02:00 → 02:30')).toBeVisible();
    await expect(result(page)).toContainText('02:00 does not exist in Lord Howe');
  });

  test('places are found by city, accents optional, and added and removed', async ({ page, problems }) => {
    await page.goto('/meeting-planner?places=Europe/London,Asia/Tokyo&date=2026-12-01');
    await ready(page);
    // The searchable box comes when the visitor reaches for the plain one.
    await page.getByRole('textbox', { name: 'Add a place' }).click();
    const add = page.getByRole('combobox', { name: 'Add a place' });
    await expect(add).toBeFocused();
    await add.fill('Sao Paulo');
    await expect(page.getByRole('option').first()).toContainText('São Paulo, Brazil');
    await add.press('Enter');
    await add.fill('zurich');
    await page.getByRole('option', { name: /Zürich, Switzerland/ }).click();
    await page.getByRole('button', { name: 'Remove Tokyo (Asia/Tokyo)' }).click();
    await page.getByRole('button', { name: 'Show hours' }).click();
    await expect(page).toHaveURL(/places=Europe\/London,America\/Sao_Paulo~(S%C3%A3o|São)\+Paulo,Europe\/Zurich~(Z%C3%BCrich|Zürich)/);
    await expect(grid(page).locator('thead th')).toHaveText([/^London/, /^São Paulo/, /^Zürich/, 'Working']);
    expect(problems).toEqual([]);
  });

  test('bad links: an unknown place, nine places, a hostile city, a bad range: defaults and a message', async ({ page }) => {
    const nine = Array.from({ length: 9 }, (_, i) => `Etc/GMT-${i + 1}`).join(',');
    for (const query of ['places=Atlantis/Nowhere,UTC', `places=${nine}`, 'places=UTC,Asia/Tokyo~%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E']) {
      await page.goto(`/meeting-planner?${query}&date=2026-12-01`);
      await ready(page);
      await expect(page.getByText('The link’s places could not be used')).toBeVisible();
      await expect(page).not.toHaveURL(/places=/);
      await expect(grid(page).locator('tbody tr')).toHaveCount(24);
      expect(await page.locator('img[src="x"]').count()).toBe(0);
    }
    await page.goto('/meeting-planner?places=UTC,Asia/Tokyo&date=2026-12-01&work=17-9&hour=99');
    await ready(page);
    await expect(page.getByText('The link’s working hours could not be used')).toBeVisible();
    await expect(page.getByText('The link’s hour is not a whole hour')).toBeVisible();
    await expect(page).toHaveURL(/\?places=UTC,Asia\/Tokyo&date=2026-12-01$/);
  });

  test('the plain GET form works before JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/meeting-planner');
    await page.getByLabel('Places').fill('EST, Europe/London');
    await page.getByLabel('Date').fill('2026-12-01');
    await page.getByLabel('Working hours').fill('8-18');
    await page.getByRole('button', { name: 'Show hours' }).click();
    await expect(page).toHaveURL(/places=EST%2C\+Europe%2FLondon&date=2026-12-01&work=8-18/);
    const live = await context.browser()!.newContext();
    const next = await live.newPage();
    await next.goto(page.url());
    await ready(next);
    await expect(next).toHaveURL(/places=America\/New_York,Europe\/London&date=2026-12-01&work=8-18/);
    await expect(grid(next).locator('tbody tr')).toHaveCount(24);
    await context.close();
    await live.close();
  });

  test('a weekend hour is not a working hour: each place has its country’s weekend, on its own date', async ({ page, problems }) => {
    // Sunday, March 8, 2026: a weekend day in New York and London, a working day in Riyadh (Friday and Saturday off).
    await page.goto('/meeting-planner?places=America/New_York,Europe/London,Asia/Riyadh&date=2026-03-08');
    await ready(page);
    const shaded = (column: number) => grid(page).locator(`tbody tr td:nth-child(${column}).bg-accent`);
    await expect(grid(page).locator('tbody tr')).toHaveCount(23);
    await expect(shaded(1)).toHaveCount(0);
    await expect(shaded(2)).toHaveCount(0);
    await expect(shaded(3)).toHaveCount(8);
    // 09:00 in New York is 16:00 in Riyadh, inside its 9–17: one place of three is working.
    const nine = grid(page).locator('tbody tr').filter({ has: page.getByRole('link', { name: 'Choose 09:00 in New York' }) });
    await expect(nine.locator('td').last()).toHaveText('1 of 3');
    await expect(page.getByText('a weekend hour is not a working hour')).toBeVisible();
    await expect(page.getByText('Saturday and Sunday in New York, London; Friday and Saturday in Riyadh')).toBeVisible();
    await expect(result(page)).toContainText('No hour on Sun, Mar 8, 2026 is inside everyone’s working hours.');
    // Saturday is not a working day in New York either; Monday is.
    await page.goto('/meeting-planner?places=America/New_York,Europe/London&date=2026-03-07');
    await ready(page);
    await expect(shaded(1)).toHaveCount(0);
    await page.goto('/meeting-planner?places=America/New_York,Europe/London&date=2026-03-09&hour=10');
    await ready(page);
    await expect(shaded(1)).toHaveCount(8);
    await expect(result(page)).toContainText('10:00 New York · 14:00 London');
    // Friday evening in New York is Saturday morning in Tokyo: the result names the weekend.
    await page.goto('/meeting-planner?places=America/New_York,Asia/Tokyo&date=2026-03-06&hour=19');
    await ready(page);
    await expect(result(page)).toContainText('Fri, Mar 6, 2026 19:00 New York · 09:00 Sat Tokyo');
    await expect(result(page)).toContainText('Outside working hours in: New York, Tokyo (weekend).');
    expect(problems).toEqual([]);
  });

  test('places move up and down from the keyboard, and the first place’s hours are the rows', async ({ page, problems }) => {
    await page.goto('/meeting-planner?places=Europe/London,America/New_York~Boston,Asia/Tokyo&date=2026-12-01');
    await ready(page);
    await expect(page.getByRole('button', { name: 'Move London (Europe/London) up' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Move Tokyo (Asia/Tokyo) down' })).toBeDisabled();
    const up = page.getByRole('button', { name: 'Move Tokyo (Asia/Tokyo) up' });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(up).toBeFocused();
    await page.keyboard.press('Space');
    // At the top, its Up button is disabled: the focus is on its Down button.
    await expect(page.getByRole('button', { name: 'Move Tokyo (Asia/Tokyo) down' })).toBeFocused();
    await expect(page.getByRole('listitem').filter({ hasText: 'Asia/' })).toHaveText([/^1\. Tokyo/]);
    await page.getByRole('button', { name: 'Move London (Europe/London) down' }).press('Enter');
    await page.getByRole('button', { name: 'Show hours' }).click();
    await expect(page).toHaveURL(/places=Asia\/Tokyo,America\/New_York~Boston,Europe\/London&date=2026-12-01&/);
    await expect(grid(page).locator('thead th')).toHaveText([/^Tokyo/, /^Boston/, /^London/, 'Working']);
    await expect(page.getByRole('heading', { name: 'Hours of Tuesday, December 1, 2026 in Tokyo' })).toBeVisible();
    expect((await cellTexts(page, 9)).slice(0, 3).map((t) => t.slice(0, 5))).toEqual(['09:00', '19:00', '00:00']);
    expect(problems).toEqual([]);
  });

  test('the meeting has the visitor’s title in its calendar file and text; a hostile title is refused', async ({ page, problems }) => {
    await page.goto('/meeting-planner?places=Europe/London,America/New_York&date=2026-12-01&hour=15');
    await ready(page);
    const download = async () => {
      const file = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
      return (await import('node:fs')).readFileSync(await (await file).path(), 'utf8');
    };
    expect(await download()).toContain('SUMMARY:Meeting\r\n');
    await page.getByLabel('Meeting title (optional)').fill('Design review, Q3');
    await page.getByRole('button', { name: 'Show hours' }).click();
    await expect(page).toHaveURL(/hour=15&title=Design(\+|%20)review(,|%2C)(\+|%20)Q3$/);
    await expect(result(page)).toContainText('Design review, Q3, one hour from 15:00 in London:');
    expect(await download()).toContain('SUMMARY:Design review\\, Q3\r\n');
    // Choosing another hour keeps the title.
    await grid(page).getByRole('link', { name: 'Choose 14:00 in London' }).click();
    await expect(page).toHaveURL(/hour=14&.*title=Design/);
    await expect(result(page)).toContainText('Design review, Q3, one hour from 14:00 in London:');

    await page.goto('/meeting-planner?places=Europe/London,America/New_York&date=2026-12-01&hour=15&title=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    await ready(page);
    await expect(page.getByText('The link’s meeting title could not be used, so the meeting is called “Meeting”.')).toBeVisible();
    await expect(page).not.toHaveURL(/title=/);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await expect(result(page)).toContainText('The meeting, one hour from 15:00 in London:');
    expect(await download()).toContain('SUMMARY:Meeting\r\n');
    expect(problems).toEqual([]);
  });

  test('axe finds nothing in light and dark mode', async ({ page }) => {
    await page.goto('/meeting-planner?places=Europe/London,America/New_York,Asia/Tokyo&date=2026-03-29&hour=14');
    await ready(page);
    expect(await axe(page)).toEqual([]);
    await darkMode(page);
    expect(await axe(page)).toEqual([]);
  });
});

test.describe('meeting planner on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('fits 375 px: no sideways scrolling, every control inside the screen and its card', async ({ page, problems }) => {
    await page.goto('/meeting-planner?places=America/New_York~Boston,Europe/London,Asia/Tokyo,America/Argentina/Buenos_Aires&date=2026-03-08');
    await ready(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const card = await page.locator('main form').first().evaluate((form) => {
      const box = form.parentElement!.getBoundingClientRect();
      return { left: box.left, right: box.right };
    });
    const controls = [
      ...(await page.getByRole('button', { name: /^(Remove|Move) / }).all()),
      page.getByRole('textbox', { name: 'Add a place' }),
      page.getByText('Type a city, a country'),
      page.getByLabel('Date'),
      page.getByLabel('Working hours'),
      page.getByText('Such as 9-17 or 8-18'),
      page.getByLabel('Meeting title (optional)'),
      page.getByRole('button', { name: 'Show hours' }),
    ];
    expect(controls.length).toBe(4 * 3 + 7);
    for (const control of controls) {
      const box = (await control.boundingBox())!;
      expect(box.x, await control.evaluate((el) => el.outerHTML.slice(0, 60))).toBeGreaterThanOrEqual(card.left);
      expect(box.x + box.width, await control.evaluate((el) => el.outerHTML.slice(0, 60))).toBeLessThanOrEqual(card.right);
    }
    // The list shows each place’s name and zone.
    await expect(page.getByRole('listitem').filter({ hasText: 'Buenos_Aires' })).toContainText('4. Buenos Aires');
    expect(problems).toEqual([]);
  });
});

test.describe('city search in the converter, the time duration calculator and the countdown', () => {
  test.use({ timezoneId: 'UTC' });

  test('Boston is found, kept in the link, and named in the result', async ({ page, problems }) => {
    await page.goto('/time-zone-calculator?date=2026-12-01&time=09:00&to=Europe/London');
    await ready(page);
    const from = page.getByRole('combobox', { name: 'From time zone' });
    await from.fill('Boston');
    await page.getByRole('option', { name: /Boston, United States/ }).click();
    await page.getByRole('button', { name: 'Convert' }).click();
    await expect(page).toHaveURL(/from=America\/New_York&fromCity=Boston/);
    await expect(result(page)).toContainText('when it is 09:00 (9:00 AM) on Tuesday, December 1, 2026 in Boston (America/New_York)');
    await expect(result(page)).toContainText('14:00');
    expect(problems).toEqual([]);
  });

  test('a city chosen for the time duration calculator and a countdown is kept in the link', async ({ page, problems }) => {
    await page.goto('/time-duration-calculator?mode=add&at=2026-11-06T14:30&hours=39&minutes=45');
    await ready(page);
    await page.getByRole('combobox', { name: 'Time zone' }).fill('zurich');
    await page.getByRole('option', { name: /Zürich, Switzerland/ }).click();
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page).toHaveURL(/zone=Europe\/Zurich&zoneCity=(Z%C3%BCrich|Zürich)$/);
    await expect(result(page)).toContainText('39 hours 45 minutes after Friday, November 6, 2026 14:30 in Zürich (Europe/Zurich)');

    await page.goto('/custom-event-countdown');
    await hydrated(page);
    await page.getByLabel('Event name').fill('Launch');
    await page.getByLabel('Event date').fill('2099-06-01');
    await page.getByText('Add a time and time zone (optional)').click();
    await page.getByLabel('Time', { exact: true }).fill('18:00');
    await page.getByRole('combobox', { name: 'Time zone' }).fill('Mumbai');
    await page.getByRole('option', { name: /Mumbai, India/ }).click();
    await page.getByRole('button', { name: 'Create Countdown' }).click();
    await expect(page).toHaveURL(/\?name=Launch&date=2099-06-01&time=18:00&zone=Asia\/Kolkata&zoneCity=Mumbai$/);
    await expect(result(page)).toContainText('at 18:00 in Mumbai');
    expect(problems).toEqual([]);
  });
});

test.describe('world clock', () => {
  test.use({ timezoneId: 'Europe/London' });

  test('each place’s time ticks, with its date, offset, difference, DST and next change', async ({ page, problems }) => {
    // 12:00:00 UTC on Thursday, December 3, 2026.
    await page.clock.install({ time: new Date('2026-12-03T12:00:00Z') });
    await page.goto('/world-clock?places=America/New_York~Boston,Asia/Kathmandu,Australia/Lord_Howe,Europe/London');
    await ready(page);
    const rows = result(page).locator('tbody tr');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0)).toContainText('Boston');
    await expect(rows.nth(0)).toContainText(/07:00:[0-4]\d/);
    await expect(rows.nth(0)).toContainText('UTC−05:00');
    await expect(rows.nth(0)).toContainText('5 hours behind');
    await expect(rows.nth(0)).toContainText('Not in effect');
    await expect(rows.nth(0)).toContainText('Sunday, March 14, 2027: clocks go forward 1 hour, 02:00 → 03:00');
    await expect(rows.nth(1)).toContainText(/17:45:[0-4]\d/);
    await expect(rows.nth(1)).toContainText('5 hours 45 minutes ahead');
    await expect(rows.nth(1)).toContainText('None within a year');
    await expect(rows.nth(2)).toContainText(/23:00:[0-4]\d/);
    await expect(rows.nth(2)).toContainText('UTC+11:00');
    await expect(rows.nth(2)).toContainText('In effect');
    await expect(rows.nth(2)).toContainText('Sunday, April 4, 2027: clocks go back 30 minutes, 02:00 → 01:30');
    await expect(rows.nth(3)).toContainText('Same time as you');
    const before = await rows.nth(0).locator('td').first().innerText();
    await page.clock.runFor(2000);
    await expect(rows.nth(0).locator('td').first()).not.toHaveText(before);
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'in Boston' })).toHaveText(
      '07:00 in Boston, 17:45 in Kathmandu, 23:00 in Lord Howe, 12:00 in London',
    );
    expect(problems).toEqual([]);
  });

  for (const width of [1280, 375]) {
    test(`no empty gap at ${width} px: rows one height, the clocks as tall as their rows, the button close to the box`, async ({ page, problems }) => {
      // A fixed moment: the rows' next-change and from-you texts depend on the date and hour.
      await page.clock.install({ time: new Date('2026-12-02T17:50:00Z') });
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/world-clock?places=Asia/Kathmandu,Australia/Lord_Howe');
      await ready(page);
      const rows = result(page).locator('tbody tr');
      await expect(rows).toHaveCount(2);
      const heights = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
      for (const height of heights) expect(height).toBeLessThanOrEqual(70);
      // The result holds its table and no more (it reserved room for seven rows before).
      const table = (await result(page).locator('table').boundingBox())!;
      const box = (await result(page).boundingBox())!;
      expect(box.height - table.height).toBeLessThanOrEqual(40);
      // From the box's hint to Show clocks: the form's gap, not the room of three places.
      const hint = (await page.getByText('Type a city, a country').boundingBox())!;
      const button = (await page.getByRole('button', { name: 'Show clocks' }).boundingBox())!;
      expect(button.y - (hint.y + hint.height)).toBeLessThanOrEqual(40);
      // The default seven places: every row one height, the next change in two short lines, also
      // at an hour when three of them are a day ahead (a longer date cell).
      for (const moment of ['2026-12-02T17:50:00Z', '2026-03-08T18:50:00Z']) {
        await page.clock.setSystemTime(new Date(moment));
        await page.goto('/world-clock');
        await ready(page);
        if (moment.startsWith('2026-03')) await expect(result(page).getByText('a day ahead of you')).toHaveCount(3);
        const all = await result(page).locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Math.round(tr.getBoundingClientRect().height)));
        expect(Math.max(...all) - Math.min(...all), moment).toBeLessThanOrEqual(1);
        expect(Math.max(...all), moment).toBeLessThanOrEqual(70);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(problems).toEqual([]);
    });
  }

  test('defaults, a bad link, and axe in both themes', async ({ page }) => {
    await page.goto('/world-clock?places=Atlantis/Nowhere');
    await ready(page);
    await expect(page.getByText('The link’s places could not be used')).toBeVisible();
    await expect(page).not.toHaveURL(/places=/);
    // London (the visitor) and six world cities, London once.
    await expect(result(page).locator('tbody tr')).toHaveCount(6);
    await expect(result(page).locator('tbody tr').first()).toContainText('London (you)');
    await expect(result(page).locator('tbody tr').nth(3)).toContainText('Mumbai');
    // A place added from the list shows at once; Remove takes it away.
    // Typed into the plain box before the searchable one has come: it takes over the text and the focus.
    await page.getByRole('textbox', { name: 'Add a place' }).fill('Reykjavik');
    await expect(page.getByRole('combobox', { name: 'Add a place' })).toBeFocused();
    await expect(page.getByRole('combobox', { name: 'Add a place' })).toHaveValue('Reykjavik');
    await page.getByRole('option', { name: /Reykjavík, Iceland/ }).click();
    await expect(page).toHaveURL(/places=.*Atlantic\/Reykjavik~Reykjav/);
    await expect(result(page).locator('tbody tr')).toHaveCount(7);
    await page.getByRole('button', { name: /^Remove Reykjavík/ }).click();
    await expect(result(page).locator('tbody tr')).toHaveCount(6);
    expect(await axe(page)).toEqual([]);
    await darkMode(page);
    expect(await axe(page)).toEqual([]);
  });
});
