import { ContentPage, contentText } from '@/shell/content-page';
import { meta } from '@/pages/about/about.meta';

export { meta };

const Text = contentText(() => import('@/pages/about/about.content'));

export default function AboutPage() {
  return (
    <ContentPage meta={meta} heading="About Datewise">
      <Text />
    </ContentPage>
  );
}
