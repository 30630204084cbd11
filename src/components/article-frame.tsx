import type { ReactNode } from 'react';
import type { PageMeta } from '@/registry/types';
import type { FaqItem } from '@/content/types';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { Faq } from '@/components/faq';
import { RelatedLinks } from '@/components/related-links';

export type FrameProps = {
  meta: PageMeta;
  heading: string;
  lead: string;
  intro: ReactNode;
  explainer: ReactNode;
  faq: readonly FaqItem[];
  children: ReactNode;
};

/**
 * The frame of a calculator page: breadcrumb, heading and one sentence, then the calculator (on
 * a phone it is on the first screen), then the longer introduction, explanations, FAQ and
 * related links. `CalculatorFrame` adds query-string state (nuqs); a page that reads its keys
 * through the router itself uses this frame alone.
 */
export function ArticleFrame({ meta, heading, lead, intro, explainer, faq, children }: FrameProps) {
  return (
    <article data-kind="calculator">
      <CalculatorHeading heading={heading} lead={lead} />
      {children}
      <div className="below-fold">
        <div className="prose mt-8">{intro}</div>
        <div className="prose mt-4">{explainer}</div>
      </div>
      <div className="below-fold">
        <Faq items={faq} />
        <RelatedLinks paths={meta.related} />
      </div>
    </article>
  );
}

/** Breadcrumb, heading and the one sentence above a calculator. */
export function CalculatorHeading({ heading, lead, breadcrumb }: { heading: string; lead: string; breadcrumb?: string }) {
  return (
    <>
      <Breadcrumbs label={breadcrumb} />
      <h1 className="text-2xl font-bold tracking-tight sm:text-4xl">{heading}</h1>
      <p className="mt-2 text-muted-foreground sm:text-lg">{lead}</p>
    </>
  );
}
