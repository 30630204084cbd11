import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * Visible text uses typographic apostrophes (’). The browser suite reads every page as it is
 * first shown; this reads every string of the source, so that text shown only later (a result
 * for other inputs, a toast, a message) keeps them too. Code is left alone: a multi-line
 * template is a code sample of a guide, and comments are not strings.
 */
const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A straight apostrophe inside a word (Valentine's) or after a plural (the users'). */
const STRAIGHT_APOSTROPHE = /\p{L}'\p{L}|\p{L}s'(?=[\s.,;:!?)]|$)/u;

interface Node {
  type: string;
  [key: string]: unknown;
}

/** The strings of a module that can reach the page: string literals, template parts and JSX text. */
function strings(file: string, source = readFileSync(file, 'utf8')): { line: number; text: string }[] {
  const { program, errors } = parseSync(file, source);
  expect(errors, file).toEqual([]);
  const found: { line: number; text: string }[] = [];
  const lineOf = (node: Node) => source.slice(0, node.start as number).split('\n').length;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const node = value as Node;
    if (/^(Import|Export(All|Named)).*Declaration$|^TSLiteralType$|^ImportExpression$/.test(node.type) && !node.declaration) return;
    if (node.type === 'TemplateLiteral') {
      const quasis = node.quasis as { value: { cooked: string } }[];
      if (quasis.some((q) => q.value.cooked.includes('\n'))) return; // a code sample
    }
    if (node.type === 'Literal' && typeof node.value === 'string') found.push({ line: lineOf(node), text: node.value });
    if (node.type === 'TemplateElement') found.push({ line: lineOf(node), text: (node.value as { cooked: string }).cooked });
    if (node.type === 'JSXText') found.push({ line: lineOf(node), text: node.value as string });
    for (const [key, child] of Object.entries(node)) if (key !== 'type') visit(child);
  };
  visit(program);
  return found;
}

describe('typographic apostrophes', () => {
  it('finds a straight apostrophe in a string and in JSX text, but not in a comment or a code sample', () => {
    const sample = [
      '// A comment: Valentine\'s Day',
      "const label = 'Valentine\\'s Day';",
      "const dates = `the visitors' dates`;",
      "const code = `const d = new Date('2026-03-01');\\n// the day's offset`;",
      "const view = <p title=\"today\">It's today</p>;",
    ].join('\n');
    expect(strings('sample.tsx', sample).filter(({ text }) => STRAIGHT_APOSTROPHE.test(text)).map(({ text }) => text.trim())).toEqual([
      'Valentine\'s Day',
      'the visitors\' dates',
      'It\'s today',
    ]);
  });

  it('no string of the site that can be shown has a straight apostrophe', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    const straight = files.flatMap((file) =>
      strings(file)
        .filter(({ text }) => STRAIGHT_APOSTROPHE.test(text))
        .map(({ line, text }) => `${relative(SRC, file)}:${line}: ${text.trim()}`),
    );
    expect(straight).toEqual([]);
  }, 30_000); // parses every source file
});
