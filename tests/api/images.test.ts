import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const dir = join(t.app.config.uploadsDir, 'news');
  mkdirSync(dir, { recursive: true });
  const photo = sharp({ create: { width: 1000, height: 500, channels: 3, background: '#1f7a8c' } });
  writeFileSync(join(dir, 'wide.jpg'), await photo.jpeg().toBuffer());
  writeFileSync(
    join(dir, 'small.png'),
    await sharp({ create: { width: 200, height: 100, channels: 3, background: '#e1a140' } })
      .png()
      .toBuffer(),
  );
  writeFileSync(join(dir, 'broken.jpg'), 'not an image');
  // A file outside the uploads folder that a traversal would reach.
  writeFileSync(join(t.app.config.dataDir, 'secret.jpg'), await photo.jpeg().toBuffer());
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /img/{w}/{path}', () => {
  it('resizes a stored photo to WebP of the asked width, cached on disk for a long time', async () => {
    const res = await get('/img/640/news/wide.jpg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d{7,}/);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(640);
    expect(meta.height).toBe(320);
    expect(existsSync(join(t.app.config.dataDir, 'cache/img/640/news/wide.jpg.webp'))).toBe(true);

    const again = await get('/img/640/news/wide.jpg');
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(res.headers.etag);
    expect((await get('/img/640/news/wide.jpg', { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(304);
  });

  it('never upscales', async () => {
    const res = await get('/img/1280/news/small.png');
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 200]);
  });

  it('answers 404 for a width that is not offered', async () => {
    for (const w of ['641', '0', '99999', 'abc']) expect((await get(`/img/${w}/news/wide.jpg`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown file or a file that is not an image', async () => {
    expect((await get('/img/320/news/nothing.jpg')).statusCode).toBe(404);
    expect((await get('/img/320/news/broken.jpg')).statusCode).toBe(404);
    expect((await get('/img/320/news')).statusCode).toBe(404);
  });

  it('never leaves the uploads folder', async () => {
    for (const url of [
      '/img/320/../secret.jpg',
      '/img/320/..%2fsecret.jpg',
      '/img/320/%2e%2e/secret.jpg',
      '/img/320/news/..%2f..%2fsecret.jpg',
      '/img/320/%2fetc%2fpasswd.jpg',
      '/img/320/news%00.jpg',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toBe('image/webp');
    }
  });
});
