import { pageByPath } from '@/registry/pages';
import { ContentPage } from '@/components/content-page';
import { TermsContent } from '@/pages/terms/terms.content';

const entry = pageByPath('/terms');

export default function TermsPage() {
  return (
    <ContentPage entry={entry} heading="Terms of Use">
      <TermsContent />
    </ContentPage>
  );
}
