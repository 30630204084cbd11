import type { PageMeta } from '@/registry/types';

/** Developer guide: date code examples in six languages, what search results and the page's head show. */
export const meta = {
  path: '/developer-tools',
  title: 'Date Code Examples: JavaScript, Python and More',
  description:
    'Days between dates, adding days, business days, age and time zone conversion in JavaScript, Python, PHP, Java, C# and Ruby, with checked results and pitfalls.',
  keywords: [
    'javascript days between two dates',
    'python business days between two dates',
    'numpy busday_count',
    'date-fns differenceInBusinessDays',
    'javascript date one day off',
    'temporal plaindate',
    'java days between two dates',
    'calculate age from date of birth',
  ],
  related: ['/days-between-dates', '/business-days-calculator', '/age-calculator', '/time-zone-calculator', '/date-from-today', '/excel-formulas'],
} satisfies PageMeta;
