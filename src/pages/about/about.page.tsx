import { contentPage } from '@/shell/content-page';
import { meta } from '@/pages/about/about.meta';

export default contentPage({ meta, heading: 'About Datewise', text: () => import('@/pages/about/about.content') });
