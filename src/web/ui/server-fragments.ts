import { createContext, type ReactElement } from 'react';
import type { EmotionCache } from '@emotion/cache';

/**
 * The server's cache of parts rendered once (entry.server.tsx provides it; absent in the
 * browser and in tests): `render(key, element, cache)` gives the part's HTML, rendered the first
 * time with the page's language and theme, and puts the part's styles into the page's Emotion
 * cache so they are in <head> as if the part had been rendered with the page.
 */
export interface ServerFragments {
  render(key: string, element: () => ReactElement, pageCache: EmotionCache): string;
}

export const ServerFragmentsContext = createContext<ServerFragments | null>(null);
