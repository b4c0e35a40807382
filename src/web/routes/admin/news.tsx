/** /admin/news: the newsroom's list of articles (features/news/admin/news-list.tsx). */
import { adminPage } from '../../../shared/page-kind';
import { NewsList } from '../../features/news/admin/news-list';
import { useTranslation } from '../../i18n/react';

export const handle = { ...adminPage, area: 'news' };

export default function AdminNews() {
  return <NewsList lang={useTranslation().i18n.language} />;
}
