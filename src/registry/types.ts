/**
 * The shapes of the page registry, in a module of their own: pages and shared components
 * import these types, never the registry itself (which imports every page through its loader).
 */
import type { ComponentType } from 'react';

export type SidebarGroup = 'date-calculators' | 'time-format' | 'project-planning' | 'special-days';
/** The content pages' groups: listed on every page (mobile menu and footer), as they are few. */
export type MenuGroup = 'guides' | 'support';
export type IconKey =
  | 'home' | 'calendar' | 'calendar-days' | 'calendar-range' | 'briefcase' | 'cake' | 'globe'
  | 'clock' | 'type' | 'star' | 'gift' | 'heart' | 'search' | 'leaf' | 'grid' | 'sheet' | 'code'
  | 'help' | 'layout' | 'flag' | 'ghost' | 'tree' | 'school' | 'rings' | 'party' | 'gem'
  | 'gantt' | 'hourglass' | 'vote' | 'droplet' | 'info' | 'mail' | 'shield' | 'scale';

/** A page's own metadata, kept in its folder (`<slug>.meta.ts`) and exported by its module. */
export interface PageMeta {
  /** The canonical path; the registry entry with the same path loads this page. */
  path: string;
  /** The document title without the site name, which `documentTitle` adds: at most 49 characters. */
  title: string;
  /** The meta description: what a search result shows. */
  description: string;
  /** What the site search also finds the page by. Its own copy of the meta file only: a page's chunk leaves them out (vite.config.ts). */
  keywords: readonly string[];
  /** Paths of related pages; only built ones are ever linked. */
  related: readonly string[];
}

/** A page as its module declares it (`calculatorPage`, `contentPage`, `definePage`). */
export interface PageDefinition {
  /** For a family's page, its member's props come from `usePageProps` (src/shell/page-props-context.ts). */
  Component: ComponentType;
  meta: PageMeta;
  /**
   * The canonical query string for a query string the page was opened with (a plain form's
   * submit, a hand-made link); the client rewrites the address with it before hydrating.
   */
  canonicalSearch?: (search: string) => string;
}

/** What a page module exports: its definition, as its default export. */
export interface PageModule {
  default: PageDefinition;
}

/** What the shell needs of a page: where it lives, how menus show it, and how to load it. */
export interface PageEntry {
  /**
   * The canonical path; for a family of pages drawn by one module, its pattern
   * (`/holidays/:country`), whose members its declaration lists (`family`).
   */
  path: string;
  /** Other paths of the same screen, each a redirect to `path` (`_redirects`). */
  aliases?: readonly string[];
  /** Short name in menus, cards and breadcrumbs. */
  label: string;
  /** Calculators carry a larger JavaScript budget than content pages. */
  kind: 'calculator' | 'content';
  /**
   * The nav level. A calculator's section (sidebar, mobile menu and the /time-calculators hub):
   * menus list it only on the pages of the same section, and link the other sections to their
   * place in the hub. A family is listed nowhere: its hub page links its members.
   */
  group?: SidebarGroup;
  /** A content page's group: menus list it on every page (mobile menu and footer). */
  menu?: MenuGroup;
  /**
   * One of the main links, on every page (the desktop header's nav and the phone menu's first
   * group), by its label there: `label`, or a shorter or plainer one.
   */
  topNav?: string;
  icon: IconKey;
  /** Lazy loader of the page module; present exactly when the page is built. */
  load?: () => Promise<PageModule>;
  /**
   * A family's declaration (`<slug>.family.ts`): its members, each with its head and props. Build
   * time only (the prerender, the sitemap and `_redirects`, the unit tests, the checks of the build,
   * the browser tests' paths): the client build leaves the loader out, and fails if a declaration
   * ships (vite.config.ts), so no page carries a family's list. The browser gets one member's
   * props with its page (`MemberData`).
   */
  family?: () => Promise<FamilyModule>;
}

/** What the head of a family's member shows: its own title and description, and its canonical path. */
export type MemberHead = Pick<PageMeta, 'path' | 'title' | 'description'>;

/** One member of a family, as its declaration lists it. */
export interface FamilyMember<Props = unknown> {
  /** Its head; `meta.path` is its canonical path. */
  meta: MemberHead;
  /** The other paths that redirect to it (`_redirects`): `/holidays/de`. */
  aliases: readonly string[];
  /** What its page draws it from (JSON: it is written into the page and beside it). */
  props: Props;
}

/** What a family's declaration module exports. */
export interface FamilyModule {
  members: readonly FamilyMember[];
}

/**
 * What the browser receives of one member (in its page's HTML, and as `/data/pages/<path>.json`
 * for a client-side navigation): its head and its props.
 */
export type MemberData<Props = unknown> = Pick<FamilyMember<Props>, 'meta' | 'props'>;

/** A family's paths: its members' canonical paths and their aliases. */
export interface FamilyPaths {
  canonical: readonly string[];
  aliases: readonly string[];
}

/** A page the shell can link to (a built page), as links, cards and breadcrumbs need it. */
export type PageLink = Pick<PageEntry, 'path' | 'label' | 'icon' | 'kind' | 'group'>;
