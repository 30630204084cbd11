import { pageByPath } from '@/registry/pages';
import { DateCalculatorScreen } from '@/calculators/date-from-today/date-calculator-screen';

const entry = pageByPath('/');

export default function HomePage() {
  return <DateCalculatorScreen entry={entry} heading="Date Calculator" />;
}
