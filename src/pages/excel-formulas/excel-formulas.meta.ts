import type { PageMeta } from '@/registry/types';

/** Excel date formulas guide: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/excel-formulas',
  title: 'Excel Date Formulas: DATEDIF and NETWORKDAYS',
  description:
    'Excel and Google Sheets date formulas with worked 2026 examples: DATEDIF, NETWORKDAYS with holidays, WORKDAY, WEEKDAY, EDATE, EOMONTH, ISOWEEKNUM and age.',
  keywords: [
    'excel date formulas',
    'datedif excel',
    'networkdays with holidays',
    'workday formula excel',
    'excel days between dates',
    'google sheets date formulas',
    'excel age formula',
    'isoweeknum',
  ],
  related: ['/days-between-dates', '/business-days-calculator', '/age-calculator', '/weekday-finder', '/developer-tools'],
} satisfies PageMeta;
