import { createTheme, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import type { Direction } from './emotion-cache';

export type ThemeMode = 'light' | 'dark';
export const THEME_MODES: readonly ThemeMode[] = ['light', 'dark'];

/** The site's font stack; CSS Modules read it as var(--binaa-font-family) (css-vars.ts). */
export const FONT_STACK = ['"Cairo Variable"', 'system-ui', '-apple-system', '"Segoe UI"', 'Tahoma', '"Noto Sans Arabic"', 'Arial', 'sans-serif'].join(',');

const cache = new Map<Direction, Theme>();

/**
 * Deep slate-blue with an amber "cement bag" accent. Light and dark schemes are emitted as CSS
 * variables, so the server renders both and the toggle needs no re-render of styles.
 */
export function getTheme(direction: Direction): Theme {
  const hit = cache.get(direction);
  if (hit) return hit;
  const theme = createTheme({
    direction,
    cssVariables: { colorSchemeSelector: 'data-mui-color-scheme' },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: '#12365f', light: '#2e5a8c', dark: '#0b2442', contrastText: '#ffffff' },
          secondary: { main: '#b45309', light: '#d97706', dark: '#8a3f06', contrastText: '#ffffff' },
          background: { default: '#f3f5f8', paper: '#ffffff' },
          text: { primary: '#15202b', secondary: '#465567' },
          success: { main: '#1b7a43' },
          error: { main: '#b3261e' },
          divider: 'rgba(18, 54, 95, 0.14)',
        },
      },
      dark: {
        palette: {
          primary: { main: '#8fb8ea', light: '#b5d1f3', dark: '#5b8fcf', contrastText: '#0b1726' },
          secondary: { main: '#f6b24a', light: '#f9c77a', dark: '#d18b1a', contrastText: '#1a1206' },
          background: { default: '#0e1621', paper: '#152232' },
          text: { primary: '#e8eef5', secondary: '#aebccb' },
          success: { main: '#5cc98a' },
          error: { main: '#ff8a80' },
          divider: 'rgba(174, 188, 203, 0.18)',
        },
      },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: FONT_STACK,
      button: { textTransform: 'none', fontWeight: 600 },
      h1: { fontSize: '1.9rem', fontWeight: 800 },
      h2: { fontSize: '1.45rem', fontWeight: 700 },
      h3: { fontSize: '1.2rem', fontWeight: 700 },
    },
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: false } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiPaper: { defaultProps: { elevation: 0 } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiTableCell: { styleOverrides: { root: { fontVariantNumeric: 'tabular-nums' } } },
      // The back office's grids never cut a cell's text with an ellipsis (decision 045): in a
      // right-to-left cell the browser cuts the visual left end, which is the START of a number
      // or an e-mail ("…عادي 2.5" for "أسمنت بورتلاندي عادي 42.5 - حجر النيل"). A long text
      // wraps instead, the row grows to fit it, and a row is never lower than its density's height.
      MuiDataGrid: {
        defaultProps: { getRowHeight: () => 'auto' },
        styleOverrides: {
          root: {
            '--binaa-row-height': 'var(--height)',
            '& .MuiDataGrid-row--dynamicHeight > .MuiDataGrid-cell': {
              minHeight: 'var(--binaa-row-height)',
              display: 'flex',
              alignItems: 'center',
              paddingBlock: 4,
              overflowWrap: 'anywhere',
            },
          },
        },
      },
    },
  });
  cache.set(direction, theme);
  return theme;
}

// The theme is made with `cssVariables`: the ThemeProvider props for CSS variables exist.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}
