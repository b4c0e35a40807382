/**
 * The yardstick of the cached path (issue 14): nginx serving the very bytes the HTML cache sends
 * for a page, as a static file, under the same load. bench/http.ts runs it beside the cached home
 * and prints the ratio.
 *
 * nginx runs as a foreground child (no daemon, no master process, one worker) from a throw-away
 * prefix folder with a generated configuration: the bytes as /index.html, answered for `/` with
 * `Content-Encoding: br` and the page's Content-Type, sendfile on (what a production nginx does),
 * no access log, its error log and pid file in the prefix. Debian's nginx-light is enough.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server';

export const NGINX = process.env.BENCH_NGINX ?? '/usr/sbin/nginx';

export interface StaticServer {
  url: string;
  pid: number;
  /** What the generated configuration serves, for the printed note. */
  describe: string;
  stop(): Promise<void>;
}

/** A GET whose body is kept as sent (fetch would decode a br or gzip body). */
export function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

export function nginxAvailable(): boolean {
  return existsSync(NGINX);
}

/** nginx serving `body` at `/` with `Content-Encoding: encoding`; null when nginx is not installed. */
export async function startNginx(body: Buffer, contentType: string, encoding: string): Promise<StaticServer | null> {
  if (!nginxAvailable()) return null;
  const prefix = mkdtempSync(join(tmpdir(), 'binaa-bench-nginx-'));
  const www = join(prefix, 'www');
  mkdirSync(www);
  mkdirSync(join(prefix, 'tmp'));
  writeFileSync(join(www, 'index.html'), body);
  const port = await freePort();
  const tmp = join(prefix, 'tmp');
  // One worker, like the one Node process it is compared with; temp paths inside the prefix so a
  // non-root run needs no write access anywhere else.
  const conf = `daemon off;
master_process off;
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} error;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${tmp};
  proxy_temp_path ${tmp};
  fastcgi_temp_path ${tmp};
  uwsgi_temp_path ${tmp};
  scgi_temp_path ${tmp};
  types { }
  server {
    listen 127.0.0.1:${port};
    root ${www};
    location = / {
      default_type "${contentType.replace(/"/g, '')}";
      add_header Content-Encoding ${encoding};
      try_files /index.html =404;
    }
  }
}
`;
  const confPath = join(prefix, 'nginx.conf');
  writeFileSync(confPath, conf);
  // -e: the error log before the configuration is read (the compiled-in one may not be writable).
  const child = spawn(NGINX, ['-p', prefix, '-e', join(prefix, 'error.log'), '-c', confPath], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((res) => child.once('exit', () => res()));
  const url = `http://127.0.0.1:${port}/`;
  const cleanUp = () => rmSync(prefix, { recursive: true, force: true });
  for (let waited = 0; ; waited += 50) {
    if (child.exitCode != null) {
      cleanUp();
      throw new Error(`nginx exited with ${child.exitCode} (configuration ${confPath})`);
    }
    try {
      const r = await rawGet(url, { 'accept-encoding': encoding });
      if (r.headers['content-encoding'] !== encoding || !r.body.equals(body)) throw new Error('nginx does not answer the page bytes');
      break;
    } catch (err) {
      if (waited > 5_000) {
        child.kill('SIGTERM');
        await exited;
        cleanUp();
        throw err;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    url,
    pid: child.pid!,
    describe: `nginx (${NGINX}, 1 worker, sendfile) serving the same ${body.length} ${encoding} bytes`,
    async stop() {
      if (child.exitCode == null) {
        child.kill('SIGTERM');
        await exited;
      }
      cleanUp();
    },
  };
}
