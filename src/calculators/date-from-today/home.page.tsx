import { canonicalWidgetSearch, DateCalculatorScreen } from '@/calculators/date-from-today/date-calculator-screen';
import { meta } from '@/calculators/date-from-today/home.meta';

export { meta };
export const canonicalSearch = canonicalWidgetSearch;

export default function HomePage() {
  return <DateCalculatorScreen meta={meta} heading="Date Calculator" />;
}
