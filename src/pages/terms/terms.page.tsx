import { ContentPage } from '@/components/content-page';
import { meta } from '@/pages/terms/terms.meta';
import { TermsContent } from '@/pages/terms/terms.content';

export { meta };

export default function TermsPage() {
  return (
    <ContentPage meta={meta} heading="Terms of Use">
      <TermsContent />
    </ContentPage>
  );
}
