import type { FaqItem } from '@/content/types';

/** FAQPage structured data for search engines: our own text, serialised as JSON with '<' escaped. */
export function FaqJsonLd({ items }: { items: readonly FaqItem[] }) {
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
  // Never visitor input: questions and answers come from the pages' content files.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />;
}

/** A page's questions and answers, with the FAQPage structured data search engines read. */
export function Faq({ items, heading = 'Frequently asked questions' }: { items: readonly FaqItem[]; heading?: string }) {
  return (
    <section aria-labelledby="faq-heading" className="mt-12">
      <h2 id="faq-heading" className="text-2xl font-bold">
        {heading}
      </h2>
      <dl className="mt-4 divide-y rounded-xl border [overflow-wrap:anywhere]">
        {items.map((item) => (
          <div key={item.question} className="p-4">
            <dt className="font-semibold">{item.question}</dt>
            <dd className="mt-1 text-muted-foreground">{item.answer}</dd>
          </div>
        ))}
      </dl>
      <FaqJsonLd items={items} />
    </section>
  );
}
