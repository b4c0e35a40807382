// @vitest-environment node
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import Box from '@mui/material/Box';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createEmotionCache, type Direction } from '../../src/web/theme/emotion-cache';
import { getTheme } from '../../src/web/theme/theme';
import { SxOnce, type SectionStyle } from '../../src/web/ui/sx-once';

/** A server render as entry.server does it: the HTML and the CSS that goes into <head>. */
function serverRender(node: ReactNode, dir: Direction = 'rtl') {
  const cache = createEmotionCache(dir);
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={getTheme(dir)}>{node}</ThemeProvider>
    </CacheProvider>,
  );
  const chunks = emotion.extractCriticalToChunks(html);
  return {
    html,
    css: chunks.styles
      .filter((s) => s.css)
      .map((s) => `${s.key}|${s.css}`)
      .join('\n'),
    className: /class="(?:MuiBox-root )?(mui[\w-]+)"/.exec(html)?.[1],
  };
}

let calls = 0;
const style: SectionStyle = (theme) => {
  calls += 1;
  return { px: { xs: 2, md: 3 }, color: 'text.secondary', marginLeft: '8px', '& .title': { ...theme.typography.h2, m: 0 } };
};

describe('SxOnce', () => {
  it('gives the class name and CSS a Box with the same sx gets, in both directions', () => {
    for (const dir of ['rtl', 'ltr'] as const) {
      const box = serverRender(<Box sx={style} />, dir);
      const once = serverRender(<SxOnce sx={style} />, dir);
      expect(once.className).toBe(box.className);
      expect(once.css).toBe(box.css);
      expect(once.css).toContain(dir === 'rtl' ? 'margin-right:8px' : 'margin-left:8px');
    }
  });

  it('works the style out once per direction, however many pages render it', () => {
    const before = calls;
    for (let i = 0; i < 5; i += 1) serverRender(<SxOnce component="section" sx={style} className="extra" />);
    expect(calls - before).toBeLessThanOrEqual(1);
    const { html } = serverRender(<SxOnce component="section" sx={style} className="extra" />);
    expect(html).toMatch(/^<section class="muirtl-[\w-]+ extra"><\/section>$/);
  });
});
