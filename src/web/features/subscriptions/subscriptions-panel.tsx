/**
 * Settings → Subscriptions (SPEC 2, 3): each subscription's type title, title, price, duration,
 * description, start and end dates, status (trial marked), number of e-mails and the e-mails
 * (confirmed or waiting); "Manage e-mails" when number_of_emails > 0; "Cancel subscription" while active.
 */
import { useState } from 'react';
import { Alert } from '../../ui/kit/alert';
import { Button } from '../../ui/kit/button';
import { Chip, type ChipColor } from '../../ui/kit/chip';
import { Stack } from '../../ui/kit/layout';
import { paths } from '../../../shared/paths';
import type { UserSubscription } from '../../../shared/schemas/subscriptions';
import type { SubscriptionStatus } from '../../../shared/constants';
import { formatDate, formatPrice } from '../../../shared/format';
import { useTranslation } from '../../i18n/react';
import { CancelDialog } from './cancel-dialog';
import { ManageEmailsDialog } from './manage-emails-dialog';
import styles from './subscriptions.module.css';

const STATUS_COLOR: Record<SubscriptionStatus, ChipColor> = {
  active: 'success',
  pending: 'primary',
  canceled: 'warning',
  expired: 'default',
  refunded: 'default',
};

interface Props {
  subscriptions: UserSubscription[];
  /** Reload the list (after e-mails are saved or a subscription canceled). */
  onChanged: () => void;
}

export function SubscriptionsPanel({ subscriptions, onChanged }: Props) {
  const { t } = useTranslation();
  const [emailsOf, setEmailsOf] = useState<UserSubscription | null>(null);
  const [cancelOf, setCancelOf] = useState<UserSubscription | null>(null);
  if (!subscriptions.length) {
    return (
      <Stack spacing={2} alignItems="flex-start">
        <Alert severity="info">{t('subscriptions.none')}</Alert>
        <Button variant="contained" to={paths.subscriptionPackages()}>
          {t('account.settings.see_packages')}
        </Button>
      </Stack>
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label={t('account.settings.subscriptions')}>
        {subscriptions.map((s) => (
          <li key={s.subscription_id}>
            <SubscriptionItem subscription={s} onEmails={() => setEmailsOf(s)} onCancel={() => setCancelOf(s)} />
          </li>
        ))}
      </ul>
      {emailsOf && (
        <ManageEmailsDialog
          subscription={emailsOf}
          onClose={() => setEmailsOf(null)}
          onSaved={() => {
            setEmailsOf(null);
            onChanged();
          }}
        />
      )}
      {cancelOf && (
        <CancelDialog
          subscription={cancelOf}
          onClose={() => setCancelOf(null)}
          onCanceled={() => {
            setCancelOf(null);
            onChanged();
          }}
        />
      )}
    </>
  );
}

function SubscriptionItem({ subscription: s, onEmails, onCancel }: { subscription: UserSubscription; onEmails: () => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const id = `subscription-${s.subscription_id}`;
  return (
    <article className={styles.item} aria-labelledby={id} data-testid="user-subscription">
      <div className={styles.itemHead}>
        <h3 id={id} className={styles.cardTitle}>
          {s.subscription_title}
        </h3>
        <Stack direction="row" spacing={1}>
          {s.is_trial && <Chip size="small" color="secondary" label={t('subscriptions.trial')} />}
          <Chip size="small" color={STATUS_COLOR[s.status]} label={t(`subscriptions.statuses.${s.status}`)} />
        </Stack>
      </div>
      <dl className={styles.details}>
        <dt>{t('subscriptions.type_title')}</dt>
        <dd>{s.subscription_type_title}</dd>
        <dt>{t('subscriptions.amount')}</dt>
        <dd>{t('subscriptions.price', { price: formatPrice(s.price, lang) })}</dd>
        <dt>{t('subscriptions.duration')}</dt>
        <dd>{t('subscriptions.months', { count: s.duration })}</dd>
        <dt>{t('subscriptions.start_date')}</dt>
        <dd>{s.start_date ? formatDate(s.start_date, lang) : '—'}</dd>
        <dt>{t('subscriptions.end_date')}</dt>
        <dd>{s.end_date ? formatDate(s.end_date, lang) : '—'}</dd>
        <dt>{t('subscriptions.number_of_emails')}</dt>
        <dd>{s.number_of_emails}</dd>
        <dt>{t('subscriptions.emails')}</dt>
        <dd>
          {s.emails_detail.length ? (
            <ul className={styles.emails}>
              {s.emails_detail.map((e) => (
                <li key={e.email}>
                  <span dir="ltr">{e.email}</span>{' '}
                  <span className={styles.muted}>({e.confirmed ? t('subscriptions.confirmed') : t('subscriptions.waiting')})</span>
                </li>
              ))}
            </ul>
          ) : (
            <span className={styles.muted}>{t('subscriptions.no_emails')}</span>
          )}
        </dd>
      </dl>
      {s.subscription_description && <p className={styles.description}>{s.subscription_description}</p>}
      {s.status === 'active' && s.auto_renew && <p className={styles.muted}>{t('subscriptions.renews')}</p>}
      <Stack direction="row" spacing={1} wrap className={styles.gapTopSmall}>
        {s.number_of_emails > 0 && (
          <Button variant="outlined" onClick={onEmails}>
            {t('subscriptions.manage_emails')}
          </Button>
        )}
        {s.invoice && <Button to={paths.invoice(s.invoice)}>{t('subscriptions.invoice')}</Button>}
        {s.status === 'active' && (
          <Button color="error" onClick={onCancel}>
            {t('subscriptions.cancel_subscription')}
          </Button>
        )}
      </Stack>
    </article>
  );
}
