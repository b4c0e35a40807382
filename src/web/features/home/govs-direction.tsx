import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import type { Lang } from '../../../shared/envelope';
import type { Home } from '../../../shared/schemas/home';
import { formatPercent } from '../../i18n/format';

const STATUS = {
  up: { Icon: TrendingUpIcon, color: 'error.main' },
  normal: { Icon: TrendingFlatIcon, color: 'text.secondary' },
  down: { Icon: TrendingDownIcon, color: 'success.main' },
} as const;

/** Each governorate with its price direction (up, normal, down) and a percentage. */
export function GovsDirection({ govs, lang }: { govs: Home['govs_direction']; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="govs-title">
      <Typography id="govs-title" variant="h2" component="h2" sx={{ mb: 1.5 }}>
        {t('home.govs_title')}
      </Typography>
      {govs.length === 0 ? (
        <Typography color="text.secondary">{t('home.no_govs')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)', lg: 'repeat(6, 1fr)' } }}>
          {govs.map((g) => {
            const { Icon, color } = STATUS[g.status];
            return (
              <Box component="li" key={g.gov_id} sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1.25, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
                <Icon sx={{ color, transform: 'var(--binaa-mirror, none)' }} aria-hidden />
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                    {g.gov}
                  </Typography>
                  <Typography variant="caption" sx={{ color }}>
                    {t(`home.status_${g.status}`)} {g.status !== 'normal' && <span dir="ltr">{formatPercent(g.percentage, lang)}</span>}
                  </Typography>
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
