/** Small screens: the same navigation and preferences in a drawer. */
import { Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { Lang } from '../../../shared/envelope';
import type { DefaultWebsiteData } from '../../../shared/schemas/site';
import { DrawerAccount } from './drawer-account';
import { Logo } from './logo';
import type { NavSection } from './nav-model';
import { CountrySelect, LanguageSwitch, ThemeToggle } from './prefs-controls';

interface Props {
  open: boolean;
  onClose: () => void;
  sections: NavSection[];
  lang: Lang;
  country: string;
  countries: DefaultWebsiteData['countries'] | undefined;
  /**
   * The paper's classes, from the header: the logo and the preference controls are the header's
   * plain elements, styled by its modules (imported by the header only, so their CSS stays in the
   * shell's stylesheet and is not copied into this lazily loaded chunk's).
   */
  paperClassName: string;
}

export function MobileDrawer({ open, onClose, sections, lang, country, countries, paperClassName }: Props) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { className: paperClassName } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Logo />
        <IconButton onClick={onClose} aria-label={t('a11y.close_menu')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box component="nav" aria-label={t('a11y.main_nav')}>
        <List disablePadding>
          {sections.map((s) => {
            if (s.to) {
              return (
                <ListItemButton key={s.key} component={RouterLink} to={s.to} onClick={onClose}>
                  <ListItemText primary={s.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
                </ListItemButton>
              );
            }
            const isOpen = expanded === s.key;
            const panelId = `drawer-${s.key}`;
            return (
              <Fragment key={s.key}>
                <ListItemButton onClick={() => setExpanded(isOpen ? null : s.key)} aria-expanded={isOpen} aria-controls={panelId}>
                  <ListItemText primary={s.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
                  {isOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                </ListItemButton>
                <Collapse in={isOpen} id={panelId} unmountOnExit>
                  <List dense disablePadding>
                    {(s.groups ?? [])
                      .flatMap((g) => [...(g.head ? [{ ...g.head, head: true }] : []), ...g.links.map((l) => ({ ...l, head: false }))])
                      .map((l) => (
                        <ListItemButton
                          key={`${l.head ? 'head' : 'link'}:${l.to}`}
                          component={RouterLink}
                          to={l.to}
                          onClick={onClose}
                          sx={{ ps: l.head ? 4 : 6 }}
                        >
                          <ListItemText primary={l.label} slotProps={{ primary: { sx: { fontWeight: l.head ? 600 : 400 } } }} />
                        </ListItemButton>
                      ))}
                    {(s.groups ?? []).every((g) => !g.head && !g.links.length) && (
                      <ListItemText primary={t('nav.no_items')} sx={{ ps: 4, py: 1, color: 'text.secondary' }} />
                    )}
                  </List>
                </Collapse>
              </Fragment>
            );
          })}
        </List>
      </Box>
      <Divider />
      <Stack spacing={1.5} sx={{ p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <LanguageSwitch lang={lang} />
          <ThemeToggle />
        </Stack>
        <CountrySelect countries={countries} value={country} id="drawer-country" />
        <DrawerAccount onNavigate={onClose} />
      </Stack>
    </Drawer>
  );
}
