/**
 * Work on a list in slices that each run for at most `budgetMs`, yielding to the browser
 * between them: building a list of hundreds of zones, thousands of cities or the site's search
 * index then never makes a long task (over 50 ms) on a slow phone, and typing and painting go on
 * while it loads.
 */

/** Resolves in a task of its own, after the browser has had its turn (paint, input). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * `[...items].map(fn)`, a slice at a time (by time, so a slow device makes smaller slices).
 *
 * @example await mapInSlices(lines, parseLine) // the same as lines.map(parseLine)
 */
export async function mapInSlices<T, R>(items: Iterable<T>, fn: (item: T) => R, budgetMs = 8): Promise<R[]> {
  const out: R[] = [];
  let start = performance.now();
  for (const item of items) {
    out.push(fn(item));
    if (performance.now() - start > budgetMs) {
      await nextTask();
      start = performance.now();
    }
  }
  return out;
}
