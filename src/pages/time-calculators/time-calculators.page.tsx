import { Breadcrumbs } from '@/components/breadcrumbs';
import { PageCard } from '@/components/page-card';
import { useBuiltAmong, useSiteLinks } from '@/components/site-links';
import type { PageLink } from '@/registry/types';
import { meta } from '@/pages/time-calculators/time-calculators.meta';

export { meta };

/** The guides, listed after the calculators (only the built ones). */
const GUIDES = ['/excel-formulas', '/developer-tools', '/faq'];

function CardSection({ id, label, pages }: { id: string; label: string; pages: readonly PageLink[] }) {
  return (
    <section aria-labelledby={`group-${id}`} className="mt-10">
      <h2 id={`group-${id}`} className="text-2xl font-bold">
        {label}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {pages.map((page) => (
          <li key={page.path}>
            <PageCard page={page} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function TimeCalculatorsPage() {
  const { calculatorSections } = useSiteLinks();
  const guides = useBuiltAmong(GUIDES);
  return (
    <article>
      <Breadcrumbs />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">All date and time calculators</h1>
      <p className="mt-4 max-w-prose text-lg text-muted-foreground">
        Every calculator on Datewise, grouped by what it does. Each one runs in your browser and keeps its inputs in the
        page address, so you can bookmark or share a calculation.
      </p>
      {calculatorSections.map(({ group, label, pages }) => (
        <CardSection key={group} id={group} label={label} pages={pages} />
      ))}
      {guides.length > 0 && <CardSection id="guides" label="Guides" pages={guides} />}
    </article>
  );
}
