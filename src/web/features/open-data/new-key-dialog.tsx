/**
 * "Create a key" (issue 20): a name, then the key itself, shown this once with a copy button and
 * the warning that it will not be shown again (the server keeps only its SHA-256).
 */
import { useState, type FormEvent } from 'react';
import { Alert } from '../../ui/kit/alert';
import { Button } from '../../ui/kit/button';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '../../ui/kit/dialog';
import { TextField } from '../../ui/kit/field';
import { Icon } from '../../ui/kit/icon';
import { iconContentCopy } from '../../ui/kit/icons';
import { Stack } from '../../ui/kit/layout';
import type { FieldErrors } from '../../../shared/envelope';
import { API_KEY_NAME_MAX, type CreatedApiKey } from '../../../shared/schemas/open-data';
import { useApi } from '../../api/react';
import { useSubmissionKey } from '../../api/idempotency';
import { useTranslation } from '../../i18n/react';
import { useFeedback } from '../../ui/feedback/feedback-provider';
import styles from './open-data.module.css';

export interface NewKeyDialogProps {
  open: boolean;
  onClose(): void;
  /** After a key is made (the list adds it). */
  onCreated(made: CreatedApiKey): void;
  /** The server's 402 (the packages no longer grant open_data). */
  onSubscriptionRequired(): void;
}

export function NewKeyDialog({ open, onClose, onCreated, onSubscriptionRequired }: NewKeyDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const feedback = useFeedback();
  const submission = useSubmissionKey();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<FieldErrors>({});
  const [made, setMade] = useState<string | null>(null);
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');

  function close() {
    onClose();
    // The key leaves the page's memory with the dialog.
    setMade(null);
    setName('');
    setFields({});
    setCopied('no');
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const value = name.trim();
    setBusy(true);
    const res = await api.createApiKey({ name: value }, submission.keyFor(value));
    setBusy(false);
    if (res.ok) {
      submission.done();
      setMade(res.data.key);
      onCreated(res.data);
      return;
    }
    if (res.problem.kind === 'subscription_required') {
      close();
      onSubscriptionRequired();
      return;
    }
    const shown = feedback.report(res.problem);
    if (shown) setFields(shown);
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(made ?? '');
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <Dialog open={open} onClose={made ? undefined : close} maxWidth="sm" keepOnBackdrop={!!made}>
      <DialogTitle>{t(made ? 'open_data.created_title' : 'open_data.create_title')}</DialogTitle>
      {made ? (
        <>
          <DialogContent>
            <Stack spacing={2}>
              <Alert severity="warning">{t('open_data.shown_once')}</Alert>
              <code className={styles.key} dir="ltr" data-testid="new-api-key">
                {made}
              </code>
              <div>
                <Button variant="outlined" startIcon={<Icon path={iconContentCopy} size="small" />} onClick={() => void copy()}>
                  {t(copied === 'yes' ? 'open_data.copied' : 'open_data.copy')}
                </Button>
              </div>
              {copied === 'failed' && <Alert severity="info">{t('open_data.copy_failed')}</Alert>}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={close}>
              {t('open_data.done')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={save} noValidate>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              label={t('open_data.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={!!fields.name?.[0]}
              helperText={fields.name?.[0] ?? t('open_data.name_help')}
              maxLength={API_KEY_NAME_MAX}
              required
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('open_data.cancel')}</Button>
            <Button type="submit" variant="contained" loading={busy}>
              {t('open_data.save')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
