import { usFederalHolidays } from '@/lib/date/holidays';
import { formatLong } from '@/lib/date/format';

/** The US federal holidays of one year, computed from their rules, with the observed day off. */
export function UsHolidayTable({ year }: { year: number }) {
  const holidays = usFederalHolidays(year);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] border-collapse text-sm">
        <caption className="pb-2 text-left text-lg font-semibold">US federal holidays {year}</caption>
        <thead>
          <tr className="bg-muted">
            <th scope="col" className="border px-3 py-2 text-left">Holiday</th>
            <th scope="col" className="border px-3 py-2 text-left">Date</th>
            <th scope="col" className="border px-3 py-2 text-left">Observed (day off)</th>
          </tr>
        </thead>
        <tbody>
          {holidays.map((holiday) => (
            <tr key={holiday.id}>
              <th scope="row" className="border px-3 py-2 text-left font-medium">{holiday.name}</th>
              <td className="border px-3 py-2">{formatLong(holiday.date)}</td>
              <td className="border px-3 py-2">
                {holiday.observed === holiday.date ? 'Same day' : formatLong(holiday.observed)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
