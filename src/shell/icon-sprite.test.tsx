import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { iconSprite, icons } from '@/shell/icon-sprite';

describe('the icon sprite file', () => {
  it('is the one rendered from the icon list (run this test with -u after changing the list)', async () => {
    await expect(iconSprite()).toMatchFileSnapshot('./icons.svg');
  });

  it('holds one symbol per icon name, with its stroke attributes', () => {
    const file = readFileSync('src/shell/icons.svg', 'utf8');
    const ids = [...file.matchAll(/<symbol id="icon-([^"]+)"/g)].map(([, id]) => id);
    expect(ids.toSorted()).toEqual(Object.keys(icons).toSorted());
    expect(file.match(/<symbol [^>]*stroke="currentColor"[^>]*fill="none"|<symbol [^>]*fill="none"[^>]*stroke="currentColor"/g)).toHaveLength(ids.length);
  });
});
