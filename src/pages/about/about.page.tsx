import { ContentPage } from '@/components/content-page';
import { useSiteLinks } from '@/components/site-links';
import { meta } from '@/pages/about/about.meta';
import { AboutContent, aboutFaq } from '@/pages/about/about.content';

export { meta };

export default function AboutPage() {
  const { calculatorSections } = useSiteLinks();
  const calculatorCount = calculatorSections.reduce((sum, section) => sum + section.pages.length, 0);
  return (
    <ContentPage meta={meta} heading="About Datewise" faq={aboutFaq}>
      <AboutContent calculatorCount={calculatorCount} />
    </ContentPage>
  );
}
