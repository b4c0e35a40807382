/**
 * "Request deal" (SPEC sections 6 and 7, POST apply_deal): a visitor gets "login to request
 * deal", a link to /login that comes back here; the poster sees "Your deal" (nothing to press);
 * a reader who requested it sees "Requested". A request that the server refuses as a duplicate
 * also ends as "Requested", with its message.
 */
import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { Deal } from '../../../shared/schemas/deals';
import { newIdempotencyKey } from '../../../shared/idempotency';
import { useApi } from '../../api/react';
import { useTranslation } from '../../i18n/react';
import { loginReturningTo } from '../../ui/entitlement-gate';
import { useFeedback } from '../../ui/feedback/feedback-provider';
import { Button } from '../../ui/kit/button';
import { Icon } from '../../ui/kit/icon';
import { iconCheck, iconHandshake, iconLogin } from '../../ui/kit/icons';
import { useDealsReader } from './reader-state';

export function RequestButton({ deal }: { deal: Pick<Deal, 'id' | 'user_id' | 'closed'> }) {
  const { t } = useTranslation();
  const api = useApi();
  const feedback = useFeedback();
  const location = useLocation();
  const reader = useDealsReader();
  const [busy, setBusy] = useState(false);
  // One key per deal and press sequence: a resend after a lost answer creates one request.
  const key = useRef<string | null>(null);

  if (deal.closed) return null;
  if (reader.known && reader.userId === null) {
    return (
      <Button to={loginReturningTo(location.pathname + location.search)} variant="outlined" size="small" startIcon={<Icon path={iconLogin} size="small" />}>
        {t('deals.login_to_request')}
      </Button>
    );
  }
  if (reader.userId !== null && reader.userId === deal.user_id) {
    return (
      <Button variant="outlined" size="small" disabled>
        {t('deals.your_deal')}
      </Button>
    );
  }
  if (reader.requested.has(deal.id)) {
    return (
      <Button variant="outlined" size="small" disabled startIcon={<Icon path={iconCheck} size="small" />}>
        {t('deals.requested')}
      </Button>
    );
  }

  async function request() {
    setBusy(true);
    key.current ??= newIdempotencyKey();
    const res = await api.applyDeal({ deal_id: deal.id }, key.current);
    setBusy(false);
    if (res.ok) {
      key.current = null;
      reader.markRequested(deal.id);
      feedback.toast(res.msg);
      return;
    }
    key.current = null;
    const p = res.problem;
    if (p.kind === 'request' && res.status === 409) {
      reader.markRequested(deal.id);
      feedback.toast(p.msg, 'info');
    } else if (p.kind === 'forbidden' || p.kind === 'not_found') feedback.toast(p.msg, 'warning');
    else feedback.report(p);
  }

  return (
    <Button
      variant="contained"
      size="small"
      startIcon={<Icon path={iconHandshake} size="small" />}
      disabled={!reader.known || busy}
      onClick={() => void request()}
    >
      {t('deals.request')}
    </Button>
  );
}
