/**
 * Test-only: the codes the server e-mails, as they arrive at the run's SMTP server. The e2e
 * server (web-server.mjs) starts a real SMTP server, points the app at it (SMTP_URL), and appends
 * every received message to DATA_DIR/mailbox.jsonl; DATA_DIR is the throw-away folder
 * (tmpdir/binaa-e2e-*) whose app process listens on this run's port (BINAA_E2E_PORT).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

interface Received {
  to: string[];
  raw: string;
}

function mailbox(): Received[] {
  return read(join(e2eDataDir(), 'mailbox.jsonl'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Received);
}

/** The text of a single-part message: its body decoded from base64 or quoted-printable. */
export function bodyText(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split);
  const body = raw.slice(split).trim();
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** How many messages have arrived so far (a mark to take before an action that mails a code). */
export async function mailboxMark(): Promise<number> {
  return mailbox().length;
}

/** The 5-digit code of the newest message to `to` that arrived after `mark`, waiting for it. */
export async function mailedCode(to: string, mark = 0, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mine = mailbox()
      .slice(mark)
      .filter((m) => m.to.some((a) => a.toLowerCase() === to.toLowerCase()));
    const code = /\b(\d{5})\b/.exec(mine.length ? bodyText(mine[mine.length - 1]!.raw) : '')?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code mailed to ${to}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
