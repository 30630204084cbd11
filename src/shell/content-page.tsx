import type { ComponentType, ReactNode } from 'react';
import type { PageDefinition, PageMeta } from '@/registry/types';
import type { ContentText } from '@/content/types';
import { Breadcrumbs } from '@/shell/breadcrumbs';
import { Faq } from '@/shell/faq';
import { RelatedLinks } from '@/shell/related-links';
import { staticText } from '@/shell/static-island';

/**
 * The frame of a text page: breadcrumb, heading, an optional lead sentence, the page's text and
 * related links. The text is static (`contentText`) or an island (a guide's own body, with its own
 * prose and FAQ); what must be live from the start (the FAQ's filter box) comes before it.
 */
export function ContentPage({ meta, heading, lead, children }: { meta: PageMeta; heading: string; lead?: string; children: ReactNode }) {
  return (
    <article>
      <Breadcrumbs />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h1>
      {lead && <p className="mt-2 text-muted-foreground sm:text-lg">{lead}</p>}
      <div className="mt-6">{children}</div>
      <div className="below-fold">
        <RelatedLinks paths={meta.related} heading="Related pages" />
      </div>
    </article>
  );
}

function Text({ Content, faq }: ContentText) {
  return (
    <>
      <div className="prose">
        <Content />
      </div>
      {faq && faq.length > 0 && (
        <div className="below-fold">
          <Faq items={faq} />
        </div>
      )}
    </>
  );
}

/** A text page's text as static text: prerendered and kept as it is (see `staticText`). */
export function contentText(load: () => Promise<{ text: ContentText }>) {
  return staticText(() => load().then(({ text }) => () => <Text {...text} />));
}

/**
 * A text page's definition (its module's default export), declared once: its heading, lead and
 * either its text module (`text: () => import('./<slug>.content')`, kept static, see
 * `contentText`) or a body of its own (`Body`: a guide's island, a list, a form).
 */
export function contentPage({
  meta,
  heading,
  lead,
  text,
  Body = contentText(text!),
}: {
  meta: PageMeta;
  heading: string;
  lead?: string;
  text?: () => Promise<{ text: ContentText }>;
  Body?: ComponentType;
}): PageDefinition {
  return {
    meta,
    Component: () => (
      <ContentPage meta={meta} heading={heading} lead={lead}>
        <Body />
      </ContentPage>
    ),
  };
}
