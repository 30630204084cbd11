/**
 * Joins class names, leaving out the ones not in force (`cond && 'class'`). shadcn's `cn` adds
 * clsx and tailwind-merge: tailwind-merge would add its weight to every page's first load, our
 * primitives never receive a class that conflicts with their own, and every caller here passes
 * strings.
 */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
