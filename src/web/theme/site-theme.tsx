import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import type { Direction } from './emotion-cache';
import { getTheme } from './theme';

/**
 * The site's MUI theme for a direction and the visitor's saved colour scheme (none: the
 * device's). Its CSS variables are one constant style sheet (css-vars.ts), not generated here.
 * The page (root.tsx) and the server's parts rendered once (entry.server.tsx) use the same.
 */
export function SiteThemeProvider({ dir, mode, children }: { dir: Direction; mode: 'light' | 'dark' | null; children: ReactNode }) {
  return (
    <ThemeProvider theme={getTheme(dir)} defaultMode={mode ?? 'system'} modeStorageKey="theme" disableTransitionOnChange disableStyleSheetGeneration>
      {children}
    </ThemeProvider>
  );
}
