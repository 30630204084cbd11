import { calculatorPages, pageByPath } from '@/registry/pages';
import { ContentPage } from '@/components/content-page';
import { AboutContent, aboutFaq } from '@/pages/about/about.content';

const entry = pageByPath('/about');

export default function AboutPage() {
  return (
    <ContentPage entry={entry} heading="About Datewise" faq={aboutFaq}>
      <AboutContent calculatorCount={calculatorPages.length} />
    </ContentPage>
  );
}
