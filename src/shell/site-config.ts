/** Facts about the site that appear in several places. Change them here only. */
export const siteConfig = {
  name: 'Datewise',
  /** Origin used for canonical links, Open Graph URLs and the sitemap. Override at build time with SITE_URL. */
  url: (import.meta.env?.VITE_SITE_URL as string | undefined) ?? 'https://datewise.app',
  /** The year the site was built (see vite.config.ts): a stand-in until the visitor's date is known. */
  buildYear: Number(import.meta.env?.VITE_BUILD_YEAR ?? new Date().getFullYear()),
} as const;
