/**
 * /admin/content: the site's texts, the content pages, the FAQ and the contacts, a tab each
 * (`?tab=` keeps the tab on reload and in links).
 */
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { AdminPage } from '../../../ui/admin/admin-page';
import { useAdminT } from '../../../ui/admin/i18n';
import { FaqPanel } from './faq-editor';
import { PagesPanel } from './page-editor';
import { SiteSettingsPanel } from './site-forms';

const TABS = ['texts', 'pages', 'faq', 'contacts'] as const;
type ContentTab = (typeof TABS)[number];

export function ContentScreen() {
  const { t } = useAdminT();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab: ContentTab = (TABS as readonly string[]).includes(asked ?? '') ? (asked as ContentTab) : 'texts';
  return (
    <AdminPage title={t('content.title')}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_e, next: ContentTab) => setSearch({ tab: next }, { replace: true })} variant="scrollable" allowScrollButtonsMobile>
          {TABS.map((name) => (
            <Tab key={name} value={name} label={t(`content.tabs.${name}`)} id={`content-tab-${name}`} aria-controls="content-panel" />
          ))}
        </Tabs>
      </Box>
      <Box id="content-panel" role="tabpanel" aria-labelledby={`content-tab-${tab}`}>
        {tab === 'texts' && <SiteSettingsPanel key="texts" part="texts" />}
        {tab === 'pages' && <PagesPanel />}
        {tab === 'faq' && <FaqPanel />}
        {tab === 'contacts' && <SiteSettingsPanel key="contacts" part="contacts" />}
      </Box>
    </AdminPage>
  );
}
