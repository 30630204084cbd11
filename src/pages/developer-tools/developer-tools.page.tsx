import { contentPage } from '@/shell/content-page';
import { staticIsland } from '@/shell/static-island';
import { meta } from '@/pages/developer-tools/developer-tools.meta';

export default contentPage({
  meta,
  heading: 'Date Calculations in Code: JavaScript, Python and More',
  lead: 'Days between dates, adding days, business days, age and time zones in six languages, with the pitfalls that cause off-by-one bugs.',
  // The guide's text and code are prerendered; their module loads only when the visitor reaches for them.
  Body: staticIsland(() => import('@/pages/developer-tools/developer-tools.body')).Island,
});
