/**
 * Reads every HTML file of a build: the files are shared out among worker threads, one per core
 * (`os.availableParallelism()`), each reading its files and their facts (read-page.mjs), so the
 * pass takes the time of the slowest share, not of every page one after another.
 */
import { readdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PageFacts } from './read-page.mjs';

/** Every file under `dir`, by its path from there with `/` separators (`holidays/germany.html`). */
export async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1).replaceAll('\\', '/'));
}

/** How many files a worker is sent at once: a worker asks for more when it is done. */
const BATCH = 24;

/** The facts of each of `files` (paths under `dir`), read by `workers` threads. */
export async function readPages(dir: string, files: readonly string[], workers = availableParallelism()): Promise<Map<string, PageFacts>> {
  const facts = new Map<string, PageFacts>();
  let next = 0;
  const work = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(new URL('./page-worker.mjs', import.meta.url));
      let batch: readonly string[] = [];
      const send = () => {
        batch = files.slice(next, (next += BATCH));
        if (batch.length === 0) return void worker.terminate().then(() => resolve(), reject);
        worker.postMessage(batch.map((file) => join(dir, file)));
      };
      worker.on('message', (read: PageFacts[]) => {
        read.forEach((page, i) => facts.set(batch[i]!, page));
        send();
      });
      worker.on('error', reject);
      send();
    });
  await Promise.all(Array.from({ length: Math.max(1, Math.min(workers, Math.ceil(files.length / BATCH))) }, work));
  return facts;
}
