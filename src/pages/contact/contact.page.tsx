import { ContentPage } from '@/components/content-page';
import { meta } from '@/pages/contact/contact.meta';
import { ContactContent, contactFaq } from '@/pages/contact/contact.content';

export { meta };

export default function ContactPage() {
  return (
    <ContentPage meta={meta} heading="Contact Datewise" faq={contactFaq}>
      <ContactContent />
    </ContentPage>
  );
}
