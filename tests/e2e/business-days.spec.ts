import { expect, openWithJavaScript, ready, result, test } from './fixtures';

test('add business days with the US holiday calendar names the skipped holidays', async ({ page, problems }) => {
  await page.goto('/business-days-calculator?start=2025-12-24&days=1&holidays=us');
  await expect(result(page)).toContainText('Friday, December 26, 2025');
  await expect(result(page)).toContainText('Christmas Day: Thursday, December 25, 2025');
  expect(problems).toEqual([]);
});

test('defaults reproduce the spec: weekends only, holidays not excluded', async ({ page }) => {
  await page.goto('/business-days?start=2025-12-24&days=5');
  await expect(result(page)).toContainText('Wednesday, December 31, 2025');
  await expect(result(page)).toContainText('Holidays are not excluded.');
  await expect(page.getByText('Example: 5 business days from today')).toBeVisible();
});

test('count business days between dates, with holidays and other weekends', async ({ page }) => {
  await page.goto('/business-days-calculator?mode=count&from=2025-12-22&to=2025-12-29&inclusive=false&holidays=us');
  await expect(result(page)).toContainText('4 business days');
  await page.getByRole('button', { name: 'Friday + Saturday' }).click();
  await expect(page).toHaveURL(/weekend=fri,sat/);
  await expect(result(page)).toContainText('4 business days');
  await expect(result(page)).toContainText('Weekend days skipped: Friday and Saturday (2 days).');
});

