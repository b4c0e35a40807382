/**
 * /choose-plan: the tiers Free, Basic, Platinum ("Platen"), Gold and Diamond of one group side by
 * side (a row that scrolls on a phone), what each includes (the packages' entitlements), a
 * monthly/yearly switch with the saving computed from the prices, the reader's current plan
 * (after hydration: the page is shared) and "Try one Month" (POST start_trial, one per account).
 * "Subscribe" opens the packages page with that package chosen.
 */
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../ui/kit/alert';
import { Button } from '../../ui/kit/button';
import { Chip } from '../../ui/kit/chip';
import { Switch } from '../../ui/kit/field';
import { ToggleButton, ToggleGroup } from '../../ui/kit/misc';
import type { PackageBilling } from '../../../shared/constants';
import { paths } from '../../../shared/paths';
import { SUBSCRIPTION_TYPE_KEYS, type PackagesData } from '../../../shared/schemas/subscriptions';
import { useSubmissionKey } from '../../api/idempotency';
import { useApi } from '../../api/react';
import { formatPrice } from '../../../shared/format';
import { priceLine } from './labels';
import { useTranslation } from '../../i18n/react';
import { useFeedback } from '../../ui/feedback/feedback-provider';
import { useSession } from '../../ui/session';
import { bestSaving, entitlementKey, planTiers, type PlanTier } from './plans';
import styles from './subscriptions.module.css';

type GroupKey = (typeof SUBSCRIPTION_TYPE_KEYS)[number];

export function PlansView({ data }: { data: PackagesData }) {
  const { t } = useTranslation();
  const api = useApi();
  const { user } = useSession();
  const [group, setGroup] = useState<GroupKey>(SUBSCRIPTION_TYPE_KEYS.find((k) => data.subscriptions_types[k]?.subscriptions.length) ?? '1');
  const [billing, setBilling] = useState<PackageBilling>('monthly');
  // The loader read the packages as a visitor's (trial_available false): a signed-in reader asks again.
  const [trialAvailable, setTrialAvailable] = useState(false);
  const signedIn = user != null;
  useEffect(() => {
    if (!signedIn) return setTrialAvailable(false);
    let live = true;
    void api.packages().then((res) => live && res.ok && setTrialAvailable(res.data.trial_available));
    return () => {
      live = false;
    };
  }, [api, signedIn]);

  const groupPackages = useMemo(() => data.subscriptions_types[group]?.subscriptions ?? [], [data, group]);
  const tiers = useMemo(() => planTiers(groupPackages, billing), [groupPackages, billing]);
  const saving = bestSaving(planTiers(groupPackages, 'yearly'));

  return (
    <>
      <div className={styles.controls}>
        <ToggleGroup value={group} onChange={setGroup} label={t('subscriptions.group')}>
          {SUBSCRIPTION_TYPE_KEYS.filter((k) => data.subscriptions_types[k]).map((k) => (
            <ToggleButton key={k} value={k}>
              {data.subscriptions_types[k]!.name}
            </ToggleButton>
          ))}
        </ToggleGroup>
        <div className={styles.billing}>
          <span aria-hidden="true">{t('subscriptions.monthly')}</span>
          <Switch
            checked={billing === 'yearly'}
            onChange={(e) => setBilling(e.target.checked ? 'yearly' : 'monthly')}
            label={
              <>
                {t('subscriptions.yearly')}
                {saving > 0 && <Chip size="small" color="success" label={t('subscriptions.save_percent', { percent: saving })} className={styles.saveChip} />}
              </>
            }
          />
        </div>
      </div>
      {signedIn && !trialAvailable && <p className={styles.muted}>{t('subscriptions.trial_used')}</p>}
      <ul className={styles.tiers} aria-label={t('subscriptions.plans_title')}>
        {tiers.map((tier) => (
          <li key={tier.tier} className={user?.plan === tier.tier ? `${styles.tier} ${styles.tierCurrent}` : styles.tier} aria-labelledby={`tier-${tier.tier}`}>
            <TierCard
              tier={tier}
              billing={billing}
              current={user?.plan === tier.tier}
              signedIn={signedIn}
              trialAvailable={trialAvailable}
              onTrialUsed={() => setTrialAvailable(false)}
            />
          </li>
        ))}
      </ul>
      <p className={styles.muted}>{t('subscriptions.trial_note')}</p>
    </>
  );
}

