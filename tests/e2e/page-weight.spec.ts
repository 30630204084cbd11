/**
 * Small pages: a prerendered page points at the one icon sprite file instead of carrying the
 * sprite, and every icon it uses is in that file.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

const htmlFile = (path: string) => `dist/${path === '/' ? 'index' : path.slice(1)}.html`;

test('a page carries no icon sprite: its icons point at the one sprite file, which has them all', async ({ request }) => {
  for (const path of ['/', '/holidays/germany', '/faq', '/about']) {
    const html = readFileSync(htmlFile(path), 'utf8');
    expect(html, `${path} holds no icon symbols`).not.toContain('<symbol');
    const uses = [...html.matchAll(/<use href="([^"#]+)#([^"]+)"/g)];
    expect(uses.length, path).toBeGreaterThan(5);
    const sprites = new Set(uses.map(([, file]) => file));
    expect([...sprites], path).toEqual([expect.stringMatching(/^\/assets\/icons-[\w-]+\.svg$/)]);
    const sprite = await (await request.get([...sprites][0]!)).text();
    for (const [, , id] of uses) expect(sprite, `${path}: the sprite has #${id}`).toContain(`<symbol id="${id}"`);
  }
});
