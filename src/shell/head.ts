import type { MemberHead, PageMeta } from '@/registry/types';
import { siteConfig } from '@/shell/site-config';

/**
 * The document title: the page's own title and the site name, the same way on every page (the
 * titles in the pages' metadata are short enough for the whole to fit a search result).
 */
export function documentTitle(meta: Pick<PageMeta, 'title'>): string {
  return `${meta.title} – ${siteConfig.name}`;
}

export function canonicalUrl(page: Pick<PageMeta, 'path'>): string {
  return siteConfig.url + (page.path === '/' ? '/' : page.path);
}

export interface HeadData {
  title: string;
  description: string;
  canonical?: string;
  noindex?: boolean;
}

/** The head of a page from its own metadata (or a family member's head); an alias gets the canonical path's link. */
export function headFor(meta: MemberHead): HeadData {
  return { title: documentTitle(meta), description: meta.description, canonical: canonicalUrl(meta) };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Head tags as HTML, for the prerendered files. */
export function headHtml(head: HeadData): string {
  const t = escapeHtml(head.title);
  const d = escapeHtml(head.description);
  const tags = [
    `<title>${t}</title>`,
    `<meta name="description" content="${d}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${siteConfig.name}" />`,
    `<meta property="og:title" content="${t}" />`,
    `<meta property="og:description" content="${d}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ];
  if (head.canonical) {
    const c = escapeHtml(head.canonical);
    tags.push(`<link rel="canonical" href="${c}" />`, `<meta property="og:url" content="${c}" />`);
  }
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  return tags.join('\n    ');
}

/** Brings the live document's head in line with `head` after a client-side navigation. */
export function applyHead(head: HeadData): void {
  document.title = head.title;
  const set = (tag: 'meta' | 'link', key: [string, string], attr: string, value: string | undefined) => {
    let el = document.head.querySelector(`${tag}[${key[0]}="${key[1]}"]`);
    if (value === undefined) return el?.remove();
    if (!el) {
      el = document.createElement(tag);
      el.setAttribute(key[0], key[1]);
      document.head.append(el);
    }
    el.setAttribute(attr, value);
  };
  set('meta', ['name', 'description'], 'content', head.description);
  set('meta', ['property', 'og:title'], 'content', head.title);
  set('meta', ['property', 'og:description'], 'content', head.description);
  set('link', ['rel', 'canonical'], 'href', head.canonical);
  set('meta', ['property', 'og:url'], 'content', head.canonical);
  set('meta', ['name', 'robots'], 'content', head.noindex ? 'noindex' : undefined);
}

/** A URL path as the registry lists it: without a trailing slash (`/` stays `/`). */
export const trimPath = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
