import { Link } from 'react-router-dom';
import { FaqJsonLd } from '@/shell/faq';
import { Toc } from '@/components/toc';
import { faqGroups } from '@/pages/faq/faq.data';
import { matchesFilter } from '@/pages/faq/faq-filter';

const allEntries = faqGroups.flatMap((group) => group.entries);

/** The questions by group, narrowed by the filter box's text; the structured data always lists them all. */
export function FaqQuestions({ filter: typed }: { filter: string }) {
  const filter = typed.trim();
  const groups = faqGroups
    .map((group) => ({ ...group, entries: group.entries.filter((entry) => matchesFilter(`${entry.question} ${entry.answer}`, filter)) }))
    .filter((group) => group.entries.length > 0);
  const shown = groups.reduce((sum, group) => sum + group.entries.length, 0);

  return (
    <>
      {/* Present from the first paint, so screen readers announce each change of the count. */}
      <p role="status" className="text-sm text-muted-foreground">
        {filter && `${shown} of ${allEntries.length} questions ${shown === 1 ? 'matches' : 'match'} “${filter}”.`}
      </p>
      <div className="prose">
        {!filter && <Toc items={faqGroups.map((group) => ({ id: group.id, label: group.heading }))} />}
        {shown === 0 && (
          <p>
            No question matches “{filter}”. Try fewer or shorter words, or browse{' '}
            <Link to="/time-calculators">all calculators</Link>.
          </p>
        )}
        {groups.map((group) => (
          <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`}>
            <h2 id={`${group.id}-heading`}>{group.heading}</h2>
            {group.entries.map((entry) => (
              <div key={entry.id} id={entry.id}>
                <h3>{entry.question}</h3>
                <p>{entry.answer}</p>
                {entry.link && (
                  <p>
                    <Link to={entry.link.to}>{entry.link.label}</Link>
                  </p>
                )}
              </div>
            ))}
          </section>
        ))}
      </div>
      <FaqJsonLd items={allEntries} />
    </>
  );
}
