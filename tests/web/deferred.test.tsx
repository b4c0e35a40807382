import { act, createContext, useContext, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred, formValues } from '../../src/web/ui/deferred';

// React's act() environment flag for a hand-made root.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Theme = createContext('light');

/** A stand-in for the contact form: a named field, a live counter, the theme from context. */
function Form({ initialValues }: { initialValues?: Record<string, string> }) {
  const [clicks, setClicks] = useState(0);
  const theme = useContext(Theme);
  return (
    <form aria-label="contact">
      <input id="f-name" name="name" defaultValue={initialValues?.name ?? ''} />
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        {`${theme} ${clicks}`}
      </button>
    </form>
  );
}

function setup() {
  let release!: () => void;
  let requested = 0;
  const held = new Promise<void>((resolve) => (release = resolve));
  const Deferred = deferred({
    load: async () => {
      requested++;
      await held;
      return { default: Form };
    },
    carryOver: (root) => ({ initialValues: formValues(root) }),
  });
  function App({ theme }: { theme: string }) {
    return (
      <Theme.Provider value={theme}>
        <main>
          <Deferred />
        </main>
      </Theme.Provider>
    );
  }
  // What the server sends: the part rendered in place, inside the wrapper.
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <Theme.Provider value="light">
      <main>
        <div>
          <Form />
        </div>
      </main>
    </Theme.Provider>,
  );
  document.body.append(container);
  return { App, container, release: () => release(), requests: () => requested };
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('deferred (server-rendered part whose code loads after hydration)', () => {
  it('keeps the server HTML through hydration and updates, then takes over what the visitor typed', async () => {
    const { App, container, release, requests } = setup();
    const serverHtml = container.innerHTML;
    const serverField = container.querySelector<HTMLInputElement>('#f-name')!;

    await act(async () => {
      root = hydrateRoot(container, <App theme="light" />);
    });
    // A context change before the code has arrived (the colour scheme set after mount) must not
    // reach the server's HTML.
    await act(async () => root!.render(<App theme="dark" />));
    expect(container.innerHTML).toBe(serverHtml);
    expect(serverField.isConnected).toBe(true);

    // The visitor types into the server-rendered field: that starts the load.
    serverField.value = 'Ahmed';
    serverField.focus();
    serverField.setSelectionRange(2, 2);
    serverField.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(requests()).toBe(1);
    expect(serverField.isConnected).toBe(true);

    await act(async () => release());
    const live = container.querySelector<HTMLInputElement>('#f-name')!;
    expect(live).not.toBe(serverField);
    expect(live.value).toBe('Ahmed');
    expect(document.activeElement).toBe(live);
    expect(live.selectionStart).toBe(2);
    // Live: React owns it now, with the current context.
    const button = container.querySelector('button')!;
    expect(button.textContent).toBe('dark 0');
    await act(async () => button.click());
    expect(button.textContent).toBe('dark 1');
    expect(container.querySelectorAll('form')).toHaveLength(1);
  });

  it('renders at once, without a placeholder, when mounted after hydration with its code loaded', async () => {
    const { App, container, release } = setup();
    await act(async () => {
      root = hydrateRoot(container, <App theme="light" />);
    });
    container.querySelector('form')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await act(async () => release());
    act(() => root!.unmount());

    const fresh = document.createElement('div');
    document.body.append(fresh);
    const { createRoot } = await import('react-dom/client');
    root = createRoot(fresh);
    await act(async () => root!.render(<App theme="light" />));
    expect(fresh.querySelector('#f-name')).not.toBeNull();
  });
});
