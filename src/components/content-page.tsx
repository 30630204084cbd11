import type { ReactNode } from 'react';
import type { PageMeta } from '@/registry/types';
import type { FaqItem } from '@/content/types';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { Faq } from '@/components/faq';
import { RelatedLinks } from '@/components/related-links';

/**
 * The frame of a text page: breadcrumb, heading, an optional lead sentence, prose, FAQ and
 * related links. A guide passes its body as an island (`prose={false}`): the body brings its
 * own prose and FAQ.
 */
export function ContentPage({
  meta,
  heading,
  lead,
  faq,
  prose = true,
  children,
}: {
  meta: PageMeta;
  heading: string;
  lead?: string;
  faq?: readonly FaqItem[];
  prose?: boolean;
  children: ReactNode;
}) {
  return (
    <article>
      <Breadcrumbs />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h1>
      {lead && <p className="mt-2 text-muted-foreground sm:text-lg">{lead}</p>}
      <div className={prose ? 'prose mt-6' : 'mt-6'}>{children}</div>
      <div className="below-fold">
        {faq && faq.length > 0 && <Faq items={faq} />}
        <RelatedLinks paths={meta.related} heading="Related pages" />
      </div>
    </article>
  );
}
