import { useBuiltAmong } from '@/shell/site-links';
import { PageCard } from '@/shell/page-card';

/** Cards linking to related pages; pages that are not built yet are left out. */
export function RelatedLinks({ paths, heading = 'Related calculators' }: { paths: readonly string[]; heading?: string }) {
  const related = useBuiltAmong(paths);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-12">
      <h2 id="related-heading" className="text-2xl font-bold">
        {heading}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {related.map((page) => (
          <li key={page.path}>
            <PageCard page={page} />
          </li>
        ))}
      </ul>
    </section>
  );
}
