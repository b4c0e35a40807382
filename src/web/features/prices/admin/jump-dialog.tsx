/**
 * "These prices moved by more than 20 %": the rows past the limit, their last known price and the
 * new one, before the save goes on with `confirm_jumps` (the server refuses them otherwise).
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Lang } from '../../../../shared/envelope';
import { largestMove, percent } from '../../../../shared/price-entry';
import { useAdminT } from '../../../ui/admin/i18n';
import { pricesOf, showPrice, type EntryRow } from './entry-rows';
import styles from './prices-admin.module.css';
import { formatPercent, formatShortDate } from '../../../../shared/format';

const triple = (lang: Lang, ...prices: (string | null)[]) => prices.map((p) => (p === null ? '—' : showPrice(p, lang))).join(' / ');

export function JumpDialog({ rows, onConfirm, onClose }: { rows: EntryRow[]; onConfirm: () => void; onClose: () => void }) {
  const { t, i18n } = useAdminT();
  const lang = i18n.language;
  return (
    <Dialog open={rows.length > 0} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="jump-title">
      <DialogTitle id="jump-title">{t('prices.jump_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('prices.jump_intro')}</DialogContentText>
        <div className={styles.report}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('prices.col_item')}</TableCell>
                <TableCell>{t('prices.col_governorate')}</TableCell>
                <TableCell>{t('prices.jump_last')}</TableCell>
                <TableCell>{t('prices.jump_new')}</TableCell>
                <TableCell>{t('prices.col_change')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => {
                const move = largestMove(pricesOf(r), { min_price: r.last_min_price, mid_price: r.last_mid_price, max_price: r.last_max_price });
                return (
                  <TableRow key={r.id}>
                    <TableCell>{r.item_name}</TableCell>
                    <TableCell>{r.governorate_name}</TableCell>
                    <TableCell dir="ltr">
                      {triple(lang, r.last_min_price, r.last_mid_price, r.last_max_price)}{' '}
                      <small>
                        (<bdi>{formatShortDate(r.last_date, lang)}</bdi>)
                      </small>
                    </TableCell>
                    <TableCell dir="ltr">{triple(lang, r.min_price, r.mid_price, r.max_price)}</TableCell>
                    <TableCell dir="ltr">{formatPercent(percent(move), lang)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('prices.jump_review')}
        </Button>
        <Button variant="contained" color="warning" onClick={onConfirm}>
          {t('prices.jump_confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
