/**
 * The nginx configuration we ship (deploy/nginx, decision 029), run for real: binaa.conf with its
 * paths, ports and instances replaced by loopback ones and a throw-away certificate, in front of
 * two small HTTP servers that stand for two instances of the app and record what reaches them.
 *
 * Needs /usr/sbin/nginx (Debian's nginx-light) and openssl: skipped without them on a developer's
 * machine, failed in CI (CI=true), where a skipped test would hide a broken configuration.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const DEPLOY = resolve(import.meta.dirname, '../../deploy/nginx');
const haveOpenssl = spawnSync('openssl', ['version']).status === 0;
const ready = existsSync(NGINX) && haveOpenssl;

interface Seen {
  instance: 'a' | 'b';
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The connection's port on nginx's side: the same for two requests = a kept connection. */
  peerPort: number;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  tls?: string | null;
}

/** `text` with `from` replaced, which must be there: a changed shipped file fails here, not silently. */
function replaced(text: string, from: string | RegExp, to: string): string {
  const found = typeof from === 'string' ? text.includes(from) : from.test(text);
  if (!found) throw new Error(`a file of deploy/nginx no longer has ${String(from)}: update this test's rendering`);
  return typeof from === 'string' ? text.split(from).join(to) : text.replace(from, to);
}

const freePort = () =>
  new Promise<number>((res, rej) => {
    const s = createHttpServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => res(port));
    });
    s.on('error', rej);
  });

