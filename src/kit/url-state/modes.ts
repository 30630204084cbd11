import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { parseAsStringLiteral, type Nullable, type Options, type ParserMap, type Values } from 'nuqs';
import type { IsoDate } from '@/lib/date/core/civil-date';
import { canonicalizer, serializer } from '@/kit/url/canonical';

/**
 * What every mode of a calculator declares: its tab's label and its own URL keys (one parser per
 * key). A page adds what it renders per mode (its inputs, its result, its toast): see `defineModes`.
 */
export interface ModeEntry {
  label: string;
  keys: ParserMap;
}

/** What a mode's inputs, result and toast are given: its own keys' values (and the shared ones), their setter, today. */
export interface ModeView<K extends ParserMap> {
  params: Values<K>;
  setParams: (patch: Partial<Values<K>>, options?: Pick<Options, 'history'>) => unknown;
  /** The visitor's date; null until the page has hydrated (`params` are the defaults until then). */
  today: IsoDate | null;
}

/**
 * A mode as a page declares it: beside its label and keys, its inputs, its result (the result and
 * what follows it), the submit button's text and the toast after a submit. `S` are the page's
 * shared keys, which every mode's view also holds.
 */
export interface Mode<K extends ParserMap, S extends ParserMap = {}> extends ModeEntry {
  keys: K;
  submit: string;
  toastTitle: string;
  /** The toast's text (null: no toast). */
  toastText: (view: ModeView<K & S>) => string | null;
  Inputs: ComponentType<ModeView<K & S>>;
  Result: ComponentType<ModeView<K & S>>;
}

/** Types one mode of a page with shared keys `S` by its own keys: `const mode = modeOf<typeof shared>()`. */
export const modeOf =
  <S extends ParserMap = {}>() =>
  <K extends ParserMap>(entry: Mode<K, S>) =>
    entry;

type Merged<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
const modeParser = <N extends string>(names: readonly [N, ...N[]]) => parseAsStringLiteral(names).withDefault(names[0]);

/**
 * A calculator's modes, declared once as data: `modeKey` (`tab`, `mode`) names the chosen mode in
 * the URL, the first mode is the default, and each mode lists its own keys; `shared` keys belong to
 * every mode. A key two modes both read is one parser (the same meaning, range and default).
 * Everything URL-side derives from the declaration: the page's parsers, its tabs, the update that
 * switches modes, the submitted query string and the canonical address, which all keep the chosen
 * mode's keys only, so no key of a mode left behind lingers in a link.
 */
export function defineModes<const K extends string, const M extends Record<string, ModeEntry>, S extends ParserMap = {}>(
  modeKey: K,
  modes: M,
  shared = {} as S,
) {
  type Name = Extract<keyof M, string>;
  const names = Object.keys(modes) as [Name, ...Name[]];
  // The mode, each mode's keys, then the shared ones: the order of a link's keys.
  const parsers: ParserMap = { [modeKey]: modeParser(names) };
  for (const keys of [...Object.values(modes).map((mode) => mode.keys), shared])
    for (const [key, parser] of Object.entries(keys)) {
      // Checked in development and tests, left out of the build.
      if (import.meta.env.DEV && parsers[key] && parsers[key] !== parser) throw new Error(`${key}: one parser in every mode`);
      parsers[key] = parser;
    }
  /** Each key of the modes other than `mode` that it does not read itself, set to null (removed). */
  const dropOthers = (mode: Name) =>
    Object.fromEntries(
      Object.keys(parsers)
        .filter((key) => key !== modeKey && !Object.hasOwn(shared, key) && !Object.hasOwn(modes[mode]!.keys, key))
        .map((key) => [key, null]),
    );
  const open = (mode: Name) => ({ [modeKey]: mode, ...dropOthers(mode) });
  const serialize = serializer(parsers);
  type Parsers = { [P in K]: ReturnType<typeof modeParser<Name>> } & S & Merged<M[Name]['keys']>;

  return {
    modes,
    parsers: parsers as Parsers,
    /** The tabs, in the declaration's order. */
    tabs: names.map((value) => ({ value, label: modes[value]!.label })),
    /** The URL update that opens `mode`: its name, and the other modes' keys removed. */
    open: open as (mode: Name) => Partial<Nullable<Values<Parsers>>>,
    /** Builds a link into the page from values (defaults left out). */
    serialize: serialize as (values: Partial<Values<Parsers>>) => string,
    /** The query string of a submit: `values` with the chosen mode's keys only. */
    search: (values: Values<Parsers>) => serialize({ ...values, ...open(values[modeKey] as Name) }),
    /**
     * The page's canonical address (see `canonicalSearch`): after `formShape`, the keys of every mode
     * but the chosen one (absent or unknown: the first) are dropped.
     */
    canonicalizer: (formShape?: (params: URLSearchParams) => void) =>
      canonicalizer(parsers, (params) => {
        formShape?.(params);
        const chosen = params.get(modeKey);
        for (const key in dropOthers(chosen !== null && Object.hasOwn(modes, chosen) ? (chosen as Name) : names[0])) params.delete(key);
      }),
  };
}

/** What a mode's module gives: its fields, its result and its toast's text. */
export interface ModeModule<V> {
  Inputs: ComponentType<V>;
  Result: ComponentType<V>;
  toastText: (view: V) => string | null;
}

/**
 * A mode of a calculator whose module loads when the mode opens, not with the page: the first
 * load carries the default mode only. While it loads, the fields are empty and the result shows
 * `pending` in its room. The toast's text comes from the module, loaded by the time the mode's
 * form is submitted.
 */
export function lazyMode<V extends object>(load: () => Promise<ModeModule<V>>, pending: ReactNode): ModeModule<V> {
  let loaded: ModeModule<V> | undefined;
  const Loaded = lazy(() =>
    load().then((module) => {
      loaded = module;
      return { default: ({ view, part }: { view: V; part: 'Inputs' | 'Result' }) => createElement(module[part], view) };
    }),
  );
  const part = (name: 'Inputs' | 'Result') => (view: V) =>
    createElement(Suspense, { fallback: name === 'Result' && pending }, createElement(Loaded, { view, part: name }));
  return { Inputs: part('Inputs'), Result: part('Result'), toastText: (view) => loaded?.toastText(view) ?? null };
}
