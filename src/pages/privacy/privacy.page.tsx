import { contentPage } from '@/shell/content-page';
import { meta } from '@/pages/privacy/privacy.meta';

export default contentPage({ meta, heading: 'Privacy', text: () => import('@/pages/privacy/privacy.content') });
