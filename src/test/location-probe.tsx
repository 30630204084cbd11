import { useLocation } from 'react-router-dom';

/** Shows the router's current query string, so a test can see what a submit committed. */
export function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}
