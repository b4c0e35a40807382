/**
 * Every answer under /api is the `{check, msg, data}` envelope, also for what Fastify or Node's
 * HTTP parser refuse before any route runs (issue 15).
 */
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_ACCESS_KEY } from '../../src/shared/envelope';
import { buildTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t?.close());

const key = { 'x-access-key': WEB_ACCESS_KEY };
const envelope = (msg: string) => ({ check: false, msg, data: null });

/** One raw HTTP/1.1 exchange: what a client that the parser refuses gets back. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', (err) => (chunks.length ? resolve(Buffer.concat(chunks).toString('utf8')) : reject(err)));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.write(request);
  });
}
/** The pace of an upload on a real link: 64 KB every 10 ms (about 6 MB/s). */
const CHUNK = Buffer.alloc(65_536, 'x');
function paced(bytes: number, write: (chunk: Buffer) => void, end: () => void, stopped: () => boolean) {
  let left = bytes;
  const tick = () => {
    if (stopped()) return;
    const n = Math.min(left, CHUNK.length);
    left -= n;
    write(CHUNK.subarray(0, n));
    if (left > 0) setTimeout(tick, 10);
    else end();
  };
  tick();
}

/** A POST of `bytes` through Node's HTTP client over the listening server: the status and envelope it reads, or its socket error. */
function upload(path: string, bytes: number, opts: { chunked?: boolean } = {}): Promise<{ status: number; body: unknown } | { error: string }> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { ...key, 'content-type': 'application/json' };
    if (!opts.chunked) headers['content-length'] = bytes;
    const req = request({ host: '127.0.0.1', port, method: 'POST', path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown }));
      res.on('error', (err) => resolve({ error: err.message }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    paced(
      bytes,
      (c) => req.write(c),
      () => req.end(),
      () => req.destroyed,
    );
  });
}

/** The same upload from a client that reads the answer only once it has sent everything (many do): the status line and body, or its error. */
function uploadThenRead(path: string, bytes: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let error = '';
    socket.pause();
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', (err: NodeJS.ErrnoException) => (error = err.code ?? err.message));
    socket.on('close', () => resolve(error || Buffer.concat(chunks).toString('utf8')));
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Access-Key: ${WEB_ACCESS_KEY}\r\nContent-Type: application/json\r\nContent-Length: ${bytes}\r\n\r\n`,
    );
    paced(
      bytes,
      (c) => socket.write(c),
      () => socket.resume(),
      () => socket.destroyed,
    );
  });
}

const split = (response: string) => {
  const [head = '', body = ''] = response.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head, body: JSON.parse(body) as unknown };
};

describe('the envelope for requests refused before any route', () => {
  it('a URL that cannot be decoded is a 400 envelope in the language of the path', async () => {
    for (const url of ['/api/v1/en/front/news%', '/api/v1/en/front/news/%E0%A4%A/1']) {
      const res = await t.app.inject({ url, headers: key });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual(envelope('Request error'));
    }
    const ar = await t.app.inject({ url: '/api/v1/ar/front/news/%E0%A4%A/1', headers: key });
    expect(ar.json()).toEqual(envelope('خطأ في الطلب'));
  });

  it('a body above the limit is a 413 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/en/front/contact_us',
      headers: { ...key, 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(envelope('The request is too large'));
    const ar = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ar/front/contact_us',
      headers: { ...key, 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(1_100_000) }),
    });
    expect(ar.json()).toEqual(envelope('حجم الطلب أكبر من المسموح'));
  });

  it('a client uploading a body above the limit reads the 413 envelope, not a reset (the rest of the body is read first)', async () => {
    for (let i = 0; i < 5; i++) {
      expect(await upload('/api/v1/en/front/contact_us', 1_500_000)).toEqual({ status: 413, body: envelope('The request is too large') });
    }
    // Without a Content-Length (chunked): refused once the limit is passed, then read to its end the same way.
    expect(await upload('/api/v1/ar/front/contact_us', 1_500_000, { chunked: true })).toEqual({ status: 413, body: envelope('حجم الطلب أكبر من المسموح') });
    // A client that reads only after its upload: the answer is still there (it used to get EPIPE).
    for (let i = 0; i < 3; i++) {
      const res = split(await uploadThenRead('/api/v1/en/front/contact_us', 1_500_000));
      expect(res.status).toBe(413);
      expect(res.body).toEqual(envelope('The request is too large'));
    }
  });

  it('a body declared far beyond the bound is refused at once, unread, and the server goes on answering', async () => {
    const huge = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
      socket.on('error', () => {});
      socket.write(
        `POST /api/v1/en/front/contact_us HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Access-Key: ${WEB_ACCESS_KEY}\r\nContent-Type: application/json\r\nContent-Length: 500000000\r\n\r\n`,
      );
    });
    expect(split(huge).status).toBe(413);
    expect((await t.app.inject({ url: '/api/v1/en/front/home', headers: key })).statusCode).toBe(200);
  });

  it('an unsupported content type is a 415 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/en/front/contact_us',
      headers: { ...key, 'content-type': 'application/x-unknown' },
      payload: 'name=x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual(envelope('This type of request content is not supported'));
    const ar = await t.app.inject({ method: 'POST', url: '/api/v1/ar/front/contact_us', headers: { ...key, 'content-type': 'text/csv' }, payload: 'a,b' });
    expect(ar.statusCode).toBe(415);
    expect(ar.json()).toEqual(envelope('نوع محتوى الطلب غير مدعوم'));
  });

  it('malformed JSON is a 400 envelope in both languages', async () => {
    for (const [lang, msg] of [
      ['en', 'Request error'],
      ['ar', 'خطأ في الطلب'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/${lang}/front/contact_us`,
        headers: { ...key, 'content-type': 'application/json' },
        payload: '{"name": "x",',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(envelope(msg));
    }
  });

  it('header fields too large (refused by Node before Fastify) are a 431 envelope on the wire', async () => {
    const big = 'a'.repeat(20_000);
    const ar = split(await raw(`GET /api/v1/ar/front/home HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${big}\r\n\r\n`));
    expect(ar.status).toBe(431);
    expect(ar.head).toMatch(/content-type: application\/json; charset=utf-8/i);
    expect(ar.body).toEqual(envelope('ترويسات الطلب أكبر من المسموح'));
    const en = split(await raw(`GET /api/v1/en/front/home HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${big}\r\n\r\n`));
    expect(en.status).toBe(431);
    expect(en.body).toEqual(envelope('The request headers are too large'));
  });

  it('a request line the parser cannot read is a 400 envelope on the wire', async () => {
    const res = split(await raw('GET /api/v1/en/front/home HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ check: false, msg: expect.any(String), data: null });
  });
});
