import { use, useLayoutEffect, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import type { MemberData } from '@/registry/types';
import { applyHead, headFor, trimPath } from '@/shell/head';
import { PageProps } from '@/shell/page-props-context';

/**
 * A family member's data (its head and props: `MemberData`) in the browser, one member at a time:
 * the page a visitor opens carries its own in its HTML (a JSON script element, written by the
 * prerender), and a client-side navigation to another member fetches its file,
 * `/data/pages/<path>.json` (a missing file: no such member, the 404 screen). The list of members
 * stays in the build (src/registry/paths.ts). The browser imports it only on demand, with a
 * family's page (not in the shell: vite.config.ts), so other pages do not carry it.
 */

/** The file a member's data is in, beside its page: `/data/pages/holidays/germany.json`. */
export const memberFile = (path: string): string => `/data/pages${path}.json`;

/** The id of the script element (JSON, never run) that carries a member's data in its page. */
const SCRIPT_ID = 'page-props';

/**
 * A member's data as its page's JSON script element. JSON may hold `</script>` in a string: every
 * `<`, `>` and `&` is written as its `\u` escape, so nothing in the data can end the element.
 */
export function memberScript(data: MemberData): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${SCRIPT_ID}">${json}</script>`;
}

const known = new Map<string, MemberData | null>();
const loading = new Map<string, Promise<MemberData | null>>();

/** Sets the data of the member at `path` (the prerender, before it renders the page); null: no member. */
export function knowMember(path: string, data: MemberData | null): void {
  known.set(path, data);
}

/** Forgets the member at `path` (the prerender, once its page is rendered). */
export function forgetMember(path: string): void {
  known.delete(path);
}

/** The member's data in the page's own HTML, if the page there is that member's. */
function inDocument(path: string): MemberData | undefined {
  const text = typeof document === 'undefined' ? null : document.getElementById(SCRIPT_ID)?.textContent;
  const data = text ? (JSON.parse(text) as MemberData) : undefined;
  return data?.meta.path === path ? data : undefined;
}

/** The member's file: null when there is none (404, or an answer that is not JSON); rejects when it cannot be fetched. */
async function fetchMember(path: string): Promise<MemberData | null> {
  const response = await fetch(memberFile(path));
  if (response.status === 404 || (response.ok && !response.headers.get('content-type')?.includes('json'))) return null;
  if (!response.ok) throw new Error(`${memberFile(path)}: ${response.status}`);
  return (await response.json()) as MemberData;
}

/**
 * The data of the member at `path` (a canonical path without a trailing slash), or null when no
 * member is there: from the page's HTML, else its file; once per path.
 */
export function loadMember(path: string): Promise<MemberData | null> {
  if (known.has(path)) return Promise.resolve(known.get(path)!);
  let promise = loading.get(path);
  if (!promise) {
    const here = inDocument(path);
    promise = (here ? Promise.resolve(here) : fetchMember(path)).then(
      (data) => (known.set(path, data), data),
      (error: unknown) => {
        loading.delete(path);
        throw error;
      },
    );
    loading.set(path, promise);
  }
  return promise;
}

const navigations = new Map<string, Promise<unknown>>();

/**
 * The member at `path` for its page's component: at once when known (the page first opened, or
 * visited before: hydration never waits), else suspending while its file loads. A file that cannot
 * be fetched (offline) makes it a full page load, which the service worker may answer.
 */
export function useMember(path: string): MemberData | null {
  const data = known.get(path);
  if (data !== undefined) return data;
  let waiting = navigations.get(path);
  if (!waiting) {
    waiting = loadMember(path).catch(() => {
      window.location.assign(window.location.href);
      return new Promise<never>(() => {});
    });
    navigations.set(path, waiting);
  }
  use(waiting);
  return known.get(path) ?? null;
}

/**
 * A family's page as the shell shows it at a path: with the member's head (set before the page's
 * own effects, so the page can refine it) and props, or the 404 screen at a path that is no member.
 */
export function memberPage(Page: ComponentType, notFound: () => ComponentType): ComponentType {
  return function MemberPage() {
    const member = useMember(trimPath(useLocation().pathname));
    useLayoutEffect(() => {
      if (member) applyHead(headFor(member.meta));
    }, [member]);
    if (!member) {
      const NotFound = notFound();
      return <NotFound />;
    }
    return (
      <PageProps value={member.props}>
        <Page />
      </PageProps>
    );
  };
}