test('the weekend can be any set but all seven days', async ({ page }) => {
  await page.goto('/business-days-calculator?weekend=mon,tue,wed,thu,fri,sat&start=2025-01-01&days=1');
  await expect(result(page)).toContainText('Sunday, January 5, 2025');
  await page.getByRole('checkbox', { name: 'Sunday' }).click();
  await expect(page.getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
  await page.goto('/business-days-calculator?weekend=mon,tue,wed,thu,fri,sat,sun');
  await ready(page);
  await expect(page.getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();
});

test('submitting pushes a history entry and confirms', async ({ page }) => {
  await page.goto('/business-days-calculator?start=2025-01-03');
  await ready(page);
  await page.getByRole('button', { name: 'Calculate Date' }).click();
  await expect(page.locator('[data-sonner-toast]')).toContainText(
    '5 business days from Friday, January 3, 2025 is Friday, January 10, 2025',
  );
  await page.getByLabel('Number of business days').fill('10');
  await expect(result(page)).toContainText('Friday, January 17, 2025');
  await page.goBack();
  await expect(result(page)).toContainText('Friday, January 10, 2025');
});

test('malformed values fall back to the defaults', async ({ page, problems }) => {
  await page.goto('/business-days-calculator?mode=%3Cscript%3E&weekend=sat,sat&holidays=mars&days=-3');
  await ready(page);
  await expect(page.getByRole('tab', { name: 'Add or subtract days' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Number of business days')).toHaveValue('5');
  await expect(page.getByLabel('Holidays', { exact: true })).toHaveValue('none');
  expect(problems).toEqual([]);
});

test('the visitor’s own days off and working days: from a link, added in the form, listed in the result', async ({ page, problems }) => {
  await page.goto('/business-days-calculator?start=2025-01-17&days=5&off=2025-01-20&work=2025-01-25');
  await expect(result(page)).toContainText('5 business days after Friday, January 17, 2025SaturdaySaturday, January 25, 2025');
  await expect(result(page)).toContainText('Your day off: Monday, January 20, 2025');
  // The working-day calendar's fields load at once when the link sets one of its keys, and show the link's dates.
  await expect(page.getByRole('button', { name: 'Remove Monday, January 20, 2025' })).toBeVisible();
  await page.getByLabel('Extra days off: add a date').fill('2025-01-21');
  await expect(page).toHaveURL(/off=2025-01-20,2025-01-21/);
  await expect(result(page)).toContainText('Monday, January 27, 2025');
  await page.getByRole('button', { name: 'Remove Monday, January 20, 2025' }).click();
  await expect(page).toHaveURL(/off=2025-01-21&work=2025-01-25$/);
  expect(problems).toEqual([]);
});

test('a link’s unreadable list of days off is left out, and the result says so', async ({ page, problems }) => {
  await page.goto('/business-days-calculator?start=2025-01-17&days=1&off=2025-01-20,%3Cscript%3E');
  await ready(page);
  await expect(page).toHaveURL(/\?start=2025-01-17&days=1$/);
  await expect(result(page)).toContainText('The link’s list of days off holds something that is not a date, or more than 100 dates, so it was left out.');
  await expect(result(page)).toContainText('Monday, January 20, 2025');
  expect(problems).toEqual([]);
});

test('a country’s region: its own holidays skipped and named, the picker searchable, and the place in the link', async ({ page, problems }) => {
  // Wednesday, June 3, 2026 + 1: Corpus Christi (Thursday, June 4) is a public holiday in Bavaria, not in Berlin.
  await page.goto('/business-days-calculator?start=2026-06-03&days=1&holidays=de-by');
  await expect(result(page)).toContainText('1 business day after Wednesday, June 3, 2026FridayFriday, June 5, 2026');
  await expect(result(page)).toContainText('Corpus Christi: Thursday, June 4, 2026');
  const place = page.getByLabel('Holidays', { exact: true });
  await expect(place).toHaveValue('de-by');
  await page.getByLabel('Filter the places by name').fill('berlin');
  await expect(place.locator('option')).toHaveText(['No holidays (weekends only)', 'US federal holidays (observed dates)', 'Bayern', 'Berlin', 'Germany, national']);
  await place.selectOption('de-be');
  await expect(page).toHaveURL(/holidays=de-be/);
  await expect(result(page)).toContainText('1 business day after Wednesday, June 3, 2026ThursdayThursday, June 4, 2026');
  expect(problems).toEqual([]);
});

test('a country’s weekend is the default; a place the data does not know is said and dropped', async ({ page, problems }) => {
  await page.goto('/business-days-calculator?start=2026-01-01&days=1&holidays=sa');
  await expect(result(page)).toContainText('SundaySunday, January 4, 2026');
  await expect(result(page)).toContainText('Weekend days skipped: Friday and Saturday (2 days).');
  await expect(page.getByText('Default for this place: Friday and Saturday, from the Unicode CLDR week data.')).toBeVisible();
  await page.goto('/business-days-calculator?start=2025-01-17&days=1&holidays=zz');
  await expect(result(page)).toContainText('The holiday data knows no place “zz”, so no holidays are counted.');
  await expect(result(page)).toContainText('Monday, January 20, 2025');
  await expect(page).toHaveURL(/\?start=2025-01-17&days=1$/);
  expect(problems).toEqual([]);
});

test('a due date rolls by the chosen convention, from a link and from the form', async ({ page, problems }) => {
  await page.goto('/business-days-calculator?mode=due&start=2026-04-30&months=1&days=0&roll=modified-following');
  await expect(result(page)).toContainText('1 month after Thursday, April 30, 2026, modified followingFridayFriday, May 29, 2026');
  await expect(result(page)).toContainText('Unadjusted date: Saturday, May 30, 2026');
  await page.getByLabel('Following: the next working day').check();
  await expect(page).toHaveURL(/roll=following|mode=due&start=2026-04-30&months=1&days=0$/);
  await expect(result(page)).toContainText('MondayMonday, June 1, 2026');
  await page.getByRole('tab', { name: 'Add or subtract days' }).click();
  await expect(page).not.toHaveURL(/months=|roll=/);
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a place chosen in the plain form lands on its result', async ({ page, browser }) => {
    await page.goto('/business-days-calculator');
    await page.getByLabel('Custom date').check();
    await page.getByLabel('Custom start date').fill('2026-06-03');
    await page.getByLabel('Number of business days').fill('1');
    // Before JavaScript the list holds the countries (and the US states, the default calendar's); a region is listed once its country is chosen.
    await expect(page.locator('option[value="de-by"]')).toHaveCount(0);
    await page.getByLabel('Holidays', { exact: true }).selectOption('de');
    await page.getByRole('button', { name: 'Calculate Date' }).click();
    await expect(page).toHaveURL(/holidays=de/);

    // Corpus Christi (Thursday, June 4) is a holiday in some German states only.
    const live = await openWithJavaScript(browser, page.url());
    await expect(result(live)).toContainText('Thursday, June 4, 2026');
    await expect(live).toHaveURL(/\?days=1&start=2026-06-03&holidays=de$/);
    await live.context().close();
  });

  test('a day off entered in the plain form lands on the result', async ({ page, browser }) => {
    await page.goto('/business-days-calculator');
    await page.getByLabel('Custom date').check();
    await page.getByLabel('Custom start date').fill('2025-01-17');
    await page.getByLabel('Number of business days').fill('1');
    await page.getByLabel('Extra days off: add a date').fill('2025-01-20');
    await page.getByRole('button', { name: 'Calculate Date' }).click();
    await expect(page).toHaveURL(/off=2025-01-20/);

    const live = await openWithJavaScript(browser, page.url());
    await expect(result(live)).toContainText('Tuesday, January 21, 2025');
    await expect(live).toHaveURL(/\?days=1&start=2025-01-17&off=2025-01-20$/);
    await live.context().close();
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('a day count that is not a whole number is refused with why, and nothing is calculated', async ({ page }) => {
    await page.goto('/business-days-calculator?start=2025-01-03&days=7');
    await ready(page);
    await expect(result(page)).toContainText('7 business days');
    const field = page.getByLabel('Number of business days');
    for (const text of ['1e5', '1.5', '+5', '0x10']) {
      await field.fill('');
      await field.pressSequentially(text);
      // The field shows what was typed; the page says why it cannot use it.
      await expect(field).toHaveValue(text);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(`“${text}” is not a whole number: enter the number of business days in digits only.`).first()).toBeVisible();
      await expect(result(page)).toContainText('Not calculated');
      await expect(result(page)).toContainText('The last result, for the last valid entry');
      // The address keeps the last valid entry (the digits typed before the bad character), never the text.
      expect(new URL(page.url()).searchParams.get('days')).toMatch(/^(7|1|0)$/);
    }
    await field.fill('3 ');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(result(page)).toContainText('3 business days');
  });
});

test('the pages that use the holiday data credit python-holidays and its MIT licence, on a phone', async ({ page, problems }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const [path, line] of [
    ['/business-days-calculator', 'Holiday data: python-holidays, MIT licence. Weekends: Unicode CLDR.'],
    ['/project-timeline-calculator', 'Holiday data: python-holidays, MIT licence. Weekends: Unicode CLDR.'],
    ['/calendar-generator', 'The holidays of the countries and their regions come from python-holidays (MIT licence)'],
  ] as const) {
    await page.goto(path);
    await ready(page);
    const credit = page.locator('p').filter({ hasText: line }).last();
    await credit.scrollIntoViewIfNeeded();
    await expect(credit, path).toBeVisible();
    await expect(credit.getByRole('link', { name: 'python-holidays' }), path).toHaveAttribute('href', 'https://github.com/vacanza/holidays');
    await expect(credit.getByRole('link', { name: 'MIT licence' }), path).toHaveAttribute('href', 'https://github.com/vacanza/holidays/blob/dev/LICENSE');
    // The old data's credit and licence are gone from the page, its working-day calendar's fields included.
    const html = await page.content();
    expect(html, path).not.toContain('CC BY-SA');
    expect(html, path).not.toContain('date-holidays');
  }
  expect(problems).toEqual([]);
});

test('a place’s other kinds of day can count as days off: Bavaria’s Catholic-area Assumption Day', async ({ page, problems }) => {
  // Monday, August 11 to Friday, August 15, 2025 in Bavaria: five business days, four with the Catholic areas' Assumption Day.
  await page.goto('/business-days-calculator?mode=count&from=2025-08-11&to=2025-08-15&holidays=de-by');
  await ready(page);
  await expect(result(page)).toContainText('5 business days');
  const box = page.getByRole('checkbox', { name: 'Catholic areas' });
  await box.check();
  await expect(page).toHaveURL(/kinds=catholic/);
  await expect(result(page)).toContainText('4 business days');
  await expect(result(page)).toContainText('Assumption Day: Friday, August 15, 2025');
  expect(problems).toEqual([]);
});
