/**
 * /admin/news/new and /admin/news/{id}: the article editor (features/news/admin/news-editor.tsx).
 * One route for both: when the first save creates the article, its id replaces `new` in the
 * address without leaving the screen. This route alone loads TipTap (React Router splits it).
 */
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { adminPage } from '../../../shared/page-kind';
import { adminNewsPath } from '../../features/news/admin/news-paths';
import { NewsEditor } from '../../features/news/admin/news-editor';
import { useTranslation } from '../../i18n/react';

export const handle = { ...adminPage, area: 'news' };

const idOf = (param: string | undefined) => (param && /^\d{1,9}$/.test(param) ? Number(param) : null);

export default function AdminNewsEdit() {
  const { id } = useParams();
  const navigate = useNavigate();
  const lang = useTranslation().i18n.language;
  const onCreated = useCallback((created: number) => void navigate(adminNewsPath(created), { replace: true }), [navigate]);
  const onDeleted = useCallback(() => void navigate(adminNewsPath()), [navigate]);
  return <NewsEditor id={idOf(id)} lang={lang} onCreated={onCreated} onDeleted={onDeleted} />;
}
