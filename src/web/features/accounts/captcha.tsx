/**
 * The register form's captcha (SPEC section 5; docs/architecture.md: ALTCHA, self-hosted proof of work).
 * The widget is a browser-only custom element: its code (and its SHA worker, a file of our own
 * origin, so the site's CSP needs no blob: workers) loads in an effect, on this page only. The
 * challenge comes from GET captcha; the widget's payload is the form's recaptcha_token. Expiry or
 * error gives `null` again, which disables the register button.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Alert } from '../../ui/kit/alert';
import { HelperText } from '../../ui/kit/field';
import { Skeleton } from '../../ui/kit/progress';
import type { FieldErrors, Lang } from '../../../shared/envelope';
import { apiPath } from '../../../shared/envelope';
import { useApi } from '../../api/react';
import s from './accounts.module.css';

type WidgetElement = HTMLElement & { configure(config: Record<string, unknown>): Promise<void>; reset(): void };

async function loadWidget(lang: Lang): Promise<void> {
  const [, worker] = await Promise.all([
    import('altcha/external'),
    import('altcha/workers/sha?worker'),
    import('altcha/altcha.css'),
    lang === 'ar' ? import('./altcha-ar') : null,
  ]);
  const global = (globalThis as unknown as { $altcha: { algorithms: Map<string, () => Worker> } }).$altcha;
  if (!global.algorithms.has('SHA-256')) global.algorithms.set('SHA-256', () => new worker.default());
}

export function Captcha({ onToken, resetKey }: { onToken: (token: string | null) => void; resetKey: number }) {
  const { i18n } = useTranslation();
  const lang: Lang = i18n.language;
  const api = useApi();
  const host = useRef<HTMLDivElement>(null);
  const tokenRef = useRef(onToken);
  tokenRef.current = onToken;
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let widget: WidgetElement | null = null;
    const onState = (e: Event) => {
      const { state, payload } = (e as CustomEvent<{ state: string; payload: string | null }>).detail;
      tokenRef.current(state === 'verified' && payload ? payload : null);
    };
    void loadWidget(lang).then(async () => {
      if (cancelled || !host.current) return;
      widget = document.createElement('altcha-widget') as WidgetElement;
      widget.addEventListener('statechange', onState);
      host.current.replaceChildren(widget);
      await customElements.whenDefined('altcha-widget');
      await widget.configure({
        // A key for the widget; the challenge itself comes through the typed client (it is in our envelope).
        challenge: apiPath(lang, 'captcha'),
        fetch: async () => {
          const res = await api.captcha();
          const challenge = res.ok ? res.data.challenge : null;
          return new Response(JSON.stringify(challenge ?? {}), { status: challenge ? 200 : 503, headers: { 'content-type': 'application/json' } });
        },
        language: lang,
        hideLogo: true,
        workers: 2,
      });
      if (!cancelled) setReady(true);
    });
    return () => {
      cancelled = true;
      widget?.removeEventListener('statechange', onState);
      widget?.remove();
    };
  }, [api, lang]);

  // The form was refused by the server (a captcha is accepted once): a new one must be solved.
  useEffect(() => {
    if (resetKey === 0) return;
    const widget = host.current?.querySelector('altcha-widget') as WidgetElement | null;
    widget?.reset();
    tokenRef.current(null);
  }, [resetKey]);

  return (
    <div className={s.captcha}>
      {!ready && <Skeleton variant="rectangular" height={74} />}
      <div ref={host} />
    </div>
  );
}

/**
 * A captcha that a form shows only once the server asks for it (422 naming recaptcha_token: the
 * login and the forgotten password after repeated tries, issue 15). An answer counts once, so
 * every send spends it and a refusal asks for a new one.
 */
export function useAskedCaptcha() {
  const [asked, setAsked] = useState<string | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const onToken = useCallback((value: string | null) => setToken(value), []);
  return {
    /** The server's message while the captcha is asked for, else null. */
    asked,
    /** The answer to send with the form, if solved. */
    token,
    resetKey,
    onToken,
    /** Asked for and not solved yet: the form must not be sent. */
    waiting: asked !== null && !token,
    /** After each send, with the refusal's field errors: true when the server asks for the captcha. */
    afterSend(fields: FieldErrors | undefined): boolean {
      if (token) setResetKey((n) => n + 1);
      const message = fields?.recaptcha_token?.[0];
      if (message) setAsked(message);
      return !!message;
    },
  };
}

/** The asked-for captcha with its notice; nothing until the server asks. */
export function AskedCaptcha({ captcha, notice }: { captcha: ReturnType<typeof useAskedCaptcha>; notice: string }) {
  if (captcha.asked === null) return null;
  return (
    <div>
      <Alert severity="warning" className={s.captchaAlert}>
        {notice}
      </Alert>
      <Captcha onToken={captcha.onToken} resetKey={captcha.resetKey} />
      {!captcha.token && <HelperText error>{captcha.asked}</HelperText>}
    </div>
  );
}
