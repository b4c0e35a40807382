import { createContext, type ReactElement } from 'react';

/**
 * The server's cache of parts rendered once (entry.server.tsx provides it; absent in the
 * browser and in tests): `render(key, element)` gives the part's HTML, rendered the first time
 * with the page's language and theme under an Emotion cache of its own. The part's style tags
 * (made by @emotion/server from that cache) go into the page's <head> beside the page's own
 * critical CSS; Emotion's client cache adopts them by their `data-emotion` attribute.
 */
export interface ServerFragments {
  render(key: string, element: () => ReactElement): string;
}

export const ServerFragmentsContext = createContext<ServerFragments | null>(null);
