/**
 * The back office's frame: a top bar (title, the staff member and role, the other language, the
 * site, sign out) and the menu of the areas the role may open (a drawer on phones, a side column
 * from `md`). Sections a role may not open are not in its menu, and the API refuses them too.
 */
import { useState, type ReactElement, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import ArticleIcon from '@mui/icons-material/Article';
import FolderIcon from '@mui/icons-material/FolderSpecial';
import StorefrontIcon from '@mui/icons-material/Storefront';
import CampaignIcon from '@mui/icons-material/Campaign';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import PaymentIcon from '@mui/icons-material/Payment';
import PeopleIcon from '@mui/icons-material/People';
import InboxIcon from '@mui/icons-material/Inbox';
import WebIcon from '@mui/icons-material/Web';
import OutboxIcon from '@mui/icons-material/Outbox';
import HistoryIcon from '@mui/icons-material/History';
import SecurityIcon from '@mui/icons-material/Security';
import GavelIcon from '@mui/icons-material/Gavel';
import type { AdminArea } from '../../../shared/admin';
import type { Lang } from '../../../shared/envelope';
import type { AdminMe } from '../../../shared/schemas/admin';
import { paths } from '../../../shared/paths';
import { useApi } from '../../api/react';
import styles from './admin-shell.module.css';
import { useAdminT } from './i18n';

const ICONS: Record<AdminArea, ReactElement> = {
  dashboard: <DashboardIcon />,
  prices: <PriceChangeIcon />,
  news: <ArticleIcon />,
  directories: <FolderIcon />,
  marketplace: <StorefrontIcon />,
  ads: <CampaignIcon />,
  packages: <WorkspacePremiumIcon />,
  payments: <PaymentIcon />,
  users: <PeopleIcon />,
  inbox: <InboxIcon />,
  content: <WebIcon />,
  tenders: <GavelIcon />,
  outbox: <OutboxIcon />,
  audit: <HistoryIcon />,
  account: <SecurityIcon />,
};

const DRAWER_WIDTH = 264;

function AreaMenu({ areas, onPick }: { areas: readonly AdminArea[]; onPick?: () => void }) {
  const { t } = useAdminT();
  return (
    <List component="nav" aria-label={t('shell.menu')} dense>
      {areas.map((area) => (
        <ListItemButton
          key={area}
          component={NavLink}
          to={paths.admin(area)}
          end={area === 'dashboard'}
          onClick={onPick}
          sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>{ICONS[area]}</ListItemIcon>
          <ListItemText primary={t(`areas.${area}`)} />
        </ListItemButton>
      ))}
    </List>
  );
}

export function AdminShell({ me, lang, children }: { me: AdminMe; lang: Lang; children: ReactNode }) {
  const { t } = useAdminT();
  const api = useApi();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const other: Lang = lang === 'ar' ? 'en' : 'ar';
  // The same screen with its query (the open tab, the filters) in the other language.
  const switched = new URLSearchParams(search);
  switched.set('lang', other);
  const signOut = async () => {
    await api.logout();
    window.location.assign('/');
  };
  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <a href="#admin-main" className={styles.skipLink}>
        {t('shell.skip')}
      </a>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar variant="dense" sx={{ gap: 1 }}>
          <IconButton color="inherit" edge="start" aria-label={t('shell.menu')} onClick={() => setOpen(true)} sx={{ display: { md: 'none' } }}>
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="span" sx={{ flexGrow: 1, fontWeight: 700 }} noWrap>
            {t('shell.title')}
          </Typography>
          <Typography variant="body2" component="span" sx={{ display: { xs: 'none', sm: 'inline' } }} noWrap>
            {me.name || me.email}
          </Typography>
          <Chip size="small" label={t(`roles.${me.role}`)} sx={{ bgcolor: 'rgba(255,255,255,0.16)', color: 'inherit' }} />
          <Button color="inherit" href={`${pathname}?${switched.toString()}`} lang={other} size="small">
            {t('shell.language')}
          </Button>
          <Button color="inherit" href="/" size="small" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
            {t('shell.open_site')}
          </Button>
          <Button color="inherit" onClick={() => void signOut()} size="small">
            {t('shell.sign_out')}
          </Button>
        </Toolbar>
      </AppBar>
      <Drawer open={open} onClose={() => setOpen(false)} sx={{ display: { md: 'none' } }} slotProps={{ paper: { sx: { width: DRAWER_WIDTH } } }}>
        <Toolbar variant="dense" />
        <AreaMenu areas={me.areas} onPick={() => setOpen(false)} />
      </Drawer>
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        <Toolbar variant="dense" />
        <AreaMenu areas={me.areas} />
      </Drawer>
      <Box component="main" id="admin-main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1.5, md: 3 } }}>
        <Toolbar variant="dense" />
        {children}
      </Box>
    </Box>
  );
}
