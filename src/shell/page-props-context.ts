import { createContext, use } from 'react';

/**
 * The props of the family member a page shows, as its declaration gave them: the shell provides
 * them (src/shell/page-props.tsx, loaded with a family's page only).
 */
export const PageProps = createContext<unknown>(undefined);

/** A family page's member props. */
export function usePageProps<Props>(): Props {
  return use(PageProps) as Props;
}
