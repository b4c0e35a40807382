#!/usr/bin/env node
// `npm start`: builds the site (the server bundle and the web build, `npm run build`) when the
// build is missing or older than its sources, then runs the server bundle (build/app/main.js) in
// this same process, so signals reach it directly.
//
// V8 flags have to be given when the process starts, so they are in package.json's `start`:
// `--max-semi-space-size=8` (MB; V8's default on 64-bit grows the young generation to 16 MB
// per semi-space) keeps resident memory under the 300 MB target while pages render, for
// about the same CPU (measured with a fixed load: peak RSS 331 -> 299 MB; 4 MB saved a little
// more memory but cost ~10% more CPU per render). `node scripts/start.mjs` runs without it.
await import('./ensure-build.mjs');
await import('../build/app/main.js');
