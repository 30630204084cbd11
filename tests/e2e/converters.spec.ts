/** The time zone converter and the date format converter in a real browser. */
import { axe, expect, hydrated, openWithJavaScript, ready, result, test } from './fixtures';

test.describe('time zone converter', () => {
  test('New York to London across both DST changes of 2025: 4 hours apart while only New York has moved', async ({ page, problems }) => {
    const cases = [
      ['2025-03-07', '17:00', 'UTC−05:00, standard time', 'London is 5 hours ahead of New York'],
      ['2025-03-10', '16:00', 'UTC−04:00, daylight saving time', 'London is 4 hours ahead of New York'],
      ['2025-03-31', '17:00', 'UTC−04:00, daylight saving time', 'London is 5 hours ahead of New York'],
      ['2025-10-27', '16:00', 'UTC−04:00, daylight saving time', 'London is 4 hours ahead of New York'],
      ['2025-11-03', '17:00', 'UTC−05:00, standard time', 'London is 5 hours ahead of New York'],
    ] as const;
    for (const [date, london, newYork, difference] of cases) {
      await page.goto(`/time-zone-calculator?date=${date}&time=12:00&from=EST&to=GMT`);
      await ready(page);
      await expect(result(page)).toContainText(`In London (Europe/London)${london}`);
      await expect(result(page)).toContainText(`New York on that date${newYork}`);
      await expect(result(page)).toContainText(difference);
    }
    // The link is rewritten to the IANA ids it stands for.
    await expect(page).toHaveURL(/\?date=2025-11-03&time=12:00&from=America\/New_York&to=Europe\/London$/);
    expect(problems).toEqual([]);
  });

  test('a spring-forward time says which time it used', async ({ page, problems }) => {
    await page.goto('/time-zone-calculator?date=2026-03-29&time=02:30&from=Europe/Paris&to=UTC');
    await ready(page);
    await expect(result(page)).toContainText('02:30 does not exist in Paris on Sunday, March 29, 2026');
    await expect(result(page)).toContainText('This result uses 03:30 (UTC+02:00)');
    await expect(result(page)).toContainText('In UTC01:30 (1:30 AM)');
    expect(problems).toEqual([]);
  });

  test('a fall-back time says which occurrence it used and offers the other', async ({ page, problems }) => {
    await page.goto('/time-zone-calculator?date=2026-11-01&time=01:30&from=America/Los_Angeles&to=Asia/Tokyo');
    await ready(page);
    await expect(result(page)).toContainText('01:30 happens twice in Los Angeles on Sunday, November 1, 2026');
    await expect(result(page)).toContainText('uses the first 01:30 (UTC−07:00, daylight saving time)');
    await expect(result(page)).toContainText('17:30 (5:30 PM)');
    await page.getByRole('link', { name: /Use the second 01:30 \(UTC−08:00\) instead/ }).click();
    await expect(page).toHaveURL(/occurrence=later$/);
    await expect(result(page)).toContainText('uses the second 01:30 (UTC−08:00, standard time)');
    await expect(result(page)).toContainText('18:30 (6:30 PM)');
    await page.goBack();
    await expect(result(page)).toContainText('uses the first 01:30');
    expect(problems).toEqual([]);
  });

  test('the zone boxes work from the keyboard', async ({ page, problems }) => {
    await page.goto('/time-zone-calculator');
    await ready(page);
    const from = page.getByRole('combobox', { name: 'From time zone' });
    await from.fill('');
    await from.pressSequentially('tokyo');
    await expect(from).toHaveAttribute('aria-expanded', 'true');
    const list = page.getByRole('listbox', { name: 'From time zone: matching places' });
    // The city comes first, with its country and zone; the box then shows the city and says its zone.
    await expect(list.getByRole('option').first()).toContainText('Tokyo, Japan · Asia/Tokyo');
    await expect(from).toHaveAttribute('aria-activedescendant', /opt-0$/);
    await page.keyboard.press('Enter');
    await expect(from).toHaveValue('Tokyo');
    await expect(page.getByText('Time zone: Asia/Tokyo')).toBeVisible();
    await expect(from).toHaveAttribute('aria-expanded', 'false');

    // An abbreviation finds the zones that use it; arrows move; Escape closes.
    const to = page.getByRole('combobox', { name: 'To time zone' });
    await to.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('CET');
    const toList = page.getByRole('listbox', { name: 'To time zone: matching places' });
    await expect(toList.getByRole('option').first()).toContainText('Europe/Paris');
    await page.keyboard.press('ArrowDown');
    await expect(toList.getByRole('option', { selected: true })).not.toContainText('Europe/Paris');
    await page.keyboard.press('ArrowUp');
    await expect(toList.getByRole('option', { selected: true })).toContainText('Europe/Paris');
    await page.keyboard.press('Escape');
    await expect(to).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(to).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(to).toHaveValue('Europe/Paris');

    await page.getByLabel('Date').fill('2026-07-01');
    await page.getByLabel('Time', { exact: true }).fill('09:00');
    await page.getByLabel('Time', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\?date=2026-07-01&time=09:00&from=Asia\/Tokyo&fromCity=Tokyo&to=Europe\/Paris$/);
    await expect(result(page)).toContainText('02:00 (2:00 AM)Wednesday, July 1, 2026');
    await expect(result(page)).toContainText('Paris is 7 hours behind Tokyo');
    expect(await axe(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('the open list and a result pass axe in dark mode', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/time-zone-calculator?date=2025-11-02&time=01:30&from=America/New_York&to=Asia/Kolkata');
    await ready(page);
    await page.getByRole('combobox', { name: 'To time zone' }).fill('new');
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });

  test('malformed values fall back to the defaults', async ({ page, problems }) => {
    await page.goto('/time-zone-calculator?date=2025-02-30&time=%3Cscript%3E&from=Mars/Olympus&to=javascript:alert(1)&occurrence=9');
    await ready(page);
    await expect(result(page)).toContainText('press Convert');
    await expect(page.getByRole('combobox', { name: 'To time zone' })).toHaveValue('UTC');
    expect(problems).toEqual([]);
  });

  test('at 1280 px, a link’s date, time and zone it cannot use are named as left out, as on the other calculators', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/time-zone-calculator?date=2026-13-45&time=25:99&from=Mars/Olympus');
    await ready(page);
    await expect(page).toHaveURL(/\/time-zone-calculator$/);
    await expect(result(page)).toContainText('The link’s date is not a real date between the years 1 and 9999, so it was left out.');
    await expect(result(page)).toContainText('The link’s time is not a time on the 24-hour clock (00:00 to 23:59), so it was left out.');
    await expect(result(page)).toContainText('The link’s time zone is not one this browser knows, so your own zone is used.');
    await expect(result(page)).not.toContainText('“to”');
    await expect(result(page)).toContainText('press Convert');
    // A link it can use says nothing of the kind.
    await page.goto('/time-zone-calculator?date=2026-07-01&time=09:00&from=Asia/Tokyo');
    await expect(result(page)).toContainText('Wednesday, July 1, 2026');
    await expect(result(page)).not.toContainText('left out');
    expect(problems).toEqual([]);
  });
});

test.describe('date format converter', () => {
  test('converts what was typed, says which reading it used, and switches with one click', async ({ page, problems }) => {
    await page.goto('/date-format-converter');
    await ready(page);
    await page.getByLabel('Date', { exact: true }).fill('03/04/2025');
    await page.getByLabel('Output format').selectOption('d MMMM yyyy');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expect(page).toHaveURL(/\?date=03\/04\/2025&format=d\+MMMM\+yyyy$/);
    await expect(result(page)).toContainText('4 March 2025');
    await expect(result(page)).toContainText('Read as Tuesday, March 4, 2025, month first.');
    await page.getByRole('link', { name: 'Read it as 3 April 2025 instead' }).click();
    await expect(page).toHaveURL(/order=dmy$/);
    await expect(result(page)).toContainText('Read as Thursday, April 3, 2025, day first.');
    await expect(result(page)).toContainText('ISO weekWeek 14 of 2025');
    await expect(result(page)).toContainText('Unix time at 00:00 UTC1743638400');
    expect(problems).toEqual([]);
  });

  test('the two errors show in a red box; empty input does nothing', async ({ page, problems }) => {
    await page.goto('/date-format-converter');
    await ready(page);
    await page.getByRole('button', { name: 'Convert' }).click();
    await expect(page).toHaveURL(/\/date-format-converter$/);
    await page.getByLabel('Date', { exact: true }).fill('tomorrow-ish');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expect(result(page)).toContainText('Invalid date format');
    await expect(result(page)).toHaveClass(/border-danger/);
    await page.getByLabel('Date', { exact: true }).fill('February 29, 2025');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expect(result(page)).toContainText('Unable to parse date. Please check format and try again.');
    expect(await axe(page)).toEqual([]);
    await page.goBack();
    await expect(result(page)).toContainText('Invalid date format');
    expect(problems).toEqual([]);
  });

  test('Copy puts the converted date on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/date-format-converter?date=2026-07-04&format=EEEE,+MMMM+d,+yyyy');
    await ready(page);
    await page.getByRole('button', { name: 'Copy Saturday, July 4, 2026' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Saturday, July 4, 2026');
  });

  test('hostile text is shown as text, never as markup', async ({ page, problems }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await page.goto('/date-format-converter?date=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&format=%3Cb%3E');
    await ready(page);
    await expect(result(page)).toContainText('Invalid date format');
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue('<img src=x onerror=alert(1)>');
    await expect(page.locator('main img')).toHaveCount(0);
    expect(dialogs).toBe(0);
    expect(problems).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the time zone form takes labels as typed, and Swap converts the other way', async ({ page, browser }) => {
    await page.goto('/time-zone-calculator');
    await page.getByLabel('Date').fill('2026-01-15');
    await page.getByLabel('Time', { exact: true }).fill('09:00');
    await page.getByLabel('From time zone', { exact: true }).fill('EST');
    await page.getByLabel('To time zone', { exact: true }).fill('jst');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expect(page).toHaveURL(/date=2026-01-15&time=09%3A00&from=EST&to=jst/);
    let live = await openWithJavaScript(browser, page.url());
    await expect(live).toHaveURL(/\?date=2026-01-15&time=09:00&from=America\/New_York&to=Asia\/Tokyo$/);
    await expect(result(live)).toContainText('23:00 (11:00 PM)Thursday, January 15, 2026');
    await live.context().close();

    // Swap submits the fields with the zones traded.
    await page.goto('/time-zone-calculator');
    await page.getByLabel('Date').fill('2026-01-15');
    await page.getByLabel('Time', { exact: true }).fill('09:00');
    await page.getByLabel('From time zone', { exact: true }).fill('America/New_York');
    await page.getByLabel('To time zone', { exact: true }).fill('Asia/Tokyo');
    await page.getByRole('button', { name: /Swap zones/ }).click();
    live = await openWithJavaScript(browser, page.url());
    await expect(live).toHaveURL(/\?date=2026-01-15&time=09:00&from=Asia\/Tokyo&to=America\/New_York$/);
    await expect(result(live)).toContainText('19:00 (7:00 PM)Wednesday, January 14, 2026');
    await live.context().close();
  });

  test('the date format form submits the text as typed', async ({ page, browser }) => {
    await page.goto('/date-format-converter');
    await page.getByLabel('Date', { exact: true }).fill('15.03.2025');
    await page.getByLabel('Output format').selectOption('MM/dd/yyyy');
    await page.getByRole('button', { name: 'Convert' }).click();
    const live = await openWithJavaScript(browser, page.url());
    await expect(live).toHaveURL(/\?date=15\.03\.2025&format=MM\/dd\/yyyy$/);
    await expect(result(live)).toContainText('US (MM/dd/yyyy)03/15/2025');
    await live.context().close();
  });
});

test('the zone list and the cities load only when a zone box is used', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(request.url()));
  // The place search (with the zone directory) and the city list are chunks of their own.
  const searchFiles = () => loaded.filter((url) => /\/assets\/(city-search|cities)-/.test(url));
  await page.goto('/time-zone-calculator');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(searchFiles()).toEqual([]);
  await page.getByRole('combobox', { name: 'From time zone' }).focus();
  await expect.poll(() => searchFiles().length).toBe(2);
});
