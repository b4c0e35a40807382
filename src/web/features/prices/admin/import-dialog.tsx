/**
 * Importing prices from a CSV or XLSX file: the file is first checked (a dry run: rows accepted,
 * rows rejected with their line and reason, moves over 20 %), then applied on request.
 */
import { useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { ImportLine, PriceImportReport } from '../../../../shared/schemas/prices-admin';
import { useAdminApi } from '../../../ui/admin/api';
import { useAdminT } from '../../../ui/admin/i18n';
import { useFeedback } from '../../../ui/feedback/feedback-provider';
import styles from './prices-admin.module.css';

function Lines({ title, lines, total }: { title: string; lines: ImportLine[]; total: number }) {
  const { t } = useAdminT();
  if (!total) return null;
  return (
    <section>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      <div className={styles.report}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('prices.import_line')}</TableCell>
              <TableCell>{t('prices.import_reason')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((l) => (
              <TableRow key={`${l.line}-${l.reason}`}>
                <TableCell dir="ltr">{l.line}</TableCell>
                <TableCell>{l.reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {lines.length < total && <p className={styles.hint}>{t('prices.import_more', { shown: lines.length, total })}</p>}
    </section>
  );
}

export function ImportDialog({ open, onClose, onImported }: { open: boolean; onClose: () => void; onImported: () => void }) {
  const { t } = useAdminT();
  const admin = useAdminApi();
  const feedback = useFeedback();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<PriceImportReport | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const close = () => {
    setFile(null);
    setReport(null);
    setError('');
    onClose();
  };
  const send = async (dryRun: boolean) => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file, file.name);
    setBusy(true);
    setError('');
    const res = await admin.send<PriceImportReport>('prices/import', { method: 'POST', body: form, query: dryRun ? { dry_run: 'true' } : undefined });
    setBusy(false);
    if (!res.ok) {
      const fields = feedback.report(res.problem);
      setError(fields ? Object.values(fields).flat().join(' ') || (res.problem.kind === 'validation' ? res.problem.msg : '') : '');
      return;
    }
    if (dryRun) return setReport(res.data);
    feedback.toast(t('prices.imported', { inserted: res.data.inserted, updated: res.data.updated, unchanged: res.data.unchanged }));
    onImported();
    close();
  };
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    setFile(e.target.files?.[0] ?? null);
    setReport(null);
    setError('');
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth aria-labelledby="import-title">
      <DialogTitle id="import-title">{t('prices.import_title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('prices.import_intro')}</DialogContentText>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
              {t('prices.import_choose')}
              <input
                type="file"
                hidden
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={pick}
                aria-label={t('prices.import_choose')}
              />
            </Button>
            <Typography dir="auto">{file?.name ?? t('prices.import_no_file')}</Typography>
          </Stack>
          {error && <Alert severity="error">{error}</Alert>}
          {report && (
            <Stack spacing={2} aria-live="polite">
              <Alert severity={report.rejected_count ? 'warning' : 'success'}>
                {t('prices.import_summary', {
                  rows: report.rows,
                  accepted: report.accepted,
                  rejected: report.rejected_count,
                  inserted: report.inserted,
                  updated: report.updated,
                  unchanged: report.unchanged,
                })}
              </Alert>
              <Lines title={t('prices.import_rejected')} lines={report.rejected} total={report.rejected_count} />
              <Lines title={t('prices.import_jumps')} lines={report.jumps} total={report.jumps_count} />
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button onClick={() => void send(true)} disabled={!file || busy} variant={report ? 'text' : 'contained'}>
          {t('prices.import_check')}
        </Button>
        {report && (
          <Button variant="contained" onClick={() => void send(false)} disabled={busy || report.accepted === 0}>
            {t('prices.import_apply', { count: report.accepted })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
