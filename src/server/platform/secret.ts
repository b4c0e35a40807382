/**
 * The server's signing secret (captcha challenges, sign-in state): SECRET, or a random one made
 * once and kept in DATA_DIR/secret (mode 600) so restarts and several processes on one folder agree.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Config } from '../config';

export function loadSecret(config: Pick<Config, 'SECRET' | 'dataDir'>): string {
  if (config.SECRET) return config.SECRET;
  const file = resolve(config.dataDir, 'secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    // another process wrote it first
    return readFileSync(file, 'utf8').trim();
  }
}
