/**
 * "Manage e-mails" (SPEC 2, 4, 5): the subscription's extra addresses as chips, added with Enter
 * (Backspace in the empty field takes the last one back, each chip has its remove button),
 * each checked with the shared e-mail rule; more than number_of_emails shows "max number of
 * emails is N" and disables OK. OK posts the list; "Account Settings updated" shows for 3 s, then
 * the data reloads. Each new address gets a confirmation mail (server) before it receives bulletins.
 */
import { useState, type KeyboardEvent } from 'react';
import { Alert } from '../../ui/kit/alert';
import { Button } from '../../ui/kit/button';
import { Chip } from '../../ui/kit/chip';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '../../ui/kit/dialog';
import { TextField } from '../../ui/kit/field';
import { Text } from '../../ui/kit/layout';
import { TIMINGS } from '../../../shared/constants';
import { EMAIL_PATTERN } from '../../../shared/validation';
import type { UserSubscription } from '../../../shared/schemas/subscriptions';
import { firstMessages } from '../../api/errors';
import { useApi } from '../../api/react';
import { useTranslation } from '../../i18n/react';
import { useFeedback } from '../../ui/feedback/feedback-provider';
import { emailsProblem, normaliseEmails, splitEmails } from './plans';
import styles from './subscriptions.module.css';

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

  /** Enter adds what is typed (a pasted "a@x.eg, b@y.eg" adds both); Backspace in an empty field removes the last chip. */
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      if (!typed.trim()) return;
      setEmails((list) => normaliseEmails([...list, ...typed.split(',')]));
      setTyped('');
    } else if (e.key === 'Backspace' && typed === '' && emails.length > 0) {
      e.preventDefault();
      setEmails((list) => list.slice(0, -1));
    }
  };
  const remove = (email: string) => setEmails((list) => list.filter((x) => x !== email));

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
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" keepOnBackdrop={busy}>
      <DialogTitle>{t('subscriptions.emails_title', { title: subscription.subscription_title })}</DialogTitle>
      <DialogContent>
        <Text id="emails-help" color="secondary" className={styles.gapBottom}>
          {t('subscriptions.emails_help')}
        </Text>
        {emails.length > 0 && (
          <ul className={styles.chips} aria-label={t('subscriptions.emails')}>
            {emails.map((email) => {
              const valid = EMAIL_PATTERN.test(email);
              return (
                <li key={email} dir="ltr">
                  <Chip
                    label={email}
                    color={valid ? 'default' : 'error'}
                    variant={valid ? 'filled' : 'outlined'}
                    onDelete={busy ? undefined : () => remove(email)}
                    deleteLabel={t('subscriptions.remove_email', { email })}
                  />
                </li>
              );
            })}
          </ul>
        )}
        <TextField
          label={t('subscriptions.emails_label')}
          type="email"
          fullWidth
          dir="ltr"
          autoComplete="off"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={onKeyDown}
          disabled={busy}
          error={!!problemText}
          helperText={problemText || ' '}
        />
        {done && (
          <Alert severity="success" className={styles.gapTop}>
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
