/**
 * What reads the same across the site. The rules every page keeps (its title ends with the site
 * name, its heading is in its language's heading style, it has its own text, an FAQ and related
 * links, it claims nothing no one can back) are checked over every page of the build in dist/
 * (tests/dist-check, npm run check:dist); here, what needs the served site or a browser.
 */
import { expect, hydrated, test } from './fixtures';

test('the contact page says how to write and that replies are not promised', async ({ request }) => {
  const contact = (await (await request.get('/contact')).text()).replace(/<[^>]*>/g, '');
  expect(contact).toContain('support@datewise.app');
  expect(contact).toContain('Datewise has no support hours and does not promise a reply');
});

test('the federal holiday table reads the same on the home page and on /holidays', async ({ page }) => {
  // 2026: Independence Day is a Saturday (day off Friday, July 3); Labor Day is its own day off.
  await page.clock.install({ time: new Date('2026-03-02T12:00:00') });
  const rows = async (path: string) => {
    await page.goto(path);
    await hydrated(page);
    const table = page.getByRole('table', { name: 'US federal holidays 2026' });
    await expect(table.locator('tbody tr')).toHaveCount(11);
    // Text content: the home page's table is below the fold, where the browser skips drawing it.
    const cells = (selector: string) => table.locator(selector).evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
    return { header: await cells('thead tr'), rows: await cells('tbody tr') };
  };
  const home = await rows('/');
  const holidays = await rows('/holidays');
  expect(home).toEqual(holidays);
  expect(home.rows).toContainEqual(['Independence Day', 'Saturday, July 4, 2026', 'Friday, July 3, 2026']);
  expect(home.rows).toContainEqual(['Labor Day', 'Monday, September 7, 2026', 'Same day']);
});
