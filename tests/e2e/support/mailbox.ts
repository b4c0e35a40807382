/**
 * Test-only: the codes the server e-mails, read from its outbox table. The e2e server runs without
 * SMTP_URL, so every message is kept in `outbox` (src/server/platform/mail.ts). Its database is the
 * embedded PostgreSQL of the throw-away DATA_DIR made by web-server.mjs (tmpdir/binaa-e2e-*): the
 * folder whose app process listens on this run's port (BINAA_E2E_PORT); pg.json holds its port and
 * password.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

function envOf(pid: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of read(`/proc/${pid}/environ`).split('\0')) {
    const eq = entry.indexOf('=');
    if (eq > 0) out[entry.slice(0, eq)] = entry.slice(eq + 1);
  }
  return out;
}

/** The DATA_DIR of the server of this run. */
export function e2eDataDir(port = process.env.BINAA_E2E_PORT): string {
  const found = readdirSync(tmpdir())
    .filter((name) => name.startsWith('binaa-e2e-'))
    .map((name) => join(tmpdir(), name))
    .filter((dir) => {
      const pid = Number.parseInt(read(join(dir, 'app.pid')).split('\n', 1)[0] ?? '', 10);
      return Number.isInteger(pid) && envOf(pid).PORT === port;
    });
  if (found.length !== 1) throw new Error(`e2e DATA_DIR of port ${port}: found ${found.length}`);
  return found[0]!;
}

let pool: pg.Pool | null = null;
function db(): pg.Pool {
  if (!pool) {
    const state = JSON.parse(read(join(e2eDataDir(), 'pg.json'))) as { port: number; password: string };
    pool = new pg.Pool({ connectionString: `postgres://postgres:${encodeURIComponent(state.password)}@127.0.0.1:${state.port}/binaa`, max: 2 });
    pool.on('error', () => {});
  }
  return pool;
}

/**
 * The 5-digit code of the newest e-mail to `to` whose id is above `afterId` (see `lastOutboxId`),
 * waiting for it to arrive.
 */
export async function mailedCode(to: string, afterId = 0, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db().query<{ text_body: string }>('select text_body from outbox where lower(to_address) = lower($1) and id > $2 order by id desc limit 1', [to, afterId]);
    const code = /\b(\d{5})\b/.exec(rows[0]?.text_body ?? '')?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code mailed to ${to}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The newest outbox id (before an action that mails a code). */
export async function lastOutboxId(): Promise<number> {
  const { rows } = await db().query<{ id: number }>('select coalesce(max(id), 0)::int as id from outbox');
  return rows[0]!.id;
}
