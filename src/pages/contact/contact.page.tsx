import { pageByPath } from '@/registry/pages';
import { ContentPage } from '@/components/content-page';
import { ContactContent, contactFaq } from '@/pages/contact/contact.content';

const entry = pageByPath('/contact');

export default function ContactPage() {
  return (
    <ContentPage entry={entry} heading="Contact Datewise" faq={contactFaq}>
      <ContactContent />
    </ContentPage>
  );
}
