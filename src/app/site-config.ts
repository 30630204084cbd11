/** Facts about the site that appear in several places. Change them here only. */
export const siteConfig = {
  name: 'Datewise',
  /** Origin used for canonical links, Open Graph URLs and the sitemap. Override at build time with SITE_URL. */
  url: (import.meta.env?.VITE_SITE_URL as string | undefined) ?? 'https://datewise.app',
  contactEmail: 'support@datewise.app',
  supportHours: 'Monday to Friday, 9 AM to 6 PM Eastern Time (New York)',
} as const;
