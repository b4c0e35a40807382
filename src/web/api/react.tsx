import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Lang } from '../../shared/envelope';
import { createBrowserTransport } from './browser';
import { createApiClient, type ApiClient } from './client';
import { checkAppVersion } from './version';

const ApiContext = createContext<ApiClient | null>(null);

/** The browser's API client (fetch), in the visitor's language; checks X-App-Version on answers. */
export function ApiProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  const client = useMemo(() => createApiClient(createBrowserTransport(lang, checkAppVersion)), [lang]);
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi outside ApiProvider');
  return client;
}
