import { usFederalHolidays } from '@/lib/date/holidays';
import { formatDayOff, formatLong } from '@/lib/date/core/format';

/** The US federal holidays of one year, computed from their rules, with the observed day off. */
export function UsHolidayTable({ year }: { year: number }) {
  const holidays = usFederalHolidays(year);
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="pb-2 text-left text-lg font-semibold">US federal holidays {year}</caption>
      <thead>
        <tr className="bg-muted">
          <th scope="col" className="border px-2 py-2 sm:px-3 text-left">Holiday</th>
          <th scope="col" className="border px-2 py-2 sm:px-3 text-left">Date</th>
          <th scope="col" className="border px-2 py-2 sm:px-3 text-left">Observed (day off)</th>
        </tr>
      </thead>
      <tbody>
        {holidays.map((holiday) => (
          <tr key={holiday.id}>
            <th scope="row" className="border px-2 py-2 sm:px-3 text-left font-medium">{holiday.name}</th>
            <td className="border px-2 py-2 sm:px-3">{formatLong(holiday.date)}</td>
            <td className="border px-2 py-2 sm:px-3">
              {formatDayOff(holiday.date, holiday.observed)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
