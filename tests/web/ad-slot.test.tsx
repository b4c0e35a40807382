import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '../../src/web/i18n/react';
import { describe, expect, it } from 'vitest';
import type { Ad } from '../../src/shared/schemas/common';
import { createI18n } from '../../src/web/i18n/setup';
import { AdSlot } from '../../src/web/ui/ad-slot';
import { AdPreviewContext, previewToken } from '../../src/web/ui/ad-preview';

const ad: Ad = {
  id: 1,
  ads_code: '01-001',
  target: 'https://example.com/x',
  photo: 'ads/1.webp',
  title: 'Nile Cement',
  link: 'https://example.com/x',
  width: 728,
  height: 90,
};
const render = (node: React.ReactNode) => renderToStaticMarkup(<I18nProvider translator={createI18n('en')}>{node}</I18nProvider>);

describe('AdSlot', () => {
  it('renders nothing when its code has no ad', () => {
    expect(render(<AdSlot code="01-002" ads={[ad]} />)).toBe('');
    expect(render(<AdSlot code="01-001" ads={undefined} />)).toBe('');
  });

  it('renders the photo, title and sponsored link, reserving its size', () => {
    const html = render(<AdSlot code="01-001" ads={[ad]} />);
    expect(html).toContain('href="https://example.com/x"');
    expect(html).toContain('rel="sponsored noopener"');
    // The resized variants, not the full-size upload (a phone downloads 320/640 px).
    expect(html).toContain('src="/img/960/ads/1.webp"');
    expect(html).toContain('srcSet="/img/320/ads/1.webp 320w, /img/640/ads/1.webp 640w, /img/960/ads/1.webp 960w, /img/1280/ads/1.webp 1280w"');
    expect(html).toContain('sizes="(min-width: 728px) 728px, 100vw"');
    expect(html).toContain('alt="Nile Cement"');
    expect(html).toContain('width="728"');
    expect(html).toContain('height="90"');
    // Named by its title: a page's several ad landmarks are told apart.
    expect(html).toContain('aria-label="Advertisement: Nile Cement"');
  });
});

describe('AdSlot on a phone (issue 29 item 7)', () => {
  it('gives a leaderboard a text version of its title and host, shown instead of the picture below 600 px', () => {
    const html = render(<AdSlot code="01-001" ads={[{ ...ad, target: 'https://www.nilestone-cement.example/offer' }]} />);
    // Both are in the page: CSS shows the one that fits the screen (ad-slot.module.css).
    expect(html).toContain('alt="Nile Cement"');
    expect(html).toMatch(/<span class="[^"]*">Nile Cement<\/span>/);
    expect(html).toContain('>nilestone-cement.example</span>');
    expect(html).toContain('>Advertisement</span>');
  });

  it('keeps a box or a billboard as a picture only', () => {
    for (const size of [
      { width: 300, height: 250 },
      { width: 970, height: 250 },
    ]) {
      const html = render(<AdSlot code="01-001" ads={[{ ...ad, ...size }]} />);
      expect(html).not.toContain('>Nile Cement</span>');
    }
  });
});

describe('AdSlot with a back-office preview', () => {
  const previewed: Ad = {
    ...ad,
    id: 9,
    ads_code: '01-002',
    photo: '/uploads/ads/9-abc.webp',
    title: 'Obelisk Steel',
    link: 'https://obelisk.example/',
    target: 'https://obelisk.example/',
  };
  const withPreview = (node: React.ReactNode) => render(<AdPreviewContext.Provider value={previewed}>{node}</AdPreviewContext.Provider>);

  it('shows the previewed ad in its slot, marked, even where no live ad is', () => {
    const html = withPreview(<AdSlot code="01-002" ads={[ad]} />);
    expect(html).toContain('data-ad-preview="true"');
    expect(html).toContain('>Preview</span>');
    expect(html).toContain('alt="Obelisk Steel"');
    // Other slots keep their own ad, unmarked.
    const other = withPreview(<AdSlot code="01-001" ads={[ad]} />);
    expect(other).toContain('alt="Nile Cement"');
    expect(other).not.toContain('data-ad-preview');
  });

  it('reads the token from the fragment only', () => {
    expect(previewToken('#ad_preview=12.1700000000.abc')).toBe('12.1700000000.abc');
    expect(previewToken('#x=1&ad_preview=12.3.abc')).toBe('12.3.abc');
    expect(previewToken('')).toBeNull();
    expect(previewToken(`#ad_preview=${'a'.repeat(201)}`)).toBeNull();
  });
});
