/**
 * A part of the page that the server renders in full but whose code the browser loads after
 * hydration (e.g. the footer's contact form: react-hook-form, Zod and the text fields stay out of
 * the first load).
 *
 * Why not a plain `lazy` in a Suspense boundary: a server-rendered boundary whose code has not
 * arrived stays dehydrated, and the first update that reaches it before the code arrives (a
 * context change such as the colour scheme set after mount) makes React throw its server HTML
 * away for the fallback — the part vanished and what the visitor had typed was lost.
 *
 * Here hydration keeps the server's HTML untouched in a wrapper that React does not look into
 * (`dangerouslySetInnerHTML`, suppressHydrationWarning): it consumes no context, so no update can
 * reach it. The code loads when the part comes within a screen of the viewport or the visitor
 * touches it (not at idle: a visitor who reads only the top of the page, on a slow phone, does
 * not download and run ~68 KB of form code they never see); then the component renders in the same place with
 * the same markup, taking over what the visitor already did (`carryOver`, the focus and caret).
 */
import { lazy, Suspense, useContext, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { ServerFragmentsContext } from './server-fragments';

/**
 * The wrapper says `data-deferred=""` while it shows the server's HTML and `data-deferred="live"`
 * once the component has taken over (the end-to-end tests wait for it).
 */
export interface DeferredOptions<P> {
  load: () => Promise<{ default: ComponentType<P> }>;
  /** Props read from the server-rendered DOM just before the component replaces it. */
  carryOver?: (root: HTMLElement) => Partial<P>;
  /**
   * The server renders the part once per language and props (this key plus the props) and
   * reuses that HTML: for a part that depends on nothing else (the footer's contact form: ~9 ms
   * of every page's server render). The browser keeps the server's HTML either way.
   */
  serverCacheKey?: string;
}

interface FocusState {
  id: string;
  start: number | null;
  end: number | null;
}

const noSubscription = () => () => {};
/** true on the server and while hydrating, false in a render on the client after hydration. */
const useServerOrHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

const TRIGGERS = ['focusin', 'pointerdown', 'pointerover', 'touchstart', 'keydown'] as const;

export function deferred<P extends object>({ load, carryOver, serverCacheKey }: DeferredOptions<P>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () => (loading ??= load().then((m) => (loaded = m.default)));
  // A client mount after hydration whose code is not there yet: an ordinary lazy part.
  const Lazy = lazy(() => loadOnce().then((c) => ({ default: c })));
  // The server renders the part itself, not through a Suspense boundary: React streams a
  // boundary that far down a page out of line (its HTML at the end of the document, moved into
  // place by a script), so the first paint of a slow connection would lack it. Its code is
  // imported when the server starts; a request that comes before it has arrived waits for it.
  if (import.meta.env.SSR) loadOnce().catch(() => {});

  function Deferred(props: P) {
    const serverOrHydrating = useServerOrHydrating();
    const [keepServerHtml] = useState(serverOrHydrating);
    const [Live, setLive] = useState<ComponentType<P> | null>(() => (keepServerHtml ? null : loaded));
    const [extra, setExtra] = useState<Partial<P>>({});
    const ref = useRef<HTMLDivElement>(null);
    const focus = useRef<FocusState | null>(null);
    const waiting = !import.meta.env.SSR && keepServerHtml && !Live;

    useEffect(() => {
      const root = ref.current;
      if (!waiting || !root) return;
      let started = false;
      const stop: (() => void)[] = [];
      const start = () => {
        if (started) return;
        started = true;
        stop.forEach((f) => f());
        void loadOnce().then(
          (component) => {
            focus.current = focusIn(root);
            setExtra(carryOver?.(root) ?? {});
            setLive(() => component);
          },
          () => {
            // Offline or a stale build: the server-rendered part stays as it is.
          },
        );
      };
      for (const type of TRIGGERS) {
        root.addEventListener(type, start, { passive: true });
        stop.push(() => root.removeEventListener(type, start));
      }
      if (typeof IntersectionObserver === 'function') {
        const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: '100% 0px' });
        io.observe(root);
        stop.push(() => io.disconnect());
      }
      return () => {
        started = true;
        stop.forEach((f) => f());
      };
    }, [waiting]);

    // The visitor was in a field of the server-rendered part: same field, same caret.
    useLayoutEffect(() => {
      const f = focus.current;
      if (!Live || !f || !ref.current) return;
      focus.current = null;
      const el = ref.current.querySelector<HTMLElement>(`#${CSS.escape(f.id)}`);
      if (!el) return;
      el.focus({ preventScroll: true });
      if ((el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && f.start !== null) {
        try {
          el.setSelectionRange(f.start, f.end);
        } catch {
          // inputs without a caret (e.g. type=email in some browsers)
        }
      }
    }, [Live]);

    const fragments = useContext(ServerFragmentsContext);
    if (import.meta.env.SSR) {
      const Loaded = loaded;
      if (Loaded && serverCacheKey && fragments) {
        const html = fragments.render(`${serverCacheKey}:${JSON.stringify(props)}`, () => <Loaded {...props} />);
        return <div data-deferred="" dangerouslySetInnerHTML={{ __html: html }} />;
      }
      return (
        <div data-deferred="">
          {Loaded ? (
            <Loaded {...props} />
          ) : (
            <Suspense fallback={null}>
              <Lazy {...props} />
            </Suspense>
          )}
        </div>
      );
    }
    if (waiting) return <div key="server" ref={ref} data-deferred="" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
    return (
      <div key="live" ref={ref} data-deferred="live">
        {Live ? (
          <Live {...props} {...extra} />
        ) : (
          <Suspense fallback={null}>
            <Lazy {...props} />
          </Suspense>
        )}
      </div>
    );
  }
  return Deferred;
}

function focusIn(root: HTMLElement): FocusState | null {
  const el = document.activeElement;
  if (!(el instanceof HTMLElement) || !el.id || !root.contains(el)) return null;
  const caret = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;
  let start: number | null = null;
  let end: number | null = null;
  if (caret) {
    try {
      start = el.selectionStart;
      end = el.selectionEnd;
    } catch {
      // no selection API on this input type
    }
  }
  return { id: el.id, start, end };
}

/** The values of the named fields of the first form under `root`, by name (for `carryOver`). */
export function formValues(root: HTMLElement): Record<string, string> {
  const out: Record<string, string> = {};
  const form = root.querySelector('form');
  if (!form) return out;
  for (const el of Array.from(form.elements)) {
    if ((el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) && el.name) out[el.name] = el.value;
  }
  return out;
}
