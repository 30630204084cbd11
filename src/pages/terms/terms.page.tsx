import { contentPage } from '@/shell/content-page';
import { meta } from '@/pages/terms/terms.meta';

export default contentPage({ meta, heading: 'Terms of Use', text: () => import('@/pages/terms/terms.content') });
