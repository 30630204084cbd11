/** Every page's own metadata (its `<slug>.meta.ts`), by canonical path, for the browser tests. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageMeta } from '../../src/registry/types';

const dirs = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(dir, entry.name));
/** src/*\/*\/*.meta.ts: a page folder sits in a section folder, whatever the section. */
const files = dirs('src')
  .flatMap(dirs)
  .flatMap((dir) => readdirSync(dir).filter((f) => f.endsWith('.meta.ts')).map((f) => join(dir, f)));

export const metaByPath = new Map<string, PageMeta>(
  await Promise.all(
    files.map(async (file) => {
      const { meta } = (await import(pathToFileURL(join(process.cwd(), file)).href)) as { meta: PageMeta };
      return [meta.path, meta] as const;
    }),
  ),
);

export function metaOf(path: string): PageMeta {
  const meta = metaByPath.get(path);
  if (!meta) throw new Error(`No metadata file for ${path}`);
  return meta;
}
