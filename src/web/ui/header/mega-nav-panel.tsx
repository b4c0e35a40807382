/** The panel of one mega-navigation section: grouped links (loaded on first use). */
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { Popover } from '../kit/popover';
import { isEmptySection, type NavSection } from './nav-model';
import s from './panels.module.css';

export default function MegaNavPanel({ id, section, anchor, onClose }: { id: string; section: NavSection; anchor: HTMLElement | null; onClose: () => void }) {
  const { t } = useTranslation();
  const groups = section.groups ?? [];
  const wide = groups.length > 1;
  return (
    <Popover id={id} open={!!anchor} anchorEl={anchor} onClose={onClose} className={s.mega}>
      <nav
        aria-label={section.label}
        className={s.megaNav}
        style={{ gridTemplateColumns: wide ? `repeat(${Math.min(groups.length, 4)}, minmax(160px, 1fr))` : '1fr' }}
      >
        {isEmptySection(section) && <p className={s.muted}>{t('nav.no_items')}</p>}
        {groups.map((g, i) => (
          <div key={g.head?.to ?? i}>
            {g.head && (
              <RouterLink to={g.head.to} onClick={onClose} className={s.megaHead}>
                {g.head.label}
              </RouterLink>
            )}
            <ul className={s.megaLinks}>
              {g.links.map((l) => (
                <li key={l.to}>
                  <RouterLink to={l.to} onClick={onClose}>
                    {l.label}
                  </RouterLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </Popover>
  );
}
