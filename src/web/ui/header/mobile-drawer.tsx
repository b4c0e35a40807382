/** Small screens: the same navigation and preferences in a drawer. */
import { Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { IconButton } from '../kit/button';
import { Drawer } from '../kit/dialog';
import { Icon } from '../kit/icon';
import { iconClose, iconExpandLess, iconExpandMore } from '../kit/icons';
import { Divider } from '../kit/layout';
import type { Lang } from '../../../shared/envelope';
import type { DefaultWebsiteData } from '../../../shared/schemas/site';
import { DrawerAccount } from './drawer-account';
import { Logo } from './logo';
import type { NavSection } from './nav-model';
import { CountrySelect, LanguageSwitch, ThemeToggle } from './prefs-controls';
import s from './panels.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  sections: NavSection[];
  lang: Lang;
  country: string;
  countries: DefaultWebsiteData['countries'] | undefined;
  /**
   * The paper's classes, from the header: the logo and the preference controls are the header's
   * plain elements, styled by its modules.
   */
  paperClassName: string;
}

export function MobileDrawer({ open, onClose, sections, lang, country, countries, paperClassName }: Props) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <Drawer open={open} onClose={onClose} className={paperClassName} aria-label={t('a11y.main_nav')}>
      <div className={s.drawerTop}>
        <Logo />
        <IconButton onClick={onClose} label={t('a11y.close_menu')}>
          <Icon path={iconClose} />
        </IconButton>
      </div>
      <Divider />
      <nav aria-label={t('a11y.main_nav')}>
        <ul className={s.drawerList}>
          {sections.map((section) => {
            if (section.to) {
              return (
                <li key={section.key}>
                  <RouterLink to={section.to} onClick={onClose} className={s.drawerItem}>
                    {section.label}
                  </RouterLink>
                </li>
              );
            }
            const isOpen = expanded === section.key;
            const panelId = `drawer-${section.key}`;
            const links = (section.groups ?? []).flatMap((g) => [
              ...(g.head ? [{ ...g.head, head: true }] : []),
              ...g.links.map((l) => ({ ...l, head: false })),
            ]);
            return (
              <Fragment key={section.key}>
                <li>
                  <button
                    type="button"
                    className={s.drawerItem}
                    onClick={() => setExpanded(isOpen ? null : section.key)}
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                  >
                    {section.label}
                    <Icon path={isOpen ? iconExpandLess : iconExpandMore} />
                  </button>
                  {isOpen && (
                    <ul id={panelId} className={s.drawerList}>
                      {links.map((l) => (
                        <li key={`${l.head ? 'head' : 'link'}:${l.to}`}>
                          <RouterLink to={l.to} onClick={onClose} className={`${s.drawerItem} ${l.head ? s.drawerSubHead : s.drawerSub}`}>
                            {l.label}
                          </RouterLink>
                        </li>
                      ))}
                      {!links.length && (
                        <li>
                          <p className={`${s.muted} ${s.drawerSubHead}`}>{t('nav.no_items')}</p>
                        </li>
                      )}
                    </ul>
                  )}
                </li>
              </Fragment>
            );
          })}
        </ul>
      </nav>
      <Divider />
      <div className={s.drawerPrefs}>
        <div className={s.spread}>
          <LanguageSwitch lang={lang} />
          <ThemeToggle />
        </div>
        <CountrySelect countries={countries} value={country} id="drawer-country" />
        <DrawerAccount onNavigate={onClose} />
      </div>
    </Drawer>
  );
}
