import { DateCalculatorScreen } from '@/calculators/date-from-today/date-calculator-screen';
import { canonicalWidgetSearch } from '@/calculators/date-from-today/date-calculator-widget';
import { meta } from '@/calculators/date-from-today/date-from-today.meta';
import type { PageDefinition } from '@/registry/types';

export default {
  meta,
  canonicalSearch: canonicalWidgetSearch,
  Component: () => <DateCalculatorScreen meta={meta} heading="Date From Today Calculator" />,
} satisfies PageDefinition;
