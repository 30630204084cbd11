import { contentPage } from '@/shell/content-page';
import { meta } from '@/pages/contact/contact.meta';

export default contentPage({ meta, heading: 'Contact Datewise', text: () => import('@/pages/contact/contact.content') });
