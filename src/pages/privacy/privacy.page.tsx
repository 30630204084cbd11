import { ContentPage } from '@/components/content-page';
import { meta } from '@/pages/privacy/privacy.meta';
import { PrivacyContent, privacyFaq } from '@/pages/privacy/privacy.content';

export { meta };

export default function PrivacyPage() {
  return (
    <ContentPage meta={meta} heading="Privacy" faq={privacyFaq}>
      <PrivacyContent />
    </ContentPage>
  );
}
