/**
 * App version check (SPEC section 4): the first API answer's X-App-Version is compared with the
 * build's own version; on a difference the service worker is updated and the page reloads once.
 */
import { CLIENT_VERSION } from './browser';

const GUARD_KEY = 'binaa:version-reload';
let checked = false;

export function isOutdated(serverVersion: string | undefined | null, clientVersion = CLIENT_VERSION): boolean {
  return !!serverVersion && clientVersion !== 'dev' && serverVersion !== clientVersion;
}

/**
 * Whether to reload for this server version: once per version per tab (sessionStorage), so a
 * stale cached bundle or a server that keeps answering another version cannot loop.
 */
export function shouldReloadFor(serverVersion: string, storage: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  if (storage.getItem(GUARD_KEY) === serverVersion) return false;
  storage.setItem(GUARD_KEY, serverVersion);
  return true;
}

export function checkAppVersion(serverVersion: string | undefined | null): void {
  if (checked || typeof window === 'undefined' || import.meta.env.DEV) return;
  checked = true;
  if (!isOutdated(serverVersion) || !shouldReloadFor(serverVersion!, sessionStorage)) return;
  void updateWorkerThenReload();
}

async function updateWorkerThenReload(): Promise<void> {
  try {
    const reg = await navigator.serviceWorker?.getRegistration();
    if (reg) {
      await reg.update();
      const worker = reg.installing ?? reg.waiting;
      if (worker && worker.state !== 'installed') {
        await new Promise<void>((resolve) => {
          const done = () => worker.state !== 'installing' && resolve();
          worker.addEventListener('statechange', done);
          setTimeout(resolve, 5_000);
        });
      }
      reg.waiting?.postMessage({ type: 'SKIP_WAITING' });
    }
  } catch {
    // no service worker or no network for it: a plain reload still fetches the new pages
  }
  location.reload();
}