describe.skipIf(!ready && !process.env.CI)('deploy/nginx in front of two instances', () => {
  let dir: string;
  let nginx: ChildProcess | undefined;
  const instances: Server[] = [];
  const seen: Seen[] = [];
  /** Test ids already answered once by some instance (the `/flaky/*` paths fail the first time only). */
  const failedOnce = new Set<string>();
  let httpPort = 0;
  let tlsPort = 0;
  let cert: Buffer;
  const asset = `console.log(${JSON.stringify('بناء '.repeat(400))});\n`;

  /** One instance of "the app": records each request, answers /echo, fails /flaky/* once per id. */
  function instance(name: 'a' | 'b'): Promise<number> {
    const server = createHttpServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({ instance: name, method: req.method!, url: req.url!, headers: req.headers, peerPort: req.socket.remotePort! });
        const id = String(req.headers['x-test-id'] ?? '');
        const first = id !== '' && !failedOnce.has(id);
        if (first) failedOnce.add(id);
        if (req.url === '/flaky/drop' && first) return void req.socket.destroy();
        if (req.url === '/flaky/503' && first) {
          res.writeHead(503, { 'retry-after': '5' }).end('closing');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json', 'strict-transport-security': 'max-age=31536000; includeSubDomains' });
        res.end(JSON.stringify({ instance: name, bytes: Buffer.concat(chunks).length }));
      });
    });
    instances.push(server);
    return new Promise((res) => server.listen(0, '127.0.0.1', () => res((server.address() as AddressInfo).port)));
  }

  /** binaa.conf as shipped, on loopback ports, this test's certificate, instances and assets folder. */
  function renderBinaaConf(upstreams: number[]): string {
    let conf = readFileSync(join(DEPLOY, 'binaa.conf'), 'utf8');
    conf = replaced(conf, /^\s*listen \[::\]:80;\n/m, '');
    conf = replaced(conf, /^\s*listen \[::\]:443 ssl http2;\n/m, '');
    conf = replaced(conf, 'listen 80;', `listen 127.0.0.1:${httpPort};`);
    conf = replaced(conf, 'listen 443 ssl http2;', `listen 127.0.0.1:${tlsPort} ssl http2;`);
    conf = replaced(conf, '/etc/letsencrypt/live/binaa.example/fullchain.pem', join(dir, 'cert.pem'));
    conf = replaced(conf, '/etc/letsencrypt/live/binaa.example/privkey.pem', join(dir, 'key.pem'));
    conf = replaced(conf, 'set $binaa_client /var/www/binaa;', `set $binaa_client ${join(dir, 'client')};`);
    conf = replaced(conf, 'include /etc/nginx/snippets/binaa-locations.conf;', `include ${join(DEPLOY, 'binaa-locations.conf')};`);
    conf = replaced(conf, 'server 127.0.0.1:3001 ', `server 127.0.0.1:${upstreams[0]} `);
    conf = replaced(conf, 'server 127.0.0.1:3002 ', `server 127.0.0.1:${upstreams[1]} `);
    return conf;
  }

  /** The main configuration around an http-block file: one foreground process, everything in `dir`. */
  function mainConf(httpInclude: string): string {
    return `daemon off;
master_process off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${join(dir, 'tmp')};
  proxy_temp_path ${join(dir, 'tmp')};
  fastcgi_temp_path ${join(dir, 'tmp')};
  uwsgi_temp_path ${join(dir, 'tmp')};
  scgi_temp_path ${join(dir, 'tmp')};
  include ${httpInclude};
}
`;
  }

  /** `nginx -t` of a main configuration file: its exit status and what it said. */
  function check(confPath: string) {
    const r = spawnSync(NGINX, ['-t', '-p', dir, '-e', join(dir, 'error.log'), '-c', confPath], { encoding: 'utf8' });
    return { status: r.status, output: `${r.stdout}${r.stderr}` };
  }

  /** A request through nginx; the body as sent (no decompression). */
  function call(
    path: string,
    opts: { method?: string; headers?: Record<string, string>; body?: Buffer; plain?: boolean; declaredLength?: number } = {},
  ): Promise<Answer> {
    return new Promise((res, rej) => {
      const common = { host: '127.0.0.1', path, method: opts.method ?? 'GET', headers: { host: 'binaa.example', ...opts.headers }, agent: false as const };
      const req = opts.plain ? httpRequest({ ...common, port: httpPort }) : httpsRequest({ ...common, port: tlsPort, ca: cert });
      req.on('response', (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () =>
          res({ status: r.statusCode!, headers: r.headers, body: Buffer.concat(chunks), tls: opts.plain ? null : (r.socket as TLSSocket).getProtocol() }),
        );
      });
      req.on('error', rej);
      if (opts.declaredLength !== undefined) {
        // Headers only: nginx must answer from the declared length, before any byte of the body.
        req.setHeader('content-length', String(opts.declaredLength));
        req.flushHeaders();
        return;
      }
      req.end(opts.body);
    });
  }

  const reached = (url: string) => seen.filter((s) => s.url === url);

  beforeAll(async () => {
    if (!ready) throw new Error(`${NGINX} and openssl are needed (apt-get install nginx-light openssl): CI must not skip this test`);
    dir = mkdtempSync(join(tmpdir(), 'binaa-nginx-'));
    mkdirSync(join(dir, 'tmp'));
    mkdirSync(join(dir, 'client/assets'), { recursive: true });
    writeFileSync(join(dir, 'client/assets/entry.client-B4x9Qk2a.js'), asset);
    const made = spawnSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=binaa.example'].concat([
        '-addext',
        'subjectAltName=DNS:binaa.example',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ]),
      { encoding: 'utf8' },
    );
    if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`);
    cert = readFileSync(join(dir, 'cert.pem'));
    const upstreams = [await instance('a'), await instance('b')];
    [httpPort, tlsPort] = [await freePort(), await freePort()];
    writeFileSync(join(dir, 'binaa.conf'), renderBinaaConf(upstreams));
    writeFileSync(join(dir, 'nginx.conf'), mainConf(join(dir, 'binaa.conf')));

    nginx = spawn(NGINX, ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
    let said = '';
    nginx.stderr!.on('data', (c: Buffer) => (said += c.toString()));
    for (let tries = 0; ; tries++) {
      if (nginx.exitCode != null) throw new Error(`nginx exited with ${nginx.exitCode}: ${said}${readFileSync(join(dir, 'error.log'), 'utf8')}`);
      try {
        await call('/healthz', { plain: true });
        break;
      } catch (err) {
        if (tries > 100) throw err;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode == null) {
      const exited = new Promise((r) => nginx!.once('exit', r));
      nginx.kill('SIGTERM');
      await exited;
    }
    for (const s of instances) s.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('binaa.conf passes `nginx -t`, and so do compose.conf and the locations file alone in a plain server block', () => {
    const full = check(join(dir, 'nginx.conf'));
    expect(full.output).toContain('test is successful');
    expect(full.status).toBe(0);

    // What the cluster test does: its own upstream `binaa` and server, the locations included.
    writeFileSync(
      join(dir, 'bare.conf'),
      `upstream binaa { server 127.0.0.1:9; keepalive 4; }
