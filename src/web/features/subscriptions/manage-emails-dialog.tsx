/**
 * "manage emails" (SPEC 2, 4, 5): the subscription's extra addresses as chips, added with Enter,
 * each checked with the shared e-mail rule; more than number_of_emails shows "max number of
 * emails is N" and disables OK. OK posts the list; "Account Settings updated" shows for 3 s, then
 * the data reloads. Each new address gets a confirmation mail (server) before it receives bulletins.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { TIMINGS } from '../../../shared/constants';
import { EMAIL_PATTERN } from '../../../shared/validation';
import type { UserSubscription } from '../../../shared/schemas/subscriptions';
import { firstMessages } from '../../api/errors';
import { useApi } from '../../api/react';
import { useTranslation } from '../../i18n/react';
import { useFeedback } from '../../ui/feedback/feedback-provider';
import { emailsProblem, normaliseEmails, splitEmails } from './plans';

interface Props {
  subscription: UserSubscription;
  onClose: () => void;
  /** After the success message: reload the data. */
  onSaved: () => void;
}

export function ManageEmailsDialog({ subscription, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const feedback = useFeedback();
  const [emails, setEmails] = useState<string[]>(() => splitEmails(subscription.emails));
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const [serverProblem, setServerProblem] = useState('');
  const max = subscription.number_of_emails;
  const problem = emailsProblem(emails, max);
  const problemText =
    problem?.kind === 'too_many'
      ? t('subscriptions.max_emails', { count: max })
      : problem?.kind === 'invalid'
        ? t('subscriptions.invalid_email', { email: problem.email })
        : serverProblem;

  const save = async () => {
    setBusy(true);
    setServerProblem('');
    const res = await api.addEmailsToSubscription({ subscription_id: subscription.subscription_id, emails });
    if (res.ok) {
      setDone(res.msg || t('account.settings.updated'));
      window.setTimeout(onSaved, TIMINGS.toast);
      return;
    }
    setBusy(false);
    if (res.problem.kind === 'validation') setServerProblem(firstMessages(res.problem.fields).join(' ') || res.problem.msg);
    else feedback.report(res.problem);
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="emails-title" aria-describedby="emails-help" fullWidth maxWidth="sm">
      <DialogTitle id="emails-title">{t('subscriptions.emails_title', { title: subscription.subscription_title })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="emails-help" sx={{ mb: 2 }}>
          {t('subscriptions.emails_help')}
        </DialogContentText>
        <Autocomplete
          multiple
          freeSolo
          options={[] as string[]}
          value={emails}
          inputValue={typed}
          onInputChange={(_e, v) => setTyped(v)}
          onChange={(_e, values) => setEmails(normaliseEmails(values))}
          disabled={busy}
          renderValue={(values, getItemProps) =>
            values.map((option, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              const valid = EMAIL_PATTERN.test(option);
              return <Chip key={key} {...itemProps} label={option} dir="ltr" color={valid ? 'default' : 'error'} variant={valid ? 'filled' : 'outlined'} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('subscriptions.emails_label')}
              type="email"
              error={!!problemText}
              helperText={problemText || ' '}
              slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, dir: 'ltr', 'aria-describedby': 'emails-help' } }}
            />
          )}
        />
        {done && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {done}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('subscriptions.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy || problem !== null}>
          {t('subscriptions.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
