import type { ComponentType, ReactNode } from 'react';
import type { PageDefinition, PageMeta } from '@/registry/types';
import type { PageText } from '@/content/types';
import { Breadcrumbs, type Crumb } from '@/shell/breadcrumbs';
import { Faq } from '@/shell/faq';
import { RelatedLinks } from '@/shell/related-links';
import { staticText } from '@/shell/static-island';

export type FrameProps = {
  meta: PageMeta;
  heading: string;
  lead: string;
  /** The page's text below the calculator: `pageText(() => import(<its content module>))`. */
  text: ComponentType<{ className?: string }>;
  children: ReactNode;
};

function FrameText({ Intro, Explainer, faq }: PageText) {
  return (
    <>
      <div className="prose mt-8">
        <Intro />
      </div>
      <div className="prose mt-4">
        <Explainer />
      </div>
      <Faq items={faq} />
    </>
  );
}

/**
 * The page's text as static text (`staticText`): prerendered with the page and kept as it is, so
 * its module (most of a page's own bytes) costs no JavaScript and no hydration on the first load.
 */
export function pageText(load: () => Promise<{ text: PageText }>) {
  return staticText(() => load().then(({ text }) => () => <FrameText {...text} />));
}

/**
 * The frame of a calculator page: breadcrumb, heading and one sentence, then the calculator (on
 * a phone it is on the first screen), then the page's text (static, see `pageText`) and
 * related links. `CalculatorFrame` adds query-string state (nuqs); a page that reads its keys
 * through the router itself uses this frame alone.
 */
export function ArticleFrame({ meta, heading, lead, text: Text, children }: FrameProps) {
  return (
    <article data-kind="calculator">
      <CalculatorHeading heading={heading} lead={lead} />
      {children}
      <Text className="below-fold" />
      <div className="below-fold">
        <RelatedLinks paths={meta.related} />
      </div>
    </article>
  );
}

/** Breadcrumb, heading and the one sentence above a calculator. */
export function CalculatorHeading({ heading, lead, breadcrumb, trail }: { heading: string; lead: string; breadcrumb?: string; trail?: readonly Crumb[] }) {
  return (
    <>
      <Breadcrumbs label={breadcrumb} trail={trail} />
      <h1 className="text-2xl font-bold tracking-tight sm:text-4xl">{heading}</h1>
      <p className="mt-2 text-muted-foreground sm:text-lg">{lead}</p>
    </>
  );
}

/** What a calculator page declares, once: the frame's heading and lead, its text and its calculator. */
export interface CalculatorPageSpec {
  meta: PageMeta;
  heading: string;
  lead: string;
  /** The page's text module: `() => import('<its content module>')`, kept static (see `pageText`). */
  text: () => Promise<{ text: PageText }>;
  /** The page's URL rewrite, when it reads keys from the query string. */
  canonicalSearch?: (search: string) => string;
  /** What the frame shows between the lead and the text. */
  Calculator: ComponentType;
}

/**
 * A calculator page's definition (its module's default export) from its declaration: the page
 * drawn in `Frame`, which is `ArticleFrame` for a page that reads its keys through the router and
 * `CalculatorFrame` (with nuqs) for the others, through `calculatorPage`.
 */
export function articlePage({ meta, heading, lead, text, canonicalSearch, Calculator }: CalculatorPageSpec, Frame = ArticleFrame): PageDefinition {
  const Text = pageText(text);
  return {
    meta,
    canonicalSearch,
    Component: () => (
      <Frame meta={meta} heading={heading} lead={lead} text={Text}>
        <Calculator />
      </Frame>
    ),
  };
}
