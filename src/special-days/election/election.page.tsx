import { isoDateParts, daysBetween, type IsoDate } from '@/lib/date/core/civil-date';
import { formatLong } from '@/lib/date/core/format';
import { nextUsGeneralElection, usElectionDay } from '@/lib/date/holidays';
import { plural } from '@/kit/calculator/plural';
import { useToday } from '@/kit/calculator/use-today';
import { calculatorPage } from '@/kit/url-state/calculator-frame';
import { EventCountdown, type EventCountdownProps } from '@/components/event-countdown';
import { meta } from '@/special-days/election/election.meta';
import { BLANK, Room } from '@/kit/calculator/result-card';
import { ScrollArea } from '@/components/scroll-area';

const electionFacts: string[] = [
  'Election day always falls between November 2 and November 8.',
  'Election day is always a Tuesday, and never November 1.',
  'Presidential elections are held in years divisible by 4; the other even years are midterms.',
  'Thanksgiving always falls 16 or 23 days after election day.',
];

/** The page's countdown: the next US general election day (decisions §9). */
export const countdown = {
  name: 'Election Day',
  event: 'election day',
  description: 'Days until the next US general election: the Tuesday after the first Monday in November of an even year.',
  color: 'blue',
  uid: 'us-election-day',
  facts: electionFacts,
  target: (today) => nextUsGeneralElection(today).date,
} satisfies EventCountdownProps;

const UPCOMING = 5;

export default calculatorPage({
  meta,
  heading: 'US Election Day',
  lead: 'How many days until the next US general election, counted in your own time zone.',
  text: () => import('@/special-days/election/election.content'),
  Calculator: () => (
    <>
      <EventCountdown {...countdown} />
      <NextElections />
    </>
  ),
});

/** The next five general election days; blank cells keep the table's size before hydration. */
export function NextElections() {
  const today = useToday();
  const rows: { year: number; date: IsoDate | null; presidential: boolean | null }[] = [];
  const first = today ? nextUsGeneralElection(today) : null;
  for (let i = 0; i < UPCOMING; i++) {
    const year = first ? isoDateParts(first.date).year + 2 * i : 0;
    rows.push({ year, date: first ? usElectionDay(year) : null, presidential: first ? year % 4 === 0 : null });
  }
  return (
    <section aria-labelledby="next-elections" className="mt-8">
      <h2 id="next-elections" className="text-2xl font-bold">
        The next five general elections
      </h2>
      <ScrollArea label="Election days table" className="mt-4" frameClassName="rounded-xl border">
        <table className="w-full text-left text-sm">
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-2 py-2 sm:px-3">Year</th>
              <th scope="col" className="px-2 py-2 sm:px-3">Election day</th>
              <th scope="col" className="px-2 py-2 sm:px-3">Kind</th>
              <th scope="col" className="px-2 py-2 sm:px-3">Days from today</th>
            </tr>
          </thead>
          <tbody>
            {/* Each cell keeps the room of its longest value (data-longest), so the columns keep
                their widths when the dates arrive. */}
            {rows.map((row, i) => {
              const date = today && row.date;
              return (
                <tr key={i} className="border-t">
                  <th scope="row" className="px-2 py-2 sm:px-3">
                    <Room longest="2000">{date ? row.year : BLANK}</Room>
                  </th>
                  <td className="px-2 py-2 sm:px-3">
                    <Room longest="Tuesday, November 8, 2000">{date ? formatLong(date) : BLANK}</Room>
                  </td>
                  <td className="px-2 py-2 sm:px-3">
                    <Room longest="Presidential" bold>
                      {!date ? BLANK : row.presidential ? <strong>Presidential</strong> : 'Midterm'}
                    </Room>
                  </td>
                  <td className="px-2 py-2 sm:px-3">
                    <Room longest="0,000 days">{today && date ? plural(daysBetween(today, date), 'day') : BLANK}</Room>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollArea>
    </section>
  );
}
