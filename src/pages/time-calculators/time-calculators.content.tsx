import { Link } from 'react-router-dom';
import type { FaqItem } from '@/content/types';
import type { PageLink, PageMeta, SidebarGroup } from '@/registry/types';
import { Faq } from '@/shell/faq';
import { PageCard } from '@/shell/page-card';
import { useBuiltAmong, useSiteLinks } from '@/shell/site-links';

/**
 * Each page's own description (its meta file), for the cards. Read here, in the hub's static
 * text, so that neither the shell nor any page's first load carries the other pages' text. The
 * query makes these copies modules of their own (a meta file imports types only): without it
 * each meta file would be shared with its page and split into a chunk of its own, one more
 * request on every page.
 */
const metaFiles = import.meta.glob<PageMeta>('/src/*/*/*.meta.ts', { eager: true, import: 'meta', query: '?hub' });
const descriptions = new Map(Object.values(metaFiles).map((meta) => [meta.path, meta.description]));

/** What each sidebar group is for, under its heading. */
const GROUP_LINES: Record<SidebarGroup, string> = {
  'date-calculators': 'Count the days between two dates, add days to a date, and work out ages, anniversaries, weekdays and leap years.',
  'time-format': 'Convert a time between time zones, measure the time between two clock times, rewrite a date in another format and print a calendar.',
  'project-planning': 'Lay out a project task by task, or count down to an event of your own.',
  'special-days': 'Holidays and special days of the year, and countdowns to them.',
};

/** The guides, listed after the calculators (only the built ones). */
const GUIDES = ['/excel-formulas', '/developer-tools', '/faq'];

function CardSection({ id, label, line, pages }: { id: string; label: string; line: string; pages: readonly PageLink[] }) {
  return (
    <section aria-labelledby={`group-${id}`} className="mt-10">
      <h2 id={`group-${id}`} className="text-2xl font-bold">
        {label}
      </h2>
      <p className="mt-2 max-w-prose text-muted-foreground">{line}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {pages.map((page) => (
          <li key={page.path}>
            <PageCard page={page} description={descriptions.get(page.path)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function faq(calculators: number, groups: readonly string[]): FaqItem[] {
  return [
    {
      question: 'How many calculators are there?',
      answer: `${calculators}, in ${groups.length} groups: ${groups.slice(0, -1).join(', ')} and ${groups.at(-1)}. The same groups make up the menu at the side of every page on a larger screen.`,
    },
    {
      question: 'Which calculator counts the days between two dates?',
      answer:
        'The Days Between Dates calculator. It counts with or without the end date, in years, months, weeks and days, or in business days only. To count working days with your own weekend days or US federal holidays, use the Business Days Calculator.',
    },
    {
      question: 'Which calculator adds days to a date?',
      answer:
        'The Date Calculator adds or subtracts calendar or business days from today or any date, and gives the weekday of the result. The Business Days Calculator does the same with your own weekend days and, if you choose, US federal holidays.',
    },
    {
      question: 'Do the calculators cost anything, or need an account?',
      answer: 'No. Every calculator is free to use, with no account and no sign-up.',
    },
    {
      question: 'Can I save or share a calculation?',
      answer:
        'Every calculator keeps its inputs in the page address. Bookmark the page or copy its link, and it opens the same calculation again, for you or for anyone you send it to.',
    },
    {
      question: 'Is anything I type sent anywhere?',
      answer: 'No. Every calculation runs in your browser, and nothing you type leaves your device. The privacy page has the details.',
    },
  ];
}

/** The calculators hub's text: every calculator by sidebar group with its own description, the guides, and an FAQ. */
export function CalculatorsText() {
  const { calculatorSections } = useSiteLinks();
  const guides = useBuiltAmong(GUIDES);
  const calculators = calculatorSections.reduce((sum, section) => sum + section.pages.length, 0);
  return (
    <>
      <p className="max-w-prose">
        Each calculator runs in your browser and keeps its inputs in the page address, so you can bookmark or share a
        calculation.
      </p>
      {calculatorSections.map(({ group, label, pages }) => (
        <CardSection key={group} id={group} label={label} line={GROUP_LINES[group]} pages={pages} />
      ))}
      {guides.length > 0 && (
        <CardSection id="guides" label="Guides" line="The same calculations in spreadsheets and in code, and answers to common questions." pages={guides} />
      )}
      <div className="below-fold prose mt-10">
        <section>
          <h2>How the calculators work</h2>
          <p>
            Dates are plain calendar dates, so a count of days is the same in every time zone, and “today” is the date
            on your own device. Every result is computed in your browser; nothing you type is sent to a server. The
            date results are checked by an automated test suite against an independent, day-by-day count, as the{' '}
            <Link to="/about">about page</Link> explains.
          </p>
          <p>
            Below each calculator, its page explains how it counts, with worked examples, and answers common questions.
          </p>
        </section>
      </div>
      <div className="below-fold">
        <Faq items={faq(calculators, calculatorSections.map((section) => section.label))} />
      </div>
    </>
  );
}
