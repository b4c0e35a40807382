import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Photo, photoAttrs } from '../../src/web/ui/photo';

describe('Photo', () => {
  it('renders a stored picture at its resized width', () => {
    expect(photoAttrs({ src: 'news/12.webp', alt: '', width: 320, height: 180 }).src).toBe('/img/320/news/12.webp');
  });

  it('renders no src at all for a row without a picture (src="" would fetch the page again)', () => {
    expect(photoAttrs({ src: '', alt: 'Nile Cement', width: 96, height: 96 }).src).toBeUndefined();
    const html = renderToStaticMarkup(<Photo src="" alt="Nile Cement" width={96} height={96} />);
    expect(html).toContain('alt="Nile Cement"');
    expect(html).not.toContain('src=');
  });
});
