/**
 * Service worker registration (vite-plugin-pwa, injectRegister: false). When a newer worker is
 * waiting it is activated at once and the page reloads (SPEC section 4, "Update").
 */
import { registerSW } from 'virtual:pwa-register';

const HOUR = 60 * 60 * 1000;

export function registerPwa(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const start = () => {
    const updateSW = registerSW({
      immediate: true,
      onNeedRefresh() {
        window.dispatchEvent(new Event('binaa:reloading'));
        void updateSW(true);
      },
      onRegisteredSW(_url, registration) {
        if (registration) setInterval(() => void registration.update().catch(() => {}), HOUR);
      },
    });
  };
  // Do not compete with the page's own requests on a weak connection.
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
