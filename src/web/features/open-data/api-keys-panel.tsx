/**
 * Settings → API keys (issue 20): the reader's keys of the open data API with their usage, a
 * "Create a key" dialog (the key shown once), revoke with a confirmation, the notice and the
 * packages link for a reader without 'open_data', and how to call the API. Loaded in the browser
 * after hydration (the settings page is personal).
 */
import { useCallback, useState } from 'react';
import { Alert } from '../../ui/kit/alert';
import { Button } from '../../ui/kit/button';
import { Chip } from '../../ui/kit/chip';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '../../ui/kit/dialog';
import { Icon } from '../../ui/kit/icon';
import { iconAdd, iconKeyOff } from '../../ui/kit/icons';
import { Stack, Text } from '../../ui/kit/layout';
import { Spinner } from '../../ui/kit/progress';
import { paths } from '../../../shared/paths';
import type { ApiKey, ApiKeys } from '../../../shared/schemas/open-data';
import { useApi } from '../../api/react';
import { formatDate, formatDateTime } from '../../../shared/format';
import { useTranslation } from '../../i18n/react';
import { useFeedback } from '../../ui/feedback/feedback-provider';
import { usePanelData } from '../../ui/use-panel-data';
import { NewKeyDialog } from './new-key-dialog';
import styles from './open-data.module.css';
import text from '../../ui/text-link.module.css';

/** The "how to call" example: code, the same in both languages. */
const curlExample = (origin: string, lang: string) =>
  ['curl -H "Authorization: Bearer bk_…" \\', `"${origin}/api/v1/${lang}/open/prices?item_id=1&from_date=2026-01-01&to_date=2026-01-31"`].join('\n');

export function ApiKeysPanel() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const api = useApi();
  const feedback = useFeedback();
  const fetchKeys = useCallback(() => api.apiKeys(), [api]);
  const { state, reload, update } = usePanelData<ApiKeys>(fetchKeys);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [busy, setBusy] = useState(false);

  async function revoke() {
    if (!revoking || busy) return;
    setBusy(true);
    const res = await api.revokeApiKey({ id: revoking.id });
    setBusy(false);
    setRevoking(null);
    if (res.ok) {
      feedback.toast(res.msg);
      await reload();
    } else if (res.problem.kind === 'not_found') await reload();
    else feedback.report(res.problem);
  }

  if (state.kind === 'loading') return <Spinner size={28} label={t('open_data.tab')} />;
  if (state.kind === 'failed') return <Alert severity="error">{t('open_data.load_failed')}</Alert>;
  const { items, entitled, max_active } = state.data;
  const active = items.filter((k) => !k.revoked_at).length;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;

  return (
    <Stack spacing={3}>
      <Text variant="body2" color="secondary">
        {t('open_data.intro')}
      </Text>
      {!entitled && (
        <Alert
          severity="info"
          action={
            <Button to={paths.subscriptionPackages()} color="inherit" size="small">
              {t('open_data.see_packages')}
            </Button>
          }
        >
          <strong>{t('open_data.subscribe_first')}</strong> {t('open_data.subscribe_body')}
        </Alert>
      )}
      {entitled && (
        <div>
          <Button
            variant="contained"
            startIcon={<Icon path={iconAdd} size="small" />}
            onClick={() => setCreating(true)}
            disabled={active >= max_active}
            aria-haspopup="dialog"
          >
            {t('open_data.create')}
          </Button>
          {active >= max_active && (
            <Text variant="body2" color="secondary" className={styles.gapTop}>
              {t('open_data.limit_reached', { n: String(active) })}
            </Text>
          )}
        </div>
      )}
      {items.length === 0 ? (
        <Text>{t('open_data.empty')}</Text>
      ) : (
        <ul className={styles.list} aria-label={t('open_data.tab')}>
          {items.map((k) => (
            <li key={k.id} className={styles.row} data-testid="api-key-row">
              <div className={styles.head}>
                <h3 className={styles.name}>{k.name}</h3>
                <Chip size="small" label={t(k.revoked_at ? 'open_data.revoked' : 'open_data.active')} color={k.revoked_at ? 'default' : 'success'} />
              </div>
              <Text variant="body2" color="secondary">
                {t('open_data.key_label')}{' '}
                <code className={styles.prefix} dir="ltr">
                  {`${k.prefix}…`}
                </code>
              </Text>
              <Text variant="body2" color="secondary">
                {[
                  t('open_data.created_on', { date: formatDate(k.created_at, lang) }),
                  k.last_used_at ? t('open_data.last_used', { date: formatDateTime(k.last_used_at, lang) }) : t('open_data.never_used'),
                  k.revoked_at
                    ? t('open_data.revoked_on', { date: formatDate(k.revoked_at, lang) })
                    : t('open_data.rate', { n: String(k.rate_limit_per_minute) }),
                ].join(' · ')}
              </Text>
              <Text variant="body2">
                {t('open_data.usage', { today: String(k.requests_today), month: String(k.requests_30_days), total: String(k.requests_total) })}
              </Text>
              {!k.revoked_at && (
                <div>
                  <Button
                    color="error"
                    size="small"
                    startIcon={<Icon path={iconKeyOff} size="small" />}
                    onClick={() => setRevoking(k)}
                    aria-label={t('open_data.revoke_label', { name: k.name })}
                  >
                    {t('open_data.revoke')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="api-howto" className={styles.howto}>
        <h3 id="api-howto" className={styles.name}>
          {t('open_data.howto_title')}
        </h3>
        <Text variant="body2">{t('open_data.howto_body')}</Text>
        <pre className={styles.code} dir="ltr">
          {curlExample(origin, lang)}
        </pre>
        <a href="/api/docs" target="_blank" rel="noopener" className={`${text.link} ${styles.docs}`}>
          {t('open_data.docs')}
        </a>
      </section>
      <NewKeyDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(made) => update((d) => ({ ...d, items: [made.item, ...d.items] }))}
        onSubscriptionRequired={() => void reload()}
      />
      <Dialog open={revoking != null} onClose={() => setRevoking(null)}>
        <DialogTitle>{t('open_data.revoke_title')}</DialogTitle>
        <DialogContent>
          <Text color="secondary">{t('open_data.revoke_body', { name: revoking?.name ?? '' })}</Text>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRevoking(null)}>{t('open_data.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => void revoke()} loading={busy}>
            {t('open_data.revoke')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
