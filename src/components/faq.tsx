import type { FaqItem } from '@/content/types';

/** A page's questions and answers, with the FAQPage structured data search engines read. */
export function Faq({ items, heading = 'Frequently asked questions' }: { items: readonly FaqItem[]; heading?: string }) {
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
  return (
    <section aria-labelledby="faq-heading" className="mt-12">
      <h2 id="faq-heading" className="text-2xl font-bold">
        {heading}
      </h2>
      <dl className="mt-4 divide-y rounded-xl border">
        {items.map((item) => (
          <div key={item.question} className="p-4">
            <dt className="font-semibold">{item.question}</dt>
            <dd className="mt-1 text-muted-foreground">{item.answer}</dd>
          </div>
        ))}
      </dl>
      <script
        type="application/ld+json"
        // Our own text from content files, serialised as JSON with '<' escaped: never visitor input.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
    </section>
  );
}
