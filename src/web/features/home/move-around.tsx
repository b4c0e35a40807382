import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { buttonBaseReset } from '../../ui/plain-mui';
import { PlainIcon, plainIconCss } from '../../ui/plain-icon';
import { announceCountry, onCountryChange, savePref } from '../../ui/prefs';
import { SxOnce, type SectionStyle } from '../../ui/sx-once';

/** The Gulf entries of the country list, as the "Move Around Services" carousel names them. */
const GULF = ['saudi', 'emirate', 'oman', 'qatar', 'kuwait'] as const;

/** One style for the section: heading, intro and the country buttons (MUI's ButtonBase look, no ripple). */
const moveSx: SectionStyle = (theme) => ({
  ...plainIconCss,
  '& .move-title': { ...theme.typography.h2, m: 0, mb: 0.5 },
  '& .move-intro': { ...theme.typography.body2, m: 0, mb: 1.5, color: 'text.secondary' },
  '& .move-list': {
    listStyle: 'none',
    m: 0,
    p: 0,
    pb: 1,
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: { xs: '42%', sm: '30%', md: '1fr' },
    gap: 1.5,
    overflowX: 'auto',
    scrollSnapType: 'x mandatory',
  },
  '& li': { scrollSnapAlign: 'start' },
  '& .move-country': {
    ...buttonBaseReset,
    width: '100%',
    minHeight: 88,
    borderRadius: 2,
    border: 2,
    borderColor: 'divider',
    bgcolor: 'background.paper',
    color: 'text.primary',
    display: 'flex',
    flexDirection: 'column',
    gap: 0.5,
    fontWeight: 700,
    fontSize: '1.05rem',
    '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' },
    '& .icon': { color: 'secondary.main' },
  },
  '& .move-country[aria-pressed="true"]': {
    borderColor: 'secondary.main',
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    '& .icon': { color: 'secondary.light' },
  },
});

/**
 * Move Around Services: choosing a country switches the visitor's country (the same preference
 * as the header's selector) and reloads the home data for it.
 */
export function MoveAround({ country }: { country: string }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [current, setCurrent] = useState(country);
  useEffect(() => onCountryChange(setCurrent), []);
  const choose = (slug: string) => {
    setCurrent(slug);
    savePref('country', slug);
    announceCountry(slug);
    void revalidator.revalidate();
  };
  return (
    <SxOnce component="section" aria-labelledby="move-around-title" sx={moveSx}>
      <h2 id="move-around-title" className="move-title">
        {t('home.move_around_title')}
      </h2>
      <p className="move-intro">{t('home.move_around_intro')}</p>
      <ul className="move-list">
        {GULF.map((slug) => (
          <li key={slug}>
            <button type="button" className="move-country" onClick={() => choose(slug)} aria-pressed={current === slug}>
              <PlainIcon name="public" />
              {t(`countries.${slug}`)}
            </button>
          </li>
        ))}
      </ul>
    </SxOnce>
  );
}
