/**
 * MUI's theme, baseline and Emotion cache for the back office only (issue 29: the public site
 * loads no MUI). On the server the document's cache comes from entry.server.tsx
 * (ui/admin/emotion.server.tsx); in the browser one cache per direction is made here, which
 * adopts the server's style tags.
 */
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import type { ReactNode } from 'react';
import { createEmotionCache, type Direction } from '../../theme/emotion-cache';
import { SiteThemeProvider } from '../../theme/site-theme';

const caches = new Map<Direction, EmotionCache>();

function clientCache(dir: Direction): EmotionCache {
  let cache = caches.get(dir);
  if (!cache) caches.set(dir, (cache = createEmotionCache(dir)));
  return cache;
}

function storedMode(): 'light' | 'dark' | null {
  if (typeof document === 'undefined') return null;
  const mode = document.documentElement.getAttribute('data-mui-color-scheme');
  return mode === 'light' || mode === 'dark' ? mode : null;
}

export function AdminStyles({ dir, mode, children }: { dir: Direction; mode?: 'light' | 'dark' | null; children: ReactNode }) {
  const themed = (
    <SiteThemeProvider dir={dir} mode={mode ?? storedMode()}>
      <CssBaseline enableColorScheme />
      {children}
    </SiteThemeProvider>
  );
  return typeof document === 'undefined' ? themed : <CacheProvider value={clientCache(dir)}>{themed}</CacheProvider>;
}
