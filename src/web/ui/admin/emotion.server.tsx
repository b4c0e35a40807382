/**
 * The back office's server styles: MUI and Emotion live in the back office only (issue 29), so
 * only an `/admin` document is rendered under an Emotion cache, whose critical CSS goes into
 * <head> before the insertion-point meta (the client's cache, ui/admin/admin-styles.tsx, adopts
 * it by the `data-emotion` attribute).
 */
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactElement } from 'react';
import { createEmotionCache, type Direction } from '../../theme/emotion-cache';

export interface AdminStyleSheet {
  wrap(element: ReactElement): ReactElement;
  /** The `<style data-emotion>` tags of what the page used (html seen as latin1: class names are ASCII). */
  styleTags(html: Buffer): string;
}

export function adminStyleSheet(dir: Direction): AdminStyleSheet {
  const cache = createEmotionCache(dir);
  const emotion = createEmotionServer(cache);
  return {
    wrap: (element) => <CacheProvider value={cache}>{element}</CacheProvider>,
    styleTags: (html) => emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html.toString('latin1'))),
  };
}
