import type { ReactNode } from 'react';
import type { PageEntry } from '@/registry/pages';
import type { FaqItem } from '@/content/types';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { Faq } from '@/components/faq';
import { RelatedLinks } from '@/components/related-links';
import { UrlState } from '@/components/url-state';

/** The frame of a calculator page: breadcrumb, heading, intro, the calculator, explanations, FAQ, related links. */
export function CalculatorFrame({
  entry,
  heading,
  intro,
  explainer,
  faq,
  children,
}: {
  entry: PageEntry;
  heading: string;
  intro: ReactNode;
  explainer: ReactNode;
  faq: readonly FaqItem[];
  children: ReactNode;
}) {
  return (
    <UrlState>
      <article>
        <Breadcrumbs label={entry.label} />
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h1>
        <div className="prose mt-4 text-lg">{intro}</div>
        {children}
        <div className="prose mt-4">{explainer}</div>
        <Faq items={faq} />
        <RelatedLinks paths={entry.related} />
      </article>
    </UrlState>
  );
}
