import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '../../src/web/i18n/react';
import { describe, expect, it } from 'vitest';
import type { Ad } from '../../src/shared/schemas/common';
import { createI18n } from '../../src/web/i18n/setup';
import { AdSlot } from '../../src/web/ui/ad-slot';

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
