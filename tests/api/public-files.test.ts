/**
 * Public pictures with several app instances (issue 19, decision 028): with S3_BUCKET set, two
 * instances on one database, each with its own DATA_DIR, share the pictures through the bucket
 * (under `public/`). A logo uploaded through one is served by the other at /uploads/ and /img/;
 * a picture replaced under the same name gives the new bytes and a new size on the other; a
 * missing key is 404 and no path leads out of the public pictures (the CVs in the same bucket
 * included).
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { WEB_ACCESS_KEY } from '../../src/shared/envelope';
import type { ProducerAdmin } from '../../src/shared/schemas/directories-admin';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { multipart } from '../helpers/cv-files';
import { startLocalS3, type LocalS3 } from '../helpers/s3';
import { signedInStaff } from '../helpers/staff';

let s3: LocalS3;
let a: TestApp;
let b: FastifyInstance;
let headers: Record<string, string>;

beforeAll(async () => {
  s3 = await startLocalS3('binaa-files');
  a = await buildTestApp({ env: s3.env });
  const config = loadConfig({ ...s3.env }, { LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(join(tmpdir(), 'binaa-test-b-')), NODE_ENV: 'test' });
  b = await buildApp({ config, database: a.database, web: false });
  await b.ready();
  headers = (await signedInStaff(a, 'editor')).headers;
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await s3?.close();
});

const picture = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } });
const get = (app: FastifyInstance, url: string, extra: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: extra });
/** The colour of a picture's first pixel. */
const firstPixel = async (bytes: Buffer) => [...(await sharp(bytes).raw().toBuffer()).subarray(0, 3)];

async function uploadLogo(producerId: number, data: Buffer): Promise<string> {
  const { payload, contentType } = multipart([{ name: 'photo', file: { data, filename: 'logo.png', type: 'image/png' } }]);
  const res = await a.app.inject({
    method: 'POST',
    url: `/api/v1/en/admin/directories/producers/${producerId}/photo`,
    headers: { ...headers, 'x-access-key': WEB_ACCESS_KEY, 'content-type': contentType },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: ProducerAdmin }).data.photo;
}

describe('public pictures in the bucket, two instances', () => {
  it('a logo uploaded through one instance is served by the other at /uploads/ and /img/, cached for 7 days with a 304 on revalidation', async () => {
    expect([a.app.publicFiles.kind, b.publicFiles.kind]).toEqual(['s3', 's3']);
    const producer = await f.createProducer(a.db, {});
    const url = await uploadLogo(producer.id, await picture(500, 250, '#1f7a8c').png().toBuffer());
    const key = url.replace('/uploads/', '');
    expect(await s3.keys('public/')).toEqual([`public/${key}`]);
    // Nothing on the instances' disks.
    expect(existsSync(a.app.config.uploadsDir)).toBe(false);

    const onA = await get(a.app, url);
    const onB = await get(b, url);
    expect(onB.statusCode).toBe(200);
    expect(onB.rawPayload.equals(onA.rawPayload)).toBe(true);
    expect(await sharp(onB.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 500, height: 250 });
    expect(onB.headers['content-type']).toBe('image/webp');
    expect(Number(onB.headers['content-length'])).toBe(onB.rawPayload.length);
    expect(onB.headers['cache-control']).toBe('public, max-age=604800');
    expect(onB.headers.etag).toBe(onA.headers.etag);
    expect(new Date(String(onB.headers['last-modified'])).getTime()).toBeGreaterThan(Date.now() - 3_600_000);
    expect((await get(b, url, { 'if-none-match': String(onB.headers.etag) })).statusCode).toBe(304);
    expect((await get(b, url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
    expect((await get(b, url, { 'if-modified-since': String(onB.headers['last-modified']) })).statusCode).toBe(304);
    const head = await b.inject({ method: 'HEAD', url });
    expect([head.statusCode, head.headers.etag, head.rawPayload.length]).toEqual([200, onB.headers.etag, 0]);

    const small = await get(b, `/img/320/${key}`);
    expect(small.statusCode).toBe(200);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 160 });
    expect(existsSync(join(b.config.dataDir, 'cache/img/320', `${key}.webp`))).toBe(true);

    // A new logo: a new name; the old one is gone from the bucket for every instance.
    const next = await uploadLogo(producer.id, await picture(300, 300, '#e1a140').png().toBuffer());
    expect(next).not.toBe(url);
    expect((await get(b, url)).statusCode).toBe(404);
    expect((await get(b, `/img/320/${key}`)).statusCode).toBe(404);
    expect(await sharp((await get(b, next)).rawPayload).metadata()).toMatchObject({ width: 300, height: 300 });
  });

  it('a picture replaced under the same name gives the new bytes and a new size on the other instance', async () => {
    const blue = await picture(600, 300, '#0000ff').webp({ lossless: true }).toBuffer();
    const red = await picture(400, 400, '#ff0000').webp({ lossless: true }).toBuffer();
    await a.app.publicFiles.put('news/7.webp', blue);
    const before = await get(b, '/img/320/news/7.webp');
    expect(await sharp(before.rawPayload).metadata()).toMatchObject({ width: 320, height: 160 });
    const tag = String((await get(b, '/uploads/news/7.webp')).headers.etag);

    await a.app.publicFiles.put('news/7.webp', red);
    const original = await get(b, '/uploads/news/7.webp', { 'if-none-match': tag });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(red)).toBe(true);
    const after = await get(b, '/img/320/news/7.webp', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(await sharp(after.rawPayload).metadata()).toMatchObject({ width: 320, height: 320 });
    const [r, g, bl] = await firstPixel(after.rawPayload);
    expect(r).toBeGreaterThan(200);
    expect(Math.max(g!, bl!)).toBeLessThan(40);
  });

  it('answers 404 for a missing picture and for every path that would leave the public pictures', async () => {
    const secret = await picture(64, 64, '#000000').jpeg().toBuffer();
    // A private file in the same bucket (where the CVs live), and one beside the bucket's public folder.
    await a.app.storage.put('cv/2026/01/secret.jpg', secret);
    expect(await a.app.storage.exists('cv/2026/01/secret.jpg')).toBe(true);
    expect(await b.publicFiles.stat('cv/2026/01/secret.jpg')).toBeNull();
    for (const url of [
      '/uploads/news/nothing.webp',
      '/uploads/news',
      '/uploads/',
      '/uploads/../cv/2026/01/secret.jpg',
      '/uploads/..%2fcv%2f2026%2f01%2fsecret.jpg',
      '/uploads/%2e%2e/cv/2026/01/secret.jpg',
      '/uploads/news/..%2f..%2fcv/2026/01/secret.jpg',
      '/uploads/%2fcv/2026/01/secret.jpg',
      '/uploads/news//7.webp',
      '/uploads/news%00.webp',
      '/img/320/news/nothing.webp',
      '/img/320/..%2fcv/2026/01/secret.jpg',
      '/img/320/%2e%2e/cv/2026/01/secret.jpg',
    ]) {
      const res = await get(b, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/^image\//);
    }
    expect((await get(b, '/uploads/news/nothing.webp')).json()).toMatchObject({ check: false, data: null });
  });
});
