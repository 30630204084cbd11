/**
 * The text of a country's holiday page, generated from its data: the introduction (how many
 * public holidays nationwide, which regions add their own, the weekend), the FAQ (each answer
 * read from the table of the year), and the explanation every country page shares. Nothing here
 * is written by hand about one country: a fact the data does not hold is never stated. Static
 * text (`staticText`): prerendered with the build's year and kept as it is, so this module costs
 * no script on the first load.
 */
import { use } from 'react';
import { Link } from 'react-router-dom';
import type { FaqItem } from '@/content/types';
import weekends from '@/data/weekends.json' with { type: 'json' };
import { isoDateParts, WEEKDAY_NAMES, type Weekday } from '@/lib/date/core/civil-date';
import { DEFAULT_WEEKEND } from '@/lib/date/core/work-week';
import { formatLong } from '@/lib/date/core/format';
import { firstDayOfWeek } from '@/lib/date/first-day';
import { holidayRows, type HolidayRow } from '@/lib/date/holiday-table';
import { loadCountryHolidays, loadUsFederalRules } from '@/lib/date/place-data';
import type { CountryHolidays, YearRange } from '@/lib/date/place-holidays';
import { plural } from '@/kit/calculator/plural';
import { useToday } from '@/kit/calculator/use-today';
import { Faq } from '@/shell/faq';
import { siteConfig } from '@/shell/site-config';
import { HolidayDataCredit } from '@/components/holiday-data-credit';
import type { HolidayCountry } from '@/special-days/country-holidays/holiday-country';
import { PageCountry } from '@/special-days/country-holidays/page-country';
import { listText, whereLabel } from '@/special-days/country-holidays/list-text';

/** What the text says about one country in one year, read from its tables. */
export interface CountryFacts {
  country: HolidayCountry;
  year: number;
  /** The country's public holidays of the year (country view). */
  rows: readonly HolidayRow[];
  /** How many bank holidays the data adds (shown with the "Bank holidays" box). */
  bank: number;
  /** The years the data holds for the country. */
  years: YearRange;
  regionName: (code: string) => string;
}

/** The facts of the page's country, in the visitor's year (the build's in the prerender). */
function useFacts(): CountryFacts {
  const country = use(PageCountry)!;
  const main: CountryHolidays = use(loadCountryHolidays(country.code))!;
  const federal = country.code === 'us' ? use(loadUsFederalRules()) : undefined;
  const today = useToday();
  const years = main.yearsOf(null);
  const wanted = today ? isoDateParts(today).year : siteConfig.buildYear;
  const year = Math.min(Math.max(wanted, years.from), years.to);
  return {
    country,
    year,
    rows: holidayRows({ main, federal }, null, year, ['public']) ?? [],
    bank: holidayRows({ main, federal }, null, year, ['bank'])?.length ?? 0,
    years,
    regionName: main.regionName,
  };
}

/** The page's text below the table: introduction, explanation, FAQ. */
export function CountryText() {
  const facts = useFacts();
  return (
    <>
      <div className="prose mt-8">
        <CountryIntro facts={facts} />
        <CountryExplainer country={facts.country} years={facts.years} />
      </div>
      <Faq items={countryFaq(facts)} />
    </>
  );
}

/** The weekend as words: "Saturday and Sunday". */
const weekendText = (country: HolidayCountry) => listText([...((weekends as Record<string, Weekday[]>)[country.code] ?? DEFAULT_WEEKEND)].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7)).map((d) => WEEKDAY_NAMES[d]!));

/** What the text counts: the nationwide holidays, the substitute days, the regions with their own. */
function summary({ rows, regionName }: CountryFacts) {
  const nationwide = rows.filter((r) => r.regions === null && !r.substitute);
  const substitutes = rows.filter((r) => r.substitute);
  const regional = rows.filter((r) => r.regions !== null);
  const regionsWithOwn = [...new Set(regional.flatMap((r) => r.regions ?? []))].map((code) => regionName(code)).sort();
  const half = rows.filter((r) => r.half);
  return { nationwide, substitutes, regional, regionsWithOwn, half };
}

/** The introduction: counts and names from the year's table, the weekend from Unicode CLDR. */
function CountryIntro({ facts }: { facts: CountryFacts }) {
  const { country, year, bank } = facts;
  const { nationwide, substitutes, regional, regionsWithOwn, half } = summary(facts);
  const regions = country.regionCount;
  return (
    <>
      <p>
        In {year}, {country.name} has {plural(nationwide.length, 'public holiday')} that {nationwide.length === 1 ? 'applies' : 'apply'} nationwide
        {nationwide.length > 0 && <>, from {nationwide[0]!.name} on {formatLong(nationwide[0]!.date)} to {nationwide.at(-1)!.name} on {formatLong(nationwide.at(-1)!.date)}</>}.
        {substitutes.length > 0 && <> The data also lists {plural(substitutes.length, 'substitute day')}: a day off in place of a holiday that falls on a weekend.</>}
      </p>
      {regions > 0 && (
        <p>
          The holiday data knows {plural(regions, 'region')} of {country.name}.{' '}
          {regionsWithOwn.length > 0 ? (
            <>
              {regionsWithOwn.length === regions ? 'Each of them adds' : `${regionsWithOwn.length} of them add`} public holidays of their own
              ({plural(regional.length, 'holiday')} in all in {year}): {listText(regionsWithOwn)}. Choose a region to see its own list.
            </>
          ) : (
            <>In {year} none of them adds a public holiday of its own.</>
          )}
        </p>
      )}
      <p>
        The weekend in {country.name} is {weekendText(country)}.
        {half.length > 0 && <> {plural(half.length, 'holiday')} covers only part of the day: {listText(half.map((r) => r.name))}.</>}
        {bank > 0 && <> The data also has {plural(bank, 'bank holiday')} in {year}; tick “Bank holidays” to add them to the table.</>}
      </p>
    </>
  );
}

