/**
 * The storage back ends (platform/storage.ts) seen from their callers: what `stat` tells of a
 * file (size, time, an entity tag that changes with every replacement, nothing for a missing
 * file or a folder; `open` gives the same with the bytes), the keys they accept, and the public store's prefix in a shared bucket.
 */
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { contentTypeOf, createPublicStorage, createStorage, diskStorage, isStorageKey, type Storage } from '../../src/server/platform/storage';
import { startLocalS3, type LocalS3 } from '../helpers/s3';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3('binaa-unit');
});
afterAll(async () => s3?.close());

const bucketConfig = () => loadConfig({ ...s3.env }, { DATA_DIR: mkdtempSync(join(tmpdir(), 'binaa-storage-')) });

const backEnds: [string, () => Storage][] = [
  ['disk', () => diskStorage(mkdtempSync(join(tmpdir(), 'binaa-storage-')), { mode: 0o644 })],
  ['s3', () => createPublicStorage(bucketConfig())],
];

describe.each(backEnds)('%s storage', (_name, make) => {
  it('stat gives the size, a recent time and a tag that changes when the file is replaced; nothing for a missing file or a folder', async () => {
    const files = make();
    expect(await files.stat('news/1.webp')).toBeNull();
    const before = Date.now();
    expect(await files.put('news/1.webp', Buffer.from('first version'))).toBe(13);
    const first = await files.stat('news/1.webp');
    expect(first?.size).toBe(13);
    // S3 keeps whole seconds.
    expect(first!.modified.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 2000);
    expect(first!.etag).toMatch(/^"[^"]+"$/);
    expect(await files.stat('news/1.webp')).toEqual(first);

    // Replaced at once, with as many bytes.
    await files.put('news/1.webp', Readable.from([Buffer.from('other version')]));
    const second = await files.stat('news/1.webp');
    expect(second?.size).toBe(13);
    expect(second!.etag).not.toBe(first!.etag);
    expect((await buffer((await files.get('news/1.webp'))!)).toString()).toBe('other version');
    const opened = await files.open('news/1.webp');
    expect(opened?.file).toEqual(second);
    expect((await buffer(opened!.body)).toString()).toBe('other version');

    expect(await files.stat('news')).toBeNull();
    await files.delete('news/1.webp');
    expect(await files.stat('news/1.webp')).toBeNull();
    expect(await files.get('news/1.webp')).toBeNull();
    expect(await files.open('news/1.webp')).toBeNull();
  });

  it('accepts the names pictures have (upper-case letters included) and refuses paths that lead elsewhere', async () => {
    const files = make();
    await files.put('producers/IMG_0042.JPG', Buffer.from('x'));
    expect(await files.exists('producers/IMG_0042.JPG')).toBe(true);
    for (const key of ['', '../x.jpg', 'news/../../x.jpg', '/etc/passwd', 'news//1.webp', 'news/./1.webp', '.hidden', 'news/', 'a\0.jpg', 'news\\1.webp']) {
      await expect(files.stat(key), JSON.stringify(key)).rejects.toThrow(/invalid key/);
      await expect(files.put(key, Buffer.from('x')), JSON.stringify(key)).rejects.toThrow(/invalid key/);
    }
  });
});

describe('keys and types', () => {
  it('keys are relative paths of plain segments', () => {
    for (const key of ['news/12-0a1b2c3d4e5f.webp', 'cv/2026/05/3f2a.pdf', 'ads/7.webp', 'Partners/Logo_2.PNG']) expect(isStorageKey(key), key).toBe(true);
    for (const key of ['', 'x/..', '..', 'a/../b', 'a//b', 'a/', '/a', '-a', 'a/.b', 'a b.jpg', 'نخلة.jpg', 'x'.repeat(301)])
      expect(isStorageKey(key), key).toBe(false);
  });

  it('a picture keeps its media type by its extension; anything else is bytes', () => {
    expect(['a.webp', 'a.JPG', 'a.jpeg', 'a.png', 'a.avif', 'a.gif', 'a.svg', 'cv/2026/05/3f2a', 'a.html'].map(contentTypeOf)).toEqual([
      'image/webp',
      'image/jpeg',
      'image/jpeg',
      'image/png',
      'image/avif',
      'image/gif',
      'image/svg+xml',
      'application/octet-stream',
      'application/octet-stream',
    ]);
  });
});

describe('one bucket for both stores', () => {
  it('public pictures live under public/, out of reach of the private keys, and the reverse', async () => {
    const config = bucketConfig();
    const publicFiles = createPublicStorage(config);
    const privateFiles = createStorage(config);
    await publicFiles.put('news/9.webp', Buffer.from('picture'));
    await privateFiles.put('cv/2026/05/abc', Buffer.from('cv'));
    expect(await s3.keys('public/news/')).toEqual(['public/news/9.webp']);
    expect(await privateFiles.exists('news/9.webp')).toBe(false);
    expect(await publicFiles.exists('cv/2026/05/abc')).toBe(false);
  });

  it('on disk: DATA_DIR/uploads, files readable by all (a web server may serve the folder)', async () => {
    const config = loadConfig({}, { DATA_DIR: mkdtempSync(join(tmpdir(), 'binaa-storage-')) });
    const files = createPublicStorage(config);
    expect([files.kind, files.root]).toEqual(['disk', config.uploadsDir]);
    await files.put('news/1.webp', Buffer.from('x'));
    expect(statSync(join(config.uploadsDir, 'news/1.webp')).mode & 0o777).toBe(0o644);
    expect(createStorage(config).root).toBe(config.privateDir);
  });
});