interface TierProps {
  tier: PlanTier;
  billing: PackageBilling;
  current: boolean;
  signedIn: boolean;
  trialAvailable: boolean;
  onTrialUsed: () => void;
}

function TierCard({ tier, billing, current, signedIn, trialAvailable, onTrialUsed }: TierProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { pkg, monthly, saving, entitlements } = tier;
  const free = tier.tier === 'free';
  return (
    <>
      <div>
        <h2 id={`tier-${tier.tier}`} className={styles.cardTitle}>
          {t(`account.plan.${tier.tier}`)}
        </h2>
        {current && <Chip size="small" color="secondary" label={t('subscriptions.current_plan')} className={styles.gapTopSmall} />}
      </div>
      {pkg ? (
        <p className={styles.price}>{priceLine(pkg.price, t('subscriptions.months', { count: pkg.duration }), lang, t)}</p>
      ) : (
        <p className={styles.muted}>{t('subscriptions.not_offered')}</p>
      )}
      {billing === 'yearly' && saving && (
        <p className={styles.muted}>{t('subscriptions.yearly_saving', { amount: formatPrice(saving.amount, lang), percent: saving.percent })}</p>
      )}
      <div>
        <strong>{t('subscriptions.includes')}</strong>
        <ul className={styles.features}>
          <li>{t('subscriptions.free_features')}</li>
          {entitlements.map((e) => (
            <li key={e}>{t(`subscriptions.entitlements.${entitlementKey(e)}`)}</li>
          ))}
          {pkg && pkg.number_of_emails > 0 && <li>{t('subscriptions.emails_included', { count: pkg.number_of_emails })}</li>}
        </ul>
      </div>
      {!free && pkg && (
        <Button to={paths.subscriptionPackages([pkg.subscription_id])} variant={current ? 'outlined' : 'contained'}>
          {t('subscriptions.subscribe')}
        </Button>
      )}
      {!free && monthly && (!signedIn || trialAvailable) && <TrialButton packageId={monthly.subscription_id} signedIn={signedIn} onUsed={onTrialUsed} />}
    </>
  );
}

/** "Try one Month": visitors sign in first and come back; a signed-in reader starts the trial of the tier's monthly package. */
function TrialButton({ packageId, signedIn, onUsed }: { packageId: number; signedIn: boolean; onUsed: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const { setUser } = useSession();
  const submission = useSubmissionKey();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  if (!signedIn) {
    return (
      <Button to={paths.login(paths.choosePlan())} variant="text">
        {t('subscriptions.login_to_try')}
      </Button>
    );
  }
  const start = async () => {
    setBusy(true);
    const res = await api.startTrial({ subscription_id: packageId }, submission.keyFor({ packageId }));
    setBusy(false);
    if (res.ok) {
      submission.done();
      feedback.toast(res.msg || t('subscriptions.try_month'));
      const me = await api.me();
      if (me.ok) setUser(me.data);
      await navigate(paths.settings('subscriptions'));
      return;
    }
    if (res.problem.kind === 'unauthenticated') return void navigate(paths.login(paths.choosePlan()));
    if (res.problem.kind === 'request' && res.problem.status === 409) {
      setProblem(res.problem.msg || t('subscriptions.trial_used'));
      onUsed();
      return;
    }
    feedback.report(res.problem);
  };
  return (
    <>
      <Button variant="text" color="secondary" onClick={() => void start()} disabled={busy}>
        {t('subscriptions.try_month')}
      </Button>
      {problem && <Alert severity="info">{problem}</Alert>}
    </>
  );
}
