import { ContentPage, contentText } from '@/shell/content-page';
import { meta } from '@/pages/contact/contact.meta';

export { meta };

const Text = contentText(() => import('@/pages/contact/contact.content'));

export default function ContactPage() {
  return (
    <ContentPage meta={meta} heading="Contact Datewise">
      <Text />
    </ContentPage>
  );
}
