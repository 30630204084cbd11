import type { PageMeta } from '@/registry/types';
import { siteConfig } from '@/shell/site-config';
import type { HolidayCountry } from '@/special-days/country-holidays/holiday-country';

/** The family's own metadata: what its pattern stands for (each member has its own, below). */
export const meta = {
  path: '/holidays/:country',
  title: 'Public Holidays by Country',
  description: 'The public holidays of every country and territory of the world, year by year: dates, weekdays, regions, and a calendar file.',
  keywords: ['public holidays', 'bank holidays', 'national holidays', 'holidays by country'],
  related: ['/holidays', '/business-days-calculator', '/calendar-generator'],
} satisfies PageMeta;

/** The longest title a search result shows in full with the site's name after it. */
const MAX_TITLE = 49;

/**
 * A country page's metadata (in the build's year, which the prerendered page shows): "Germany
 * Public Holidays 2026: Dates and Regions", shorter where the name is long.
 */
export function countryMeta(country: HolidayCountry, year = siteConfig.buildYear): PageMeta {
  const regions = country.regionCount > 0;
  const title = [
    `${country.name} Public Holidays ${year}: Dates${regions ? ' and Regions' : ' and Days Off'}`,
    `${country.name} Public Holidays ${year}: Dates`,
    `${country.name} Public Holidays ${year}`,
    `${country.name} Holidays ${year}`,
  ].find((t) => t.length <= MAX_TITLE) ?? `${country.name} ${year}`;
  const description = `Public holidays in ${country.name} in ${year}: dates, weekdays${
    regions ? ', regions' : ''
  }, the days until the next one, other years, and a calendar file of the year.`;
  return {
    path: country.path,
    title,
    description,
    keywords: [`${country.name} public holidays ${year}`, `${country.name} holidays`, `${country.name} bank holidays`, 'public holidays'],
    related: meta.related,
  };
}
