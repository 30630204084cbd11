import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { isoDateParts } from '@/lib/date/core/civil-date';
import { formatMedium } from '@/lib/date/core/format';
import { shiftDate } from '@/lib/date/date-shift';
import { WEEKENDS_ONLY } from '@/lib/date/business-days';
import type { PageMeta } from '@/registry/types';
import { useToday } from '@/kit/calculator/use-today';
import { Faq } from '@/shell/faq';
import { RelatedLinks } from '@/shell/related-links';
import { UrlState } from '@/kit/url-state/url-state';
import { UsHolidayTable } from '@/components/us-holiday-table';
import { Button } from '@/kit/calculator/ui/button';
import { DateCalculatorWidget, widgetModes } from '@/calculators/date-from-today/date-calculator-widget';
import { CalculatorHeading } from '@/kit/calculator/article-frame';
import { staticText } from '@/shell/static-island';
import type * as Content from '@/calculators/date-from-today/date-from-today.content';

/** The one sentence shown between the heading and the calculator. */
const dateCalculatorLead = 'Find the date some days, weeks, months or years from or before any date.';

/**
 * The page's static text, block by block, from one module: prerendered and kept as it is (see
 * `staticText`); the live parts (calculator, holiday tables, example dates) sit between them.
 */
const textBlock = (pick: (text: typeof Content) => ComponentType) =>
  staticText(() => import('@/calculators/date-from-today/date-from-today.content').then(pick));
const DateCalculatorIntro = textBlock((text) => text.DateCalculatorIntro);
const ManualMethod = textBlock((text) => text.ManualMethod);
const DateCalculatorFaq = textBlock((text) => () => <Faq items={text.dateCalculatorFaq} />);
const FeatureComparison = textBlock((text) => text.FeatureComparison);
const HowToUse = textBlock((text) => text.HowToUse);
const UnitsRule = textBlock((text) => text.UnitsRule);
const DateArticle = textBlock((text) => text.DateArticle);

/** Spec §2: the related-tool cards of the landing page (only built pages are shown). */
const RELATED = [
  '/date-from-today',
  '/business-days-calculator',
  '/days-between-dates',
  '/age-calculator',
  '/time-zone-calculator',
  '/calendar-generator',
  '/holidays',
  '/weekday-finder',
];

/** Spec §9's example cards: three popular calculations, opened in the widget. */
const POPULAR_CARDS = [
  { title: '30 days from today', query: { days: 30 }, business: false },
  { title: '90 days from today', query: { days: 90 }, business: false },
  { title: '5 business days from today', query: { days: 5, tab: 'business' as const }, business: true },
];


/**
 * The date calculator landing page, shown at / and at /date-from-today: the heading, one
 * sentence and the calculator first, then the introduction and everything else.
 */
export function DateCalculatorScreen({ meta, heading }: { meta: PageMeta; heading: string }) {
  const today = useToday();
  const year = today ? isoDateParts(today).year : null;
  return (
    <UrlState>
      <article>
        <CalculatorHeading heading={heading} lead={dateCalculatorLead} breadcrumb="Date Calculator" />
        <div className="mt-4">
          <DateCalculatorWidget />
        </div>
        <DateCalculatorIntro className="prose mt-8 text-lg" />
        <div className="mt-4 flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/date-from-today">Date From Today</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/business-days-calculator">Business Days</Link>
          </Button>
        </div>
        <div className="below-fold">
          <UnitsRule className="prose mt-8" />
          <ManualMethod className="prose mt-8" />
          <DateCalculatorFaq />
        </div>
        <div className="below-fold">
          <RelatedLinks paths={RELATED.filter((path) => path !== meta.path)} heading="Related tools" />
          <FeatureComparison className="prose mt-4" />
        </div>
        <section aria-labelledby="holidays-heading" className="below-fold mt-12">
          <h2 id="holidays-heading" className="text-2xl font-bold">
            US federal holidays this year and next
          </h2>
          <p className="mt-2 max-w-prose text-muted-foreground">
            Computed from the rules in federal law. When a holiday falls on a Saturday, the day off is the Friday
            before; on a Sunday, the Monday after.
          </p>
          <div className="mt-4 grid min-h-[40rem] gap-8 xl:grid-cols-2">
            {year && (
              <>
                <UsHolidayTable year={year} />
                <UsHolidayTable year={year + 1} />
              </>
            )}
          </div>
        </section>
        <HowToUse className="below-fold prose mt-4" />
        <section aria-labelledby="popular-heading" className="below-fold mt-12">
          <h2 id="popular-heading" className="text-2xl font-bold">
            Popular date questions
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-3">
            {POPULAR_CARDS.map((card) => {
              const date = today && shiftDate(today, card.query.days, 'from', card.business && WEEKENDS_ONLY);
              return (
                <li key={card.title}>
                  <Link
                    to={{ pathname: '/date-from-today', search: widgetModes.serialize(card.query) }}
                    className="block h-full rounded-xl border bg-card p-4 transition-colors hover:border-primary hover:bg-accent"
                  >
                    <span className="block font-semibold">{card.title}</span>
                    <span className="mt-1 block min-h-6 text-lg text-primary">{date ? formatMedium(date) : ''}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
        <DateArticle className="below-fold prose mt-4" />
      </article>
    </UrlState>
  );
}
