import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { contentPage, contentText } from '@/shell/content-page';
import { staticIsland } from '@/shell/static-island';
import { meta } from '@/pages/search/search.meta';

// The form and its results are prerendered; their module loads when the visitor reaches for the
// form, or at once when the address holds a query. The index loads when the box is used or for
// the query in the address.
const { Island, wake } = staticIsland(() => import('@/pages/search/search.body'));

/** The page's own text (how the search works, its FAQ): static, below the results. */
const Text = contentText(() => import('@/pages/search/search.content'));

export default contentPage({
  meta,
  heading: 'Search Datewise',
  lead: 'Find a calculator, a guide or a country’s public holidays by name, keyword or the country’s own name for itself.',
  Body: SearchBody,
});

/** The search form and its results (an island), then the page's text. */
function SearchBody() {
  const [searchParams] = useSearchParams();
  const query = searchParams.has('q');
  useEffect(() => {
    if (query) wake();
  }, [query]);
  return (
    <>
      <Island />
      <Text className="mt-10" />
    </>
  );
}
