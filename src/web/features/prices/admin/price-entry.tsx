/**
 * /admin/prices: a product's prices of a day. Product, date and country are in the URL (a reload
 * or a shared link opens the same day). The grid loads prefilled with the last known prices; the
 * clerk changes what moved (by hand, by "copy from yesterday" or by pasting a block from a
 * spreadsheet), and saves the day in one call. Rows past the 20 % limit ask for confirmation
 * first. Files are imported through the import dialog; a row's history opens in a dialog.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import SaveIcon from '@mui/icons-material/Save';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { JUMP_FIELD, type PriceEntryLookup, type PriceGrid } from '../../../../shared/schemas/prices-admin';
import { useTranslation } from '../../../i18n/react';
import { useAdminCallData, useAdminCalls } from '../../../ui/admin/api';
import { Loaded } from '../../../ui/admin/admin-page';
import { useAdminT } from '../../../ui/admin/i18n';
import { useCanWrite } from '../../../ui/admin/me';
import { DateFilter } from '../../../ui/admin/date-filter';
import { saveFile } from '../../../ui/csv';
import { useFeedback } from '../../../ui/feedback/feedback-provider';
import { copyLastPrices, jumpingRows, rowChanged, rowIssues, saveRows, toEntryRows, type EntryRow } from './entry-rows';
import { HistoryDialog, type HistoryTarget } from './history-dialog';
import { ImportDialog } from './import-dialog';
import { JumpDialog } from './jump-dialog';
import { PriceDayGrid } from './price-day-grid';
import styles from './prices-admin.module.css';
import { templateCsv, templateFileName } from './template';

export function PriceEntry() {
  const lookup = useAdminCallData('priceEntryLookup');
  return (
    <Loaded state={lookup.state} reload={() => void lookup.reload()}>
      {(lk) => <PriceDay lookup={lk} />}
    </Loaded>
  );
}

function PriceDay({ lookup }: { lookup: PriceEntryLookup }) {
  const { t } = useAdminT();
  const [params, setParams] = useSearchParams();
  const productId = Number(params.get('product')) || lookup.products[0]?.id || 0;
  const date = params.get('date') || lookup.today;
  const country = params.get('country') || lookup.default_country;
  const query = { product_id: productId, date, country };
  const grid = useAdminCallData('priceGrid', query);
  const [rows, setRows] = useState<EntryRow[]>([]);
  const dirty = useMemo(() => rows.filter(rowChanged).length, [rows]);

  useEffect(() => {
    if (grid.state.kind === 'ready') setRows(toEntryRows(grid.state.data.rows));
  }, [grid.state]);

  const choose = (name: 'product' | 'date' | 'country') => (e: { target: { value: string } }) => {
    if (dirty && !window.confirm(t('prices.discard'))) return;
    const next = new URLSearchParams(params);
    next.set(name, e.target.value);
    setParams(next, { replace: true });
  };

  return (
    <Stack spacing={2}>
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 12, sm: 5, md: 4 }}>
          <TextField select fullWidth size="small" label={t('prices.product')} value={String(productId)} onChange={choose('product')}>
            {lookup.products.map((p) => (
              <MenuItem key={p.id} value={String(p.id)}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 6, sm: 3, md: 3 }}>
          <DateFilter label={t('prices.date')} value={date} onChange={choose('date')} max={lookup.today} />
        </Grid>
        <Grid size={{ xs: 6, sm: 4, md: 3 }}>
          <TextField select fullWidth size="small" label={t('prices.country')} value={country} onChange={choose('country')}>
            {lookup.countries.map((c) => (
              <MenuItem key={c.slug} value={c.slug}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      </Grid>
      <Loaded state={grid.state} reload={() => void grid.reload()}>
        {(data) => (
          <DayEditor key={`${data.product_id}/${data.date}/${data.country}`} grid={data} rows={rows} setRows={setRows} dirty={dirty} reload={grid.reload} />
        )}
      </Loaded>
    </Stack>
  );
}

interface EditorProps {
  grid: PriceGrid;
  rows: EntryRow[];
  setRows: (rows: EntryRow[]) => void;
  dirty: number;
  reload: () => Promise<void>;
}

function DayEditor({ grid, rows, setRows, dirty, reload }: EditorProps) {
  const { t } = useAdminT();
  const { i18n } = useTranslation();
  const admin = useAdminCalls();
  const feedback = useFeedback();
  const canWrite = useCanWrite('prices');
  const [search, setSearch] = useState('');
  const [jumps, setJumps] = useState<EntryRow[]>([]);
  const [importing, setImporting] = useState(false);
  const [history, setHistory] = useState<HistoryTarget | null>(null);
  const [saving, setSaving] = useState(false);
  const invalid = rows.filter((r) => Object.keys(rowIssues(r)).length > 0).length;
  const onHistory = useCallback((r: EntryRow) => setHistory({ itemId: r.item_id, itemName: r.item_name, governorateId: r.governorate_id }), []);

  const save = async (confirmJumps: boolean) => {
    if (invalid) return feedback.toast(t('prices.fix_rows', { count: invalid }), 'error');
    const pending = confirmJumps ? [] : jumpingRows(rows);
    if (pending.length) return setJumps(pending);
    const { rows: body, index } = saveRows(rows);
    if (!body.length) return feedback.toast(t('prices.nothing_to_save'), 'info');
    setJumps([]);
    setSaving(true);
    const res = await admin.savePriceDay({ product_id: grid.product_id, date: grid.date, confirm_jumps: confirmJumps, rows: body });
    setSaving(false);
    if (res.ok) {
      feedback.toast(t('prices.saved', { ...res.data }));
      await reload();
      return;
    }
    const fields = feedback.report(res.problem);
    if (!fields) return;
    // The server's word on a row: its jumps (confirm them), or what is wrong with it.
    const byId = new Map<string, string>();
    const jumpIds = new Set<string>();
    for (const [field, messages] of Object.entries(fields)) {
      const n = JUMP_FIELD.exec(field)?.[1] ?? /^rows\.(\d+)\./.exec(field)?.[1];
      const id = n === undefined ? undefined : index[Number(n)];
      if (!id) continue;
      if (JUMP_FIELD.test(field)) jumpIds.add(id);
      else byId.set(id, messages.join(' '));
    }
    if (byId.size) setRows(rows.map((r) => (byId.has(r.id) ? { ...r, serverError: byId.get(r.id) } : r)));
    if (jumpIds.size && !byId.size) setJumps(rows.filter((r) => jumpIds.has(r.id)));
    else feedback.toast(res.problem.kind === 'validation' ? res.problem.msg : t('prices.fix_rows', { count: byId.size }), 'error');
  };

  const downloadTemplate = () => {
    const lang = i18n.language === 'en' ? 'en' : 'ar';
    saveFile(new Blob([templateCsv(rows, grid.date, lang)], { type: 'text/csv;charset=utf-8' }), templateFileName(grid.date));
  };

  return (
    <Stack spacing={1.5}>
      <div className={styles.toolbar}>
        <Chip color={grid.entered === grid.total ? 'success' : 'default'} label={t('prices.progress', { done: grid.entered, total: grid.total })} />
        {dirty > 0 && <Chip color="warning" label={t('prices.unsaved', { count: dirty })} />}
        <span className={styles.spacer} />
        {canWrite && (
          <Button variant="contained" startIcon={<SaveIcon />} onClick={() => void save(false)} disabled={saving || !rows.length}>
            {t('prices.save')}
          </Button>
        )}
      </div>
      <div className={styles.toolbar}>
        <TextField size="small" type="search" label={t('prices.search')} value={search} onChange={(e) => setSearch(e.target.value)} sx={{ minWidth: 240 }} />
        <span className={styles.spacer} />
        {canWrite && (
          <>
            <Button startIcon={<ContentCopyIcon />} onClick={() => setRows(copyLastPrices(rows))} disabled={!rows.length}>
              {t('prices.copy_yesterday')}
            </Button>
            <Button startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
              {t('prices.import')}
            </Button>
          </>
        )}
        <Button startIcon={<DownloadIcon />} onClick={downloadTemplate} disabled={!rows.length}>
          {t('prices.template')}
        </Button>
      </div>
      {!canWrite && <Alert severity="info">{t('common.read_only')}</Alert>}
      {grid.total === 0 ? (
        <Alert severity="info">{t('prices.no_rows')}</Alert>
      ) : (
        <>
          <p className={`${styles.hint} ${styles.keys}`}>{t('prices.keyboard_hint')}</p>
          <PriceDayGrid rows={rows} onRowsChange={setRows} editable={canWrite} search={search} onHistory={onHistory} />
        </>
      )}
      <JumpDialog rows={jumps} onClose={() => setJumps([])} onConfirm={() => void save(true)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} onImported={() => void reload()} />
      <HistoryDialog target={history} onClose={() => setHistory(null)} />
    </Stack>
  );
}
