/**
 * The items of the current comparison, each removable, with the period, the count out of 4,
 * "clear" and the CSV and Excel downloads of what the table shows.
 */
import { useTranslation } from '../../i18n/react';
import { MAX_COMPARISON_ITEMS } from '../../../shared/constants';
import type { Lang } from '../../../shared/envelope';
import type { ExportFormat } from '../../../shared/price-exports';
import { formatDate } from '../../../shared/format';
import { Button, IconButton } from '../../ui/kit/button';
import { Icon } from '../../ui/kit/icon';
import { iconClose, iconDownload } from '../../ui/kit/icons';
import { Paper } from '../../ui/kit/layout';
import { SERIES_COLORS } from './series-colors';
import s from './comparison.module.css';

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
    <Paper component="section" aria-labelledby="compared-items-title" className={s.items}>
      <div className={s.itemsHead}>
        <h2 id="compared-items-title" className={s.heading}>
          {t('comparison.items')}
        </h2>
        <p className={s.secondary} role="status">
          {t('comparison.items_count', { count: names.length, max: MAX_COMPARISON_ITEMS })}
          {' · '}
          {t('comparison.period', { from: formatDate(from, lang), to: formatDate(to, lang) })}
        </p>
      </div>
      <ul className={s.chips}>
        {names.map((name, i) => (
          <li key={`${i}-${name}`} className={s.chip}>
            <span aria-hidden className={s.swatch} style={{ backgroundColor: SERIES_COLORS[i % SERIES_COLORS.length] }} />
            <span className={s.chipName}>{name}</span>
            <IconButton size="small" label={t('comparison.remove', { name })} disabled={busy} onClick={() => onRemove(i)}>
              <Icon path={iconClose} size="small" />
            </IconButton>
          </li>
        ))}
      </ul>
      <div className={s.itemsActions}>
        <Button variant="outlined" startIcon={<Icon path={iconDownload} />} onClick={() => onDownload('csv')} disabled={!canDownload || busy}>
          {t('comparison.download')}
        </Button>
        <Button variant="outlined" startIcon={<Icon path={iconDownload} />} onClick={() => onDownload('xlsx')} disabled={!canDownload || busy}>
          {t('comparison.download_xlsx')}
        </Button>
        <Button color="inherit" onClick={onClear} disabled={busy}>
          {t('comparison.clear')}
        </Button>
      </div>
    </Paper>
  );
}
