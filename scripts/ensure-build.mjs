#!/usr/bin/env node
// Builds the site (`npm run build`: the web build and the server bundle) when the build is missing
// or older than its sources; nothing otherwise. `npm start` runs it first (scripts/start.mjs), and
// so does `npm run test:cluster`, whose instances run the build. SKIP_BUILD=1 skips the check.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(path).reduce((m, name) => Math.max(m, newest(join(path, name))), s.mtimeMs);
}

const stamp = join(root, 'build/version.json');
const sources = ['src/server', 'src/web', 'src/shared', 'public', 'scripts/build-server.mjs', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'];
const builtAt = existsSync(stamp) && existsSync(join(root, 'build/app/main.js')) ? statSync(stamp).mtimeMs : 0;
if (process.env.SKIP_BUILD !== '1' && (builtAt === 0 || sources.some((s) => newest(join(root, s)) > builtAt))) {
  console.log(builtAt ? 'Sources changed since the last build: rebuilding…' : 'Building the site (first start)…');
  for (const args of [['node_modules/@react-router/dev/bin.js', 'build'], ['scripts/build-server.mjs']]) {
    const r = spawnSync(process.execPath, args, { stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}
