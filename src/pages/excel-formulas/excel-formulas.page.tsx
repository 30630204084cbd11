import { contentPage } from '@/shell/content-page';
import { staticIsland } from '@/shell/static-island';
import { meta } from '@/pages/excel-formulas/excel-formulas.meta';

export default contentPage({
  meta,
  heading: 'Excel and Google Sheets Date Formulas',
  lead: 'Every spreadsheet date formula people search for, with a worked example whose result you can check in our calculators.',
  // The guide's text is prerendered; its module loads only when the visitor reaches for it.
  Body: staticIsland(() => import('@/pages/excel-formulas/excel-formulas.body')).Island,
});
