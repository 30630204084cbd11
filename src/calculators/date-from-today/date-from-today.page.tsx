import { pageByPath } from '@/registry/pages';
import { DateCalculatorScreen } from '@/calculators/date-from-today/date-calculator-screen';

const entry = pageByPath('/date-from-today');

export default function DateFromTodayPage() {
  return <DateCalculatorScreen entry={entry} heading="Date From Today Calculator" />;
}
