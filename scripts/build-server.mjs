#!/usr/bin/env node
// The server for production: src/server/main.ts bundled by esbuild into build/app/main.js
// (packages stay in node_modules), beside a copy of the database migrations. `npm start`, the
// benchmarks and the end-to-end server run it with plain Node: no TypeScript loader in the
// process (tsx's loader thread and its compiled modules cost ~100 MB of resident memory).
// Development (`npm run dev`) and the tests still run the sources through tsx.
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'build/app');
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: [join(root, 'src/server/main.ts')],
  outfile: join(out, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  sourcemap: 'linked', // NODE_OPTIONS=--enable-source-maps gives stacks in the sources
  logLevel: 'warning',
});
// migrate.ts finds them next to itself (new URL('./migrations', import.meta.url)).
cpSync(join(root, 'src/server/db/migrations'), join(out, 'migrations'), { recursive: true });
