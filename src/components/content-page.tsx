import type { ReactNode } from 'react';
import type { PageMeta } from '@/registry/types';
import type { FaqItem } from '@/content/types';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { Faq } from '@/components/faq';
import { RelatedLinks } from '@/components/related-links';

/** The frame of a text page: breadcrumb, heading, prose, FAQ and related links. */
export function ContentPage({
  meta,
  heading,
  faq,
  children,
}: {
  meta: PageMeta;
  heading: string;
  faq?: readonly FaqItem[];
  children: ReactNode;
}) {
  return (
    <article>
      <Breadcrumbs />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h1>
      <div className="prose mt-6">{children}</div>
      <div className="below-fold">
        {faq && faq.length > 0 && <Faq items={faq} />}
        <RelatedLinks paths={meta.related} heading="Related pages" />
      </div>
    </article>
  );
}
