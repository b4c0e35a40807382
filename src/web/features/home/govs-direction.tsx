import { useTranslation } from '../../i18n/react';
import type { Lang } from '../../../shared/envelope';
import type { Home } from '../../../shared/schemas/home';
import { formatPercent } from '../../i18n/format';
import { PlainIcon, plainIconCss, TREND_ICONS, trendCss } from '../../ui/plain-icon';
import { SxOnce, type SectionStyle } from '../../ui/sx-once';

/**
 * One style for the section: heading and ~27 governorates as plain elements (an MUI Box,
 * Typography and SvgIcon per cell cost Emotion work for each of ~135 components on every server
 * render).
 */
const govsSx: SectionStyle = (theme) => ({
  ...plainIconCss,
  '& .govs-title': { ...theme.typography.h2, m: 0, mb: 1.5 },
  '& .govs-empty': { ...theme.typography.body1, m: 0, color: 'text.secondary' },
  '& .govs-grid': {
    listStyle: 'none',
    m: 0,
    p: 0,
    display: 'grid',
    gap: 1,
    gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)', lg: 'repeat(6, 1fr)' },
  },
  '& li': { display: 'flex', alignItems: 'center', gap: 1, p: 1.25, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' },
  '& .gov': { minWidth: 0 },
  '& .gov-name': { ...theme.typography.body2, m: 0, fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .gov-status': theme.typography.caption,
  ...trendCss(theme),
});

/** Each governorate with its price direction (up, normal, down) and a percentage. */
export function GovsDirection({ govs, lang }: { govs: Home['govs_direction']; lang: Lang }) {
  const { t } = useTranslation();
  const label = { up: t('home.status_up'), normal: t('home.status_normal'), down: t('home.status_down') };
  return (
    <SxOnce component="section" aria-labelledby="govs-title" sx={govsSx}>
      <h2 id="govs-title" className="govs-title">
        {t('home.govs_title')}
      </h2>
      {govs.length === 0 ? (
        <p className="govs-empty">{t('home.no_govs')}</p>
      ) : (
        <ul className="govs-grid">
          {govs.map((g) => (
            <li key={g.gov_id}>
              <PlainIcon name={TREND_ICONS[g.status]} mirrored className={g.status} />
              <div className="gov">
                <p className="gov-name">{g.gov}</p>
                <span className={`gov-status ${g.status}`}>
                  {label[g.status]} {g.status !== 'normal' && <span dir="ltr">{formatPercent(g.percentage, lang)}</span>}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </SxOnce>
  );
}
