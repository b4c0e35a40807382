/** /admin/content: the site's texts, pages, FAQ and contacts (features/pages/admin). */
import { adminPage } from '../../../shared/page-kind';
import { ContentScreen } from '../../features/pages/admin/content-screen';

export const handle = { ...adminPage, area: 'content' };

export default function AdminContent() {
  return <ContentScreen />;
}
