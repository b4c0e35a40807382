import { FONT_STACK, getTheme } from './theme';

type Declarations = Record<string, string | number>;

const property = (name: string) => (name.startsWith('--') ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));

/**
 * The theme's CSS variables (both colour schemes) as one stylesheet text. MUI's ThemeProvider
 * would regenerate these ~22 KB of CSS, and Emotion serialise and hash them, on every server
 * render and on hydration (ThemeProvider `disableStyleSheetGeneration`); the build makes this
 * text once and bundles it into the shell's CSS file (vite.config.ts `themeVarsCss`). The
 * direction does not change it (the same text from either theme).
 */
export function cssVarsStyleSheet(): string {
  const theme = getTheme('ltr') as unknown as { generateStyleSheets?: () => Record<string, Declarations | Record<string, Declarations>>[] };
  const rule = (selector: string, body: Declarations | Record<string, Declarations>): string => {
    const declarations: string[] = [];
    const nested: string[] = [];
    for (const [name, value] of Object.entries(body)) {
      if (value !== null && typeof value === 'object') nested.push(rule(name, value));
      else if (value !== undefined && value !== '') declarations.push(`${property(name)}:${value}`);
    }
    return `${selector}{${declarations.join(';')}${nested.join('')}}`;
  };
  const sheets = (theme.generateStyleSheets?.() ?? [])
    .map((sheet) =>
      Object.entries(sheet)
        .map(([selector, body]) => rule(selector, body))
        .join(''),
    )
    .join('');
  // MUI gives the family only inside `font` shorthands: our modules read it from one variable.
  return `${sheets}:root{--binaa-font-family:${FONT_STACK}}`;
}
