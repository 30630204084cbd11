import { pageByPath } from '@/registry/pages';
import { ContentPage } from '@/components/content-page';
import { PrivacyContent, privacyFaq } from '@/pages/privacy/privacy.content';

const entry = pageByPath('/privacy');

export default function PrivacyPage() {
  return (
    <ContentPage entry={entry} heading="Privacy" faq={privacyFaq}>
      <PrivacyContent />
    </ContentPage>
  );
}
