/**
 * The account part of the header and the drawer (SPEC sections 2 and 6): login / sign-up for
 * visitors; for users their name (avatar), settings and logout, the red "activate your account"
 * button while user_active is not 1, and the plan label in the drawer (drawer-account.tsx, loaded
 * with the drawer). The Subscription item goes to /login for visitors and to /subscription-packages
 * for users.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/react';
import type { MeData } from '../../../shared/schemas/accounts';
import { PlainIcon } from '../plain-icon';
import { useSession } from '../session';
import { paths } from '../../../shared/paths';
// The looks first: the header's rules follow them in the stylesheet (decision 015).
import '../looks.module.css';
import styles from './header.module.css';

const AccountMenuPanel = lazy(() => import('./account-menu-panel'));

export const needsActivation = (user: MeData) => user.user_active !== 1;
export const subscriptionPath = (user: MeData | null) => (user ? paths.subscriptionPackages() : paths.login());

/**
 * The top bar's avatar as plain elements (styles: header.module.css), in the look and behaviour of
 * MUI's Avatar: the photo, or the name's first letter when there is none or it fails to load.
 */
function HeaderAvatar({ user }: { user: MeData }) {
  const [failed, setFailed] = useState<string | null>(null);
  const img = useRef<HTMLImageElement>(null);
  const src = user.image || undefined;
  // An error before hydration fires no React event: look once the image is ours.
  useEffect(() => {
    const el = img.current;
    if (el && el.complete && el.naturalWidth === 0 && src) setFailed(src);
  }, [src]);
  return (
    <span className={styles.userAvatar}>
      {src && failed !== src ? <img ref={img} src={src} alt="" onError={() => setFailed(src)} /> : user.full_name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

/** Desktop top bar: plain links and buttons styled by header.module.css (under the header's style). */
export function HeaderAccount() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  const menuId = useId();
  const subscription = (
    <RouterLink to={subscriptionPath(user)} className="hb hb-small">
      <span className="hb-start">
        <PlainIcon name="workspacePremium" />
      </span>
      {t('account.menu.subscription')}
    </RouterLink>
  );
  // The visitor's buttons and the reader's menu take the same slot, so nothing moves when `me`
  // answers; while a session may be there (<html data-signed-in>) the visitor's are not shown.
  if (!user) {
    return (
      <>
        {subscription}
        <span className={`${styles.accountSlot} ${styles.visitorOnly}`}>
          <RouterLink to={paths.login()} className="hb hb-small">
            {t('auth.login')}
          </RouterLink>
          <RouterLink to={paths.signUp()} className="hb hb-small hb-contained hb-secondary">
            {t('auth.sign_up')}
          </RouterLink>
        </span>
      </>
    );
  }
  return (
    <>
      {needsActivation(user) && (
        <RouterLink to={paths.activateAccount(user.email)} className="hb hb-small hb-contained hb-error">
          {t('account.menu.activate')}
        </RouterLink>
      )}
      {subscription}
      <span className={styles.accountSlot}>
        <button
          type="button"
          className={`hb hb-small ${styles.accountButton}`}
          onClick={(e) => {
            setLoaded(true);
            setAnchor(e.currentTarget);
          }}
          aria-label={t('account.menu.open', { name: user.full_name })}
          aria-controls={anchor ? menuId : undefined}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : 'false'}
        >
          <HeaderAvatar user={user} />
          <span className={styles.accountName}>{user.full_name}</span>
        </button>
      </span>
      {loaded && (
        <Suspense fallback={null}>
          <AccountMenuPanel id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
