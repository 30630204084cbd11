import { ContentPage, contentText } from '@/shell/content-page';
import { meta } from '@/pages/terms/terms.meta';

export { meta };

const Text = contentText(() => import('@/pages/terms/terms.content'));

export default function TermsPage() {
  return (
    <ContentPage meta={meta} heading="Terms of Use">
      <Text />
    </ContentPage>
  );
}
