import { ArticleFrame, type FrameProps } from '@/components/article-frame';
import { UrlState } from '@/components/url-state';

/** The frame of a calculator page (see `ArticleFrame`), with its inputs in the query string (nuqs). */
export function CalculatorFrame(props: FrameProps) {
  return (
    <UrlState>
      <ArticleFrame {...props} />
    </UrlState>
  );
}