/** The holidays a visitor most often asks about, in the order their question is asked. */
const ASKED_ABOUT = ['Good Friday', 'Easter Monday', 'Christmas Day', 'Boxing Day', 'Labour Day', 'New Year’s Day', 'Independence Day'];

/** Where a holiday row applies, as a sentence's end. */
function whereText({ regionName }: CountryFacts, row: HolidayRow): string {
  const where = whereLabel(row, regionName);
  return row.regions === null ? where : `in ${where} only`;
}

/** The FAQ, every answer read from the year's table. */
function countryFaq(facts: CountryFacts): FaqItem[] {
  const { country, year, rows, years } = facts;
  const { nationwide, substitutes, regionsWithOwn } = summary(facts);
  const items: FaqItem[] = [
    {
      question: `How many public holidays does ${country.name} have in ${year}?`,
      answer: `${plural(nationwide.length, 'public holiday')} apply across ${country.name} in ${year}${
        nationwide.length > 0 ? `: ${listText(nationwide.map((r) => r.name))}` : ''
      }.${substitutes.length > 0 ? ` The data adds ${plural(substitutes.length, 'substitute day')}.` : ''}${
        regionsWithOwn.length > 0 ? ` Regions add their own: ${listText(regionsWithOwn)}.` : ''
      }`,
    },
  ];
  for (const name of ASKED_ABOUT) {
    const row = rows.find((r) => r.name === name && !r.substitute);
    if (!row || items.length >= 3) continue;
    items.push({
      question: `Is ${name} a public holiday in ${country.name}?`,
      answer: `Yes. In ${year}, ${name} is on ${formatLong(row.date)}, and it is a public holiday ${whereText(facts, row)}.`,
    });
  }
  if (country.regionCount > 0) {
    items.push({
      question: `Do public holidays differ by region in ${country.name}?`,
      answer:
        regionsWithOwn.length > 0
          ? `Yes. In ${year}, ${listText(regionsWithOwn)} ${regionsWithOwn.length === 1 ? 'has' : 'have'} public holidays of their own besides the nationwide ones. Choose a region above the table to see its list.`
          : `Not in ${year}: the data gives every region of ${country.name} the nationwide holidays only.`,
    });
  }
  items.push({
    question: `What are the weekend days in ${country.name}?`,
    answer: `${weekendText(country)}, according to the week data of Unicode CLDR. The business days calculator counts working days with this weekend and these holidays.`,
  });
  items.push({
    question: 'Where do these dates come from?',
    answer: `From python-holidays, an open holiday dataset (MIT licence) that keeps each country’s rules year by year; it holds ${country.name}’s holidays for the years ${years.from} to ${years.to}${
      country.code === 'us' ? ', with the federal holidays from the site’s own rules, true to each year’s law' : ''
    }. Where it is provably wrong, the site corrects it from the government’s own announcement. Governments can add or move a holiday at short notice; for a legal deadline, check the official announcement.`,
  });
  return items;
}

/** The explanation every country page shares: how to read and use the table. */
function CountryExplainer({ country, years }: { country: HolidayCountry; years: YearRange }) {
  return (
    <>
      <h2>How to read the table</h2>
      <p>
        Each row is one holiday: its date with its weekday, its name in English (with its name in the country’s own language where the data
        has one), its kind, and where it applies. “Nationwide” means every region of {country.name}; a list of regions means only those. A
        holiday of several days in a row is one row that says how many days it lasts. An observed day is the day off for a holiday that fell
        on a weekend or another holiday, and it names that holiday. A date the data only estimates (a lunar holiday of a year not yet
        announced) says so in its kind. In the current year, the last column counts the days until each holiday still to come, by your
        device’s date.
      </p>
      <h2>Kinds of day</h2>
      <p>
        <strong>Public holidays</strong> are the days off the law gives everyone. The data also has, for some countries, other kinds: bank
        holidays (banks and many offices close), half days, optional days (an employee may choose them), government holidays (public offices
        close), school holidays, days off in some areas only (such as Bavaria’s Catholic municipalities), and holidays of a faith community.
        The note under the table says who has each kind of day off. The table starts with public holidays; tick the other kinds to add
        them. Business-day counts use public holidays, and the other kinds only when you include them.
      </p>
      <h2>Other years, regions and your calendar</h2>
      <p>
        Enter any year from {years.from} to {years.to}. Holidays follow the rules the data holds, applied to that year. “Add to calendar”
        saves the table’s holidays as one .ics file, named after the place, that calendar apps import as all-day events. To count working
        days with these holidays, open the <Link to="/business-days-calculator">business days calculator</Link>; to print them on a
        calendar, the <Link to="/calendar-generator">calendar generator</Link>. Both open with {country.name} chosen from the links above the
        table, the calendar with its weeks starting on the country’s first day, {WEEKDAY_NAMES[firstDayOfWeek(country.code)]} (Unicode CLDR week data). Every other country is listed on the <Link to="/holidays">holiday calculator</Link>.
      </p>
      <HolidayDataCredit />
    </>
  );
}
