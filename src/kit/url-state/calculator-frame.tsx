import { ArticleFrame, type FrameProps } from '@/kit/calculator/article-frame';
import { UrlState } from '@/kit/url-state/url-state';

/** The frame of a calculator page (see `ArticleFrame`), with its inputs in the query string (nuqs). */
export function CalculatorFrame(props: FrameProps) {
  return (
    <UrlState>
      <ArticleFrame {...props} />
    </UrlState>
  );
}
