/**
 * The items of the current comparison, each removable, with the period, the count out of 4,
 * "clear" and the CSV and Excel downloads of what the table shows.
 */
import { useTranslation } from '../../i18n/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import { MAX_COMPARISON_ITEMS } from '../../../shared/constants';
import type { Lang } from '../../../shared/envelope';
import type { ExportFormat } from '../../../shared/price-exports';
import { formatDate } from '../../i18n/format';
import { SERIES_COLORS } from './series-colors';

interface Props {
  names: readonly string[];
  from: string;
  to: string;
  lang: Lang;
  busy: boolean;
  /** The CSV needs prices: without them the button is off. */
  canDownload: boolean;
  onRemove: (index: number) => void;
  onClear: () => void;
  onDownload: (format: ExportFormat) => void;
}

export function ComparedItems({ names, from, to, lang, busy, canDownload, onRemove, onClear, onDownload }: Props) {
  const { t } = useTranslation();
  return (
    <Paper component="section" variant="outlined" aria-labelledby="compared-items-title" sx={{ p: { xs: 2, md: 2.5 } }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', columnGap: 2, rowGap: 0.5, mb: 1.5 }}>
        <Typography id="compared-items-title" variant="h2" sx={{ fontSize: '1.125rem' }}>
          {t('comparison.items')}
        </Typography>
        <Typography variant="body2" color="textSecondary" role="status">
          {t('comparison.items_count', { count: names.length, max: MAX_COMPARISON_ITEMS })}
          {' · '}
          {t('comparison.period', { from: formatDate(from, lang), to: formatDate(to, lang) })}
        </Typography>
      </Stack>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {names.map((name, i) => (
          <Box
            component="li"
            key={`${i}-${name}`}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              ps: 1.5,
              pe: 0.5,
              py: 0.25,
              border: 1,
              borderColor: 'primary.main',
              borderRadius: 4,
              maxWidth: '100%',
            }}
          >
            <Box
              component="span"
              aria-hidden
              sx={{ width: 10, height: 10, borderRadius: '50%', flexShrink: 0, bgcolor: SERIES_COLORS[i % SERIES_COLORS.length] }}
            />
            <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            <IconButton
              size="small"
              aria-label={t('comparison.remove', { name })}
              title={t('comparison.remove', { name })}
              disabled={busy}
              onClick={() => onRemove(i)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => onDownload('csv')} disabled={!canDownload || busy}>
          {t('comparison.download')}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => onDownload('xlsx')} disabled={!canDownload || busy}>
          {t('comparison.download_xlsx')}
        </Button>
        <Button color="inherit" onClick={onClear} disabled={busy}>
          {t('comparison.clear')}
        </Button>
      </Stack>
    </Paper>
  );
}
