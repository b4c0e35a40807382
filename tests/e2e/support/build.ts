/**
 * The web build the e2e run tests (build/, made by `npm run build`; the e2e server serves a copy
 * taken when it starts). The runner warns when that build is older than its sources.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const stamp = join(root, 'build/version.json');
/** The inputs of the web build, as scripts/start.mjs checks them. */
const SOURCES = ['src/web', 'src/shared', 'public', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(path).reduce((m, name) => Math.max(m, newest(join(path, name))), s.mtimeMs);
}

/** Why the build should be redone before testing it, or null when it is current. */
export function staleBuildReason(): string | null {
  if (!existsSync(stamp)) return 'build/ is missing: run `npm run build` (or `npm run test:e2e`, which builds first)';
  const builtAt = statSync(stamp).mtimeMs;
  const changed = SOURCES.filter((s) => newest(join(root, s)) > builtAt);
  return changed.length ? `build/ is older than ${changed.join(', ')}: the e2e run tests the previous build (\`npm run test:e2e\` rebuilds first)` : null;
}
