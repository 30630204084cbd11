import { ArticleFrame, articlePage, type CalculatorPageSpec, type FrameProps } from '@/kit/calculator/article-frame';
import type { PageDefinition } from '@/registry/types';
import { UrlState } from '@/kit/url-state/url-state';

/** The frame of a calculator page (see `ArticleFrame`), with its inputs in the query string (nuqs). */
export function CalculatorFrame(props: FrameProps) {
  return (
    <UrlState>
      <ArticleFrame {...props} />
    </UrlState>
  );
}

/**
 * A calculator page, declared once: `export default calculatorPage({ meta, heading, lead, text:
 * () => import('./<slug>.content'), canonicalSearch, Calculator })`.
 */
export function calculatorPage(spec: CalculatorPageSpec): PageDefinition {
  return articlePage(spec, CalculatorFrame);
}
