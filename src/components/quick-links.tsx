import { Link, type To } from 'react-router-dom';
import { Button } from '@/kit/calculator/ui/button';

/** A row of example inputs as links (they work before JavaScript), under a small heading. */
export function QuickLinks({ label, heading, links }: { label: string; heading: string; links: readonly { to: To; text: string }[] }) {
  return (
    <nav aria-label={label} className="mt-5">
      <h3 className="text-sm font-semibold">{heading}</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.text}>
            <Button asChild variant="secondary" size="sm">
              <Link to={link.to} preventScrollReset>
                {link.text}
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
