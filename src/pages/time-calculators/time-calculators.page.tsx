import { Breadcrumbs } from '@/components/breadcrumbs';
import { PageCard } from '@/components/page-card';
import { useSiteLinks } from '@/components/site-links';
import { meta } from '@/pages/time-calculators/time-calculators.meta';

export { meta };

export default function TimeCalculatorsPage() {
  const { calculatorSections } = useSiteLinks();
  return (
    <article>
      <Breadcrumbs />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">All date and time calculators</h1>
      <p className="mt-4 max-w-prose text-lg text-muted-foreground">
        Every calculator on Datewise, grouped by what it does. Each one runs in your browser and keeps its inputs in the
        page address, so you can bookmark or share a calculation.
      </p>
      {calculatorSections.map(({ group, label, pages }) => (
        <section key={group} aria-labelledby={`group-${group}`} className="mt-10">
          <h2 id={`group-${group}`} className="text-2xl font-bold">
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
      ))}
    </article>
  );
}
