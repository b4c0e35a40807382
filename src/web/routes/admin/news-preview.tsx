/**
 * /admin/news/{id}/preview: the article as its public page shows it — the public article's own
 * components and frame — with the saved draft's data, whatever its status. Personal and never
 * indexed (the /admin layout's page kind and robots meta).
 */
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { adminPage } from '../../../shared/page-kind';
import { ArticleView, RelatedTopics } from '../../features/news/article-view';
import { adminNewsPath } from '../../features/news/admin/news-paths';
import { useTranslation } from '../../i18n/react';
import { useAdminCallData } from '../../ui/admin/api';
import { Loaded } from '../../ui/admin/admin-page';
import { useAdminT } from '../../ui/admin/i18n';
import { newsCardOf } from '../../ui/news-card';
import styles from '../news-topic.module.css';

export const handle = { ...adminPage, area: 'news' };

export default function AdminNewsPreview() {
  const { t } = useAdminT();
  const lang = useTranslation().i18n.language;
  const id = Number(useParams().id);
  const { state, reload } = useAdminCallData('newsPreview', { id: Number.isInteger(id) ? id : 0 });
  return (
    <Loaded state={state} reload={() => void reload()}>
      {(preview) => (
        <>
          <Alert
            severity={preview.status === 'published' ? 'info' : 'warning'}
            action={
              <Button color="inherit" component={RouterLink} to={adminNewsPath(preview.item.id)}>
                {t('news.preview.back')}
              </Button>
            }
          >
            {t('news.preview.note', { status: t(`news.status.${preview.status}`) })}
          </Alert>
          <div className={styles.root}>
            <div className={styles.columns}>
              <div className={styles.main}>
                <ArticleView item={preview.item} lang={lang} />
              </div>
              <div className={styles.aside}>
                <RelatedTopics items={preview.related_topics.map(newsCardOf)} lang={lang} />
              </div>
            </div>
          </div>
        </>
      )}
    </Loaded>
  );
}
