/** The custom event countdown: TanStack Form, the link, the emoji grid, the calendar file. */
import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { EMOJI } from '../../src/countdowns/custom-event-countdown/custom-event-countdown.params';
import { axe, darkMode, expect, hydrated, openWithJavaScript, ready, result, test } from './fixtures';

test('create a countdown with the keyboard, share its link, add it to a calendar, then another', async ({ page, problems }) => {
  await page.clock.install({ time: new Date('2025-01-15T18:00:00Z') });
  await page.goto('/custom-event-countdown');
  await hydrated(page);
  const create = page.getByRole('button', { name: 'Create Countdown' });
  await expect(create).toBeDisabled();
  await page.getByLabel('Event name').fill('Trip, part 1; "Rome" 🎉');
  await page.getByLabel('Event date').fill('2025-06-12');
  await expect(create).toBeEnabled();

  // The 16 emoji are one radio group: arrow keys move the choice.
  await expect(page.getByRole('radio')).toHaveCount(16);
  await page.getByRole('radio', { name: 'Party popper' }).focus();
  await expect(page.getByRole('radio', { name: 'Party popper' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Two hearts' })).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'Birthday cake' })).toBeChecked();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/custom-event-countdown\?name=Trip,\+part\+1;\+%22Rome%22\+%F0%9F%8E%89&date=2025-06-12&emoji=birthday-cake$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Trip, part 1; "Rome" 🎉' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Birthday cake' })).toHaveAttribute('src', '/emoji/birthday-cake.svg');
  await expect(result(page)).toContainText('148calendar days until Trip, part 1; "Rome" 🎉: Thursday, June 12, 2025');
  await expect(page.getByRole('timer')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const ics = await readFile((await (await download).path())!, 'utf8');
  expect(ics).toContain('DTSTART;VALUE=DATE:20250612\r\n');
  expect(ics).toContain('SUMMARY:Trip\\, part 1\\; "Rome" 🎉\r\n');

  // The link reopens the same countdown.
  const shared = await openWithJavaScript(page.context().browser()!, page.url());
  await expect(shared.getByRole('heading', { level: 2, name: 'Trip, part 1; "Rome" 🎉' })).toBeVisible();
  await shared.context().close();

  await page.getByRole('button', { name: 'Create Another Countdown' }).click();
  await expect(page).toHaveURL(/\/custom-event-countdown$/);
  await expect(page.getByLabel('Event name')).toHaveValue('Trip, part 1; "Rome" 🎉');
  await expect(page.getByLabel('Event date')).toHaveValue('2025-06-12');
  await expect(page.getByRole('radio', { name: 'Birthday cake' })).toBeChecked();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Trip, part 1; "Rome" 🎉' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a hostile name is shown as text and runs nothing', async ({ page, problems }) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  await page.goto('/custom-event-countdown?name=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E%3Cscript%3Ealert(2)%3C%2Fscript%3E&date=2099-01-01&emoji=%3Cb%3E');
  await ready(page);
  await expect(page.getByRole('heading', { level: 2, name: '<img src=x onerror=alert(1)><script>alert(2)</script>' })).toBeVisible();
  // The only pictures are the site's own emoji files: the name made no element.
  await expect(page.locator('main img:not([src^="/emoji/"])')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Party popper' })).toBeVisible();
  expect(dialogs).toBe(0);
  expect(problems).toEqual([]);
});

test('a past date counts up; a malformed link shows the form', async ({ page, problems }) => {
  await page.clock.install({ time: new Date('2025-01-15T18:00:00Z') });
  await page.goto('/custom-event-countdown?name=Launch&date=2025-01-01');
  await ready(page);
  await expect(result(page)).toContainText('14calendar days since');
  await page.goto('/custom-event-countdown?name=Launch&date=2025-13-01');
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Create Countdown' })).toBeVisible();
  await expect(page).toHaveURL(/\/custom-event-countdown$/);
  expect(problems).toEqual([]);
});

// The visitor is in New York: the start is shown in the event's zone and in theirs.
test.describe('a time and a zone, seen from New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('a link shows the start in both zones and ticks to it; its .ics starts at that instant in UTC; axe in both themes', async ({ page, problems }) => {
    await page.clock.install({ time: new Date('2026-11-25T12:00:00Z') });
    await page.goto('/custom-event-countdown?name=Launch&date=2026-12-31&time=18:00&zone=Europe/London');
    await ready(page);
    await expect(result(page)).toContainText('36calendar days until Launch: Thursday, December 31, 2026 at 18:00 in London');
    await expect(result(page)).toContainText('18:00 in London is 13:00 your time (New York).');
    // 36 days and 6 hours of elapsed time, not the 36 days to a midnight.
    const timer = page.getByRole('timer', { name: 'Exact time left until the start' });
    await expect(timer.locator('> div').first()).toHaveText('36days');
    await expect(timer.locator('> div').nth(1)).toHaveText(/^0[56]hours$/);
    await expect(page.getByText('Time zone: Europe/London, UTC+00:00 on that date')).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('custom-event-20261231T180000Z.ics');
    const ics = await readFile((await file.path())!, 'utf8');
    expect(ics).toContain('DTSTART:20261231T180000Z\r\nDTEND:20261231T190000Z\r\n');
    expect(ics).not.toContain('VALUE=DATE');

    expect(await axe(page)).toEqual([]);
    await darkMode(page);
    expect(await axe(page)).toEqual([]);

    // Create Another: the form, its time and zone filled in and shown.
    await page.getByRole('button', { name: 'Create Another Countdown' }).click();
    await expect(page.getByLabel('Time', { exact: true })).toHaveValue('18:00');
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/London');
    expect(problems).toEqual([]);
  });

  test('the form: a zone from the list; a start already passed and an unknown zone are refused inline', async ({ page, problems }) => {
    await page.clock.install({ time: new Date('2026-11-25T15:00:00Z') }); // 10:00 in New York
    await page.goto('/custom-event-countdown');
    await hydrated(page);
    await page.getByLabel('Event name').fill('Call');
    await page.getByLabel('Event date').fill('2026-11-25');
    await page.getByText('Add a time and time zone (optional)').click();
    await page.getByLabel('Time', { exact: true }).fill('09:00');
    const create = page.getByRole('button', { name: 'Create Countdown' });
    await create.click();
    await expect(page.getByText('09:00 on Wednesday, November 25, 2026 has already passed. Choose a later time or date.')).toBeVisible();

    await page.getByLabel('Time', { exact: true }).fill('18:00');
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    await zone.fill('tokyo');
    await page.getByRole('option', { name: /^Asia\/Tokyo/ }).click();
    await expect(zone).toHaveValue('Asia/Tokyo');
    await create.click();
    await expect(page.getByText('18:00 on Wednesday, November 25, 2026 in Tokyo has already passed. Choose a later time or date.')).toBeVisible();

    await zone.fill('Mars/Olympus');
    await zone.press('Escape');
    await create.click();
    await expect(page.getByText(/^Choose a time zone from the list/)).toBeVisible();
    await expect(page).toHaveURL(/\/custom-event-countdown$/);

    await zone.fill('Asia/Tokyo');
    await zone.press('Escape');
    await page.getByLabel('Event date').fill('2026-11-26');
    await create.click();
    await expect(page).toHaveURL(/\?name=Call&date=2026-11-26&time=18:00&zone=Asia\/Tokyo$/);
    await expect(result(page)).toContainText('18:00 in Tokyo is 04:00 your time (New York).');
    expect(problems).toEqual([]);
  });

  test('a link’s invalid time and zone are dropped: the date’s countdown, and a clean link', async ({ page, problems }) => {
    await page.goto('/custom-event-countdown?name=Launch&date=2099-01-01&time=25:00&zone=Mars/Olympus');
    await ready(page);
    await expect(page).toHaveURL(/\?name=Launch&date=2099-01-01$/);
    await expect(result(page)).toContainText('days until Launch: Thursday, January 1, 2099');
    await expect(page.getByRole('timer', { name: 'Time left until midnight at the start of the day, your time' })).toBeVisible();
    await expect(page.getByText('The link’s time is not a time on the 24-hour clock, so the countdown runs to midnight.')).toBeVisible();
    await expect(page.getByText('The link’s time zone is not one this browser knows, so your own zone is used.')).toBeVisible();
    expect(problems).toEqual([]);
  });
});

/** For each picture `images` finds: its alt text, whether it loaded (a natural width) and is drawn 20 px wide or more. */
async function pictures(images: Locator) {
  await expect.poll(() => images.evaluateAll((all: HTMLImageElement[]) => all.every((img) => img.complete))).toBe(true);
  return images.evaluateAll((all: HTMLImageElement[]) =>
    all.map((img) => ({ alt: img.alt, loaded: img.naturalWidth > 0, drawn: img.getBoundingClientRect().width >= 20 })),
  );
}

// No colour emoji font on this machine (nor on many others): the characters were empty boxes.
test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('each of the 16 emoji choices is a picture that loads, with a name and a tooltip; the countdown shows the chosen one', async ({ page, problems }) => {
    await page.clock.install({ time: new Date('2025-01-15T18:00:00Z') });
    await page.goto('/custom-event-countdown');
    await hydrated(page);
    const choices = page.getByRole('group', { name: 'Emoji' });
    expect(await pictures(choices.locator('label img'))).toEqual(EMOJI.map((emoji) => ({ alt: emoji.name, loaded: true, drawn: true })));
    for (const emoji of EMOJI) {
      await expect(choices.getByRole('radio', { name: emoji.name, exact: true })).toHaveCount(1);
      const label = choices.locator('label', { has: page.getByRole('radio', { name: emoji.name, exact: true }) });
      await expect(label).toHaveAttribute('title', emoji.name);
    }

    await page.getByLabel('Event name').fill('Launch');
    await page.getByLabel('Event date').fill('2025-06-12');
    await choices.getByRole('img', { name: 'Glowing star' }).click();
    await expect(choices.getByRole('radio', { name: 'Glowing star' })).toBeChecked();
    await page.getByRole('button', { name: 'Create Countdown' }).click();
    await expect(page).toHaveURL(/emoji=glowing-star$/);
    await expect(result(page)).toContainText('148calendar days until Launch');
    expect(await pictures(page.getByRole('img', { name: 'Glowing star' }))).toEqual([{ alt: 'Glowing star', loaded: true, drawn: true }]);
    // The ideas in the page's text show pictures too (beside their words: no name of their own),
    // with the credit their licence asks for.
    const ideas = await pictures(page.locator('main li img'));
    expect(ideas).toHaveLength(12);
    expect(ideas.filter((img) => !(img.loaded && img.drawn && img.alt === ''))).toEqual([]);
    await expect(page.getByRole('link', { name: 'CC-BY 4.0' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
    expect(problems).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form submits name, date and emoji and the link counts down', async ({ page, browser }) => {
    await page.goto('/custom-event-countdown');
    await page.getByLabel('Event name').fill('Launch');
    await page.getByLabel('Event date').fill('2099-03-01');
    await page.getByRole('img', { name: 'Trophy' }).click();
    await page.getByRole('button', { name: 'Create Countdown' }).click();
    const live = await openWithJavaScript(browser, page.url());
    await expect(live).toHaveURL(/\?name=Launch&date=2099-03-01&emoji=trophy$/);
    await expect(live.getByRole('heading', { level: 2, name: 'Launch' })).toBeVisible();
    await live.context().close();
  });

  test('the time and zone fields submit with the form', async ({ page, browser }) => {
    await page.goto('/custom-event-countdown');
    await page.getByLabel('Event name').fill('Launch');
    await page.getByLabel('Event date').fill('2099-03-01');
    await page.getByText('Add a time and time zone (optional)').click();
    await page.getByLabel('Time', { exact: true }).fill('18:00');
    await page.getByRole('textbox', { name: 'Time zone' }).fill('europe/london');
    await page.getByRole('button', { name: 'Create Countdown' }).click();
    const live = await openWithJavaScript(browser, page.url());
    await expect(live).toHaveURL(/\?name=Launch&date=2099-03-01&time=18:00&zone=Europe\/London$/);
    await expect(result(live)).toContainText('until Launch: Sunday, March 1, 2099 at 18:00');
    await live.context().close();
  });
});

test.describe('at 375 px, once the start has passed that day', () => {
  test.use({ viewport: { width: 375, height: 800 }, timezoneId: 'Europe/London' });

  test('says how long ago it started, not just “Today!”', async ({ page, problems }) => {
    await page.clock.install({ time: new Date('2026-12-31T20:10:00Z') });
    await page.goto('/custom-event-countdown?name=Launch&date=2026-12-31&time=18:00&zone=Europe/London');
    await ready(page);
    await page.clock.pauseAt(new Date('2026-12-31T20:15:00Z'));
    await expect(result(page)).toContainText('Today!Launch started 2 hours and 15 minutes ago, today at 18:00, Thursday, December 31, 2026.');
    await expect(result(page)).not.toContainText('counts the days since');
    await expect(page.getByRole('timer')).toBeHidden();
    expect(problems).toEqual([]);
  });
});
