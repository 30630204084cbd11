/** "On this page": links to the sections of a long page (plain anchors, no script needed). */
export function Toc({ items }: { items: readonly { id: string; label: string }[] }) {
  return (
    <nav aria-labelledby="toc-heading" className="toc">
      <h2 id="toc-heading">On this page</h2>
      <ol>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{item.label}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
