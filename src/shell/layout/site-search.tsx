import { useEffect, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { builtPages } from '@/registry/pages';
import { Icon } from '@/shell/icon';
import { iconButtonClass } from '@/shell/layout/icon-button';

/**
 * The header's search: a link to the search page, which is all there is before JavaScript runs
 * (the page's GET form works without it). Once the page has hydrated, the link, `/` (outside a
 * form field) and Ctrl+K or ⌘K open the search dialog instead; a click with Ctrl or ⌘ still
 * follows the link (a new tab). The dialog and the index are a chunk loaded on the first opening:
 * every page loads this file, so it holds only the link and the key listener.
 */
export function SiteSearch() {
  const navigate = useNavigate();
  const open = (event: Event | SyntheticEvent) => {
    event.preventDefault();
    void import('@/pages/search/search-dialog').then((dialog) => dialog.openSearch(builtPages, navigate));
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) =>
      (event.key === '/' ? !(event.target as Element).matches('input,textarea,select') : event.key === 'k' && (event.ctrlKey || event.metaKey)) &&
      open(event);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  return (
    <a href="/search" aria-label="Search" onClick={(event) => event.ctrlKey || event.metaKey || open(event)} className={iconButtonClass}>
      <Icon name="search" />
    </a>
  );
}
