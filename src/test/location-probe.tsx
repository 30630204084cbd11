import type { ReactElement } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { renderWithUrl } from '@/test/render-with-url';

/**
 * Shows the router's current query string, so a test can see what a submit committed, and how
 * it got there (`data-navigation`: PUSH for a new history entry, REPLACE, or POP at the start).
 */
function LocationProbe() {
  return (
    <output data-testid="location" data-navigation={useNavigationType()}>
      {useLocation().search}
    </output>
  );
}

/**
 * Renders a submit-style calculator with a query string, and beside it the router's query
 * string (`data-testid="location"`), where a submit's committed inputs land.
 */
export function renderWithLocation(ui: ReactElement, search = '') {
  return renderWithUrl(
    <>
      {ui}
      <LocationProbe />
    </>,
    search,
  );
}
