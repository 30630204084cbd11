import { ContentPage, contentText } from '@/shell/content-page';
import { meta } from '@/pages/privacy/privacy.meta';

export { meta };

const Text = contentText(() => import('@/pages/privacy/privacy.content'));

export default function PrivacyPage() {
  return (
    <ContentPage meta={meta} heading="Privacy">
      <Text />
    </ContentPage>
  );
}