server {
  listen 127.0.0.1:${httpPort};
  set $binaa_client ${join(dir, 'client')};
  include ${join(DEPLOY, 'binaa-locations.conf')};
}
`,
    );
    writeFileSync(join(dir, 'bare-main.conf'), mainConf(join(dir, 'bare.conf')));
    const bare = check(join(dir, 'bare-main.conf'));
    expect(bare.output).toContain('test is successful');
    expect(bare.status).toBe(0);

    // deploy/compose.yaml's nginx, its containers' names and paths made local.
    let compose = readFileSync(join(DEPLOY, 'compose.conf'), 'utf8');
    compose = replaced(compose, 'server app1:3000 ', 'server 127.0.0.1:9 ');
    compose = replaced(compose, 'server app2:3000 ', 'server 127.0.0.1:10 ');
    compose = replaced(compose, 'listen 80;', `listen 127.0.0.1:${httpPort};`);
    compose = replaced(compose, '/etc/nginx/snippets/binaa-locations.conf', join(DEPLOY, 'binaa-locations.conf'));
    writeFileSync(join(dir, 'compose.conf'), compose);
    writeFileSync(join(dir, 'compose-main.conf'), mainConf(join(dir, 'compose.conf')));
    const composed = check(join(dir, 'compose-main.conf'));
    expect(composed.output).toContain('test is successful');
    expect(composed.status).toBe(0);
  });

  it('sends http to https, keeping the path and query', async () => {
    const r = await call('/prices/cement?country=eg', { plain: true });
    expect(r.status).toBe(301);
    expect(r.headers.location).toBe('https://binaa.example/prices/cement?country=eg');
    expect(reached('/prices/cement?country=eg')).toEqual([]);
  });

  it('serves /assets/ from disk: a year, immutable, gzipped; a missing file is its own 404', async () => {
    const r = await call('/assets/entry.client-B4x9Qk2a.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(r.status).toBe(200);
    expect(r.tls).toMatch(/^TLSv1\.[23]$/);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(r.body).toString()).toBe(asset);

    const missing = await call('/assets/entry.client-gone0000.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    expect(seen.filter((s) => s.url.startsWith('/assets/'))).toEqual([]);
  });

  it('refuses /metrics itself, however the path is written', async () => {
    for (const path of ['/metrics', '/metrics/', '//metrics', '/%6Detrics', '/assets/../metrics', '/metrics?x=1']) {
      expect((await call(path)).status, path).toBe(404);
    }
    expect(seen.filter((s) => s.url.includes('etrics'))).toEqual([]);
  });

  it('passes the rest to the instances: the client address, https and the host, over kept connections', async () => {
    const before = seen.length;
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await call('/echo?i=1', { headers: { 'x-forwarded-for': '203.0.113.9' } }));
    for (const r of answers) {
      expect(r.status).toBe(200);
      // The app's own header, once: nginx adds no second Strict-Transport-Security.
      expect(r.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
    const got = seen.slice(before);
    expect(got.map((s) => s.instance).sort()).toEqual(['a', 'a', 'b', 'b']);
    for (const s of got) {
      // A client's own X-Forwarded-For is kept in front; the address nginx saw is the last entry.
      expect(s.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
      expect(s.headers['x-forwarded-proto']).toBe('https');
      expect(s.headers['x-forwarded-host']).toBe('binaa.example');
      expect(s.headers.host).toBe('binaa.example');
      expect(s.headers.connection).toBeUndefined();
    }
    // Each instance got its two requests on one connection (upstream keepalive).
    for (const name of ['a', 'b']) expect(new Set(got.filter((s) => s.instance === name).map((s) => s.peerPort)).size).toBe(1);
  });

  it('gives a GET to the other instance when the first drops it or answers 503, never a POST', async () => {
    for (const path of ['/flaky/drop', '/flaky/503']) {
      const get = await call(path, { headers: { 'x-test-id': `get${path}` } });
      expect(get.status, `GET ${path}`).toBe(200);
      expect(
        reached(path)
          .filter((s) => s.headers['x-test-id'] === `get${path}`)
          .map((s) => s.instance)
          .sort(),
      ).toEqual(['a', 'b']);

      const post = await call(path, {
        method: 'POST',
        headers: { 'x-test-id': `post${path}`, 'content-type': 'application/json' },
        body: Buffer.from('{"n":1}'),
      });
      expect(post.status, `POST ${path}`).toBe(path === '/flaky/drop' ? 502 : 503);
      expect(reached(path).filter((s) => s.headers['x-test-id'] === `post${path}`)).toHaveLength(1);
    }
  });

  it('takes bodies up to the largest upload (a 20 MB price import) and refuses larger ones itself', async () => {
    const big = await call('/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: Buffer.alloc(20 * 1024 * 1024 + 4096, 1),
    });
    expect(big.status).toBe(200);
    expect(JSON.parse(big.body.toString())).toMatchObject({ bytes: 20 * 1024 * 1024 + 4096 });
    const before = seen.length;
    const tooBig = await call('/echo', { method: 'POST', declaredLength: 22 * 1024 * 1024 });
    expect(tooBig.status).toBe(413);
    expect(seen.length).toBe(before);
  });
});
