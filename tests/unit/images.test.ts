import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imgSrc, imgSrcSet } from '../../src/shared/images';
import { safeJoin } from '../../src/server/platform/images';

describe('imgSrc / imgSrcSet', () => {
  it('maps uploads to the nearest offered width at or above the asked one', () => {
    expect(IMAGE_WIDTHS).toEqual([320, 640, 960, 1280]);
    expect(imgSrc('/uploads/news/1.webp', 300)).toBe('/img/320/news/1.webp');
    expect(imgSrc('/uploads/news/1.webp', 640)).toBe('/img/640/news/1.webp');
    expect(imgSrc('/uploads/news/1.webp', 700)).toBe('/img/960/news/1.webp');
    expect(imgSrc('/uploads/news/1.webp', 5000)).toBe('/img/1280/news/1.webp');
    expect(imgSrcSet('/uploads/a/b.jpg')).toBe('/img/320/a/b.jpg 320w, /img/640/a/b.jpg 640w, /img/960/a/b.jpg 960w, /img/1280/a/b.jpg 1280w');
  });

  it('passes other URLs through', () => {
    for (const url of ['', '/assets/logo.svg', '/uploads/partners/logo.svg', 'https://example.com/a.jpg', 'data:image/png;base64,AA', '/uploads/../x.jpg']) {
      expect(imgSrc(url, 320)).toBe(url);
      expect(imgSrcSet(url)).toBe('');
    }
  });
});

describe('safeJoin', () => {
  it('stays inside its base folder', () => {
    expect(safeJoin('/data/uploads', 'news/1.jpg')).toBe('/data/uploads/news/1.jpg');
    expect(safeJoin('/data/uploads', '../secret.jpg')).toBeNull();
    expect(safeJoin('/data/uploads', 'news/../../secret.jpg')).toBeNull();
    expect(safeJoin('/data/uploads', '/etc/passwd')).toBeNull();
    expect(safeJoin('/data/uploads', '')).toBeNull();
    expect(safeJoin('/data/uploads', 'a\0.jpg')).toBeNull();
    expect(safeJoin('/data/uploads', '../uploads-other/x.jpg')).toBeNull();
  });
});
