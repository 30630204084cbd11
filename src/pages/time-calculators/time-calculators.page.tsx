import { contentPage } from '@/shell/content-page';
import { staticText } from '@/shell/static-island';
import { meta } from '@/pages/time-calculators/time-calculators.meta';

export default contentPage({
  meta,
  heading: 'All Date and Time Calculators',
  lead: 'Every calculator on Datewise, grouped by what it does.',
  /** The list with each page's description, and the FAQ: static text, no script on the first load. */
  Body: staticText(() => import('@/pages/time-calculators/time-calculators.content').then(({ CalculatorsText }) => CalculatorsText)),
});
