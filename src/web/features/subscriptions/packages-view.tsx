/**
 * /subscription-packages (SPEC sections 2, 4): the three groups of packages, "Subscribe now"
 * toggles a package into the selection, the confirmation dialog lists the chosen ones with VAT
 * (0) and the total, then POST subscribe (one Idempotency-Key per submission) and the browser
 * goes to the provider's checkout in the same window. Cancelling the dialog clears the
 * selection. A visitor is sent to /login and comes back here with the selection kept in `next`.
 */
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../ui/kit/alert';
import { Button } from '../../ui/kit/button';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '../../ui/kit/dialog';
import { Icon } from '../../ui/kit/icon';
import { iconCheck } from '../../ui/kit/icons';
import { Text } from '../../ui/kit/layout';
import { paths } from '../../../shared/paths';
import { SUBSCRIPTION_TYPE_KEYS, type PackagesData, type SubscriptionPackage } from '../../../shared/schemas/subscriptions';
import { firstMessages } from '../../api/errors';
import { useSubmissionKey } from '../../api/idempotency';
import { useApi } from '../../api/react';
import { formatPrice } from '../../../shared/format';
import { useTranslation } from '../../i18n/react';
import { useFeedback } from '../../ui/feedback/feedback-provider';
import { useSession } from '../../ui/session';
import { priceLine } from './labels';
import { allPackages, checkoutSummary, parseSelect, toggleId, toPiastres } from './plans';
import styles from './subscriptions.module.css';

export function PackagesView({ data }: { data: PackagesData }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const api = useApi();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const { user } = useSession();
  const submission = useSubmissionKey();
  const [params] = useSearchParams();
  const packages = useMemo(() => allPackages(data.subscriptions_types), [data]);
  const [selected, setSelected] = useState<number[]>([]);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string[]>([]);

  // `?select=` (from /choose-plan, or back from /login) after hydration: the shared page's HTML stays the same for everyone.
  const select = params.get('select');
  useEffect(() => {
    const chosen = parseSelect(select, new Set(packages.filter((p) => toPiastres(p.price) > 0).map((p) => p.subscription_id)));
    if (chosen.length) setSelected(chosen);
  }, [select, packages]);

  const summary = checkoutSummary(packages, selected);
  const here = paths.subscriptionPackages(selected);

  const confirm = () => {
    if (!user) {
      void navigate(paths.login(here));
      return;
    }
    setProblem([]);
    setOpen(true);
  };
  const cancel = () => {
    setOpen(false);
    setSelected([]);
    setProblem([]);
  };
  const pay = async () => {
    const payload = { subscriptions: summary.chosen.map((p) => p.subscription_id) };
    setBusy(true);
    const res = await api.subscribe(payload, submission.keyFor(payload));
    if (res.ok) {
      submission.done();
      // Same window (SPEC 4); `busy` stays on while the browser leaves.
      window.location.assign(res.data);
      return;
    }
    setBusy(false);
    if (res.problem.kind === 'unauthenticated') {
      void navigate(paths.login(here));
    } else if (res.problem.kind === 'validation') {
      const lines = firstMessages(res.problem.fields);
      setProblem(lines.length ? lines : [res.problem.msg || t('account.error')]);
    } else {
      setOpen(false);
      feedback.report(res.problem);
    }
  };

  if (!packages.length) return <Alert severity="info">{t('subscriptions.empty')}</Alert>;

  return (
    <>
      {SUBSCRIPTION_TYPE_KEYS.map((key) => {
        const group = data.subscriptions_types[key];
        if (!group?.subscriptions.length) return null;
        return (
          <section key={key} className={styles.group} aria-labelledby={`package-group-${key}`}>
            <h2 id={`package-group-${key}`} className={styles.groupTitle}>
              {group.name}
            </h2>
            <ul className={styles.cards}>
              {group.subscriptions.map((p) => (
                <li key={p.subscription_id}>
                  <PackageCard
                    pkg={p}
                    chosen={selected.includes(p.subscription_id)}
                    onToggle={() => setSelected((ids) => toggleId(ids, p.subscription_id))}
                    lang={lang}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {selected.length > 0 && (
        <div className={styles.bar} role="region" aria-label={t('subscriptions.chosen', { count: selected.length })}>
          <div>
            <strong>{t('subscriptions.chosen', { count: selected.length })}</strong>
            <p className={styles.muted}>
              {t('subscriptions.total')}: {t('subscriptions.price', { price: formatPrice(summary.total, lang) })}
            </p>
          </div>
          <div className={styles.barActions}>
            <Button onClick={() => setSelected([])}>{t('subscriptions.clear')}</Button>
            <Button variant="contained" onClick={confirm}>
              {user ? t('subscriptions.confirm') : t('subscriptions.login_to_subscribe')}
            </Button>
          </div>
        </div>
      )}
      <Dialog open={open} onClose={busy ? undefined : cancel} maxWidth="sm">
        <DialogTitle>{t('subscriptions.confirm_title')}</DialogTitle>
        <DialogContent>
          <table className={styles.summary}>
            <thead>
              <tr>
                <th scope="col">{t('subscriptions.package')}</th>
                <th scope="col">{t('subscriptions.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {summary.chosen.map((p) => (
                <tr key={p.subscription_id}>
                  <td>
                    {p.subscription_title} <span className={styles.muted}>({p.subscription_type_name})</span>
                  </td>
                  <td>{t('subscriptions.price', { price: formatPrice(p.price, lang) })}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('subscriptions.vat')}</th>
                <td>{t('subscriptions.price', { price: formatPrice(summary.vat, lang) })}</td>
              </tr>
              <tr>
                <th scope="row">{t('subscriptions.total')}</th>
                <td data-testid="checkout-total">{t('subscriptions.price', { price: formatPrice(summary.total, lang) })}</td>
              </tr>
            </tfoot>
          </table>
          <Text id="checkout-note" color="secondary" className={styles.gapTop}>
            {t('subscriptions.redirect_note')}
          </Text>
          {problem.length > 0 && (
            <Alert severity="error" className={styles.gapTop}>
              {problem.join(' ')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel} disabled={busy}>
            {t('subscriptions.cancel')}
          </Button>
          <Button variant="contained" onClick={() => void pay()} disabled={busy || summary.chosen.length === 0}>
            {busy ? t('subscriptions.redirecting') : t('subscriptions.pay')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function PackageCard({ pkg, chosen, onToggle, lang }: { pkg: SubscriptionPackage; chosen: boolean; onToggle: () => void; lang: 'ar' | 'en' }) {
  const { t } = useTranslation();
  const months = t('subscriptions.months', { count: pkg.duration });
  return (
    <article className={chosen ? `${styles.card} ${styles.cardChosen}` : styles.card} aria-labelledby={`package-${pkg.subscription_id}`}>
      <h3 id={`package-${pkg.subscription_id}`} className={styles.cardTitle}>
        {pkg.subscription_title}
      </h3>
      <p className={styles.price}>{priceLine(pkg.price, months, lang, t)}</p>
      <p className={styles.description}>{pkg.subscription_description}</p>
      {toPiastres(pkg.price) > 0 ? (
        <Button
          variant={chosen ? 'contained' : 'outlined'}
          aria-pressed={chosen}
          aria-describedby={`package-${pkg.subscription_id}`}
          onClick={onToggle}
          startIcon={chosen ? <Icon path={iconCheck} size="small" /> : undefined}
        >
          {t('subscriptions.subscribe_now')}
        </Button>
      ) : (
        <p className={styles.muted}>{t('subscriptions.free_included')}</p>
      )}
    </article>
  );
}
