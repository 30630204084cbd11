import { canonicalWidgetSearch, DateCalculatorScreen } from '@/calculators/date-from-today/date-calculator-screen';
import { meta } from '@/calculators/date-from-today/date-from-today.meta';

export { meta };
export const canonicalSearch = canonicalWidgetSearch;

export default function DateFromTodayPage() {
  return <DateCalculatorScreen meta={meta} heading="Date From Today Calculator" />;
}
