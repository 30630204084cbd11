import { DateCalculatorScreen } from '@/calculators/date-from-today/date-calculator-screen';
import { canonicalWidgetSearch } from '@/calculators/date-from-today/date-calculator-widget';
import { meta } from '@/calculators/date-from-today/home.meta';
import type { PageDefinition } from '@/registry/types';

export default {
  meta,
  canonicalSearch: canonicalWidgetSearch,
  Component: () => <DateCalculatorScreen meta={meta} heading="Date Calculator" />,
} satisfies PageDefinition;
