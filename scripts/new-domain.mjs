#!/usr/bin/env node
/**
 * `npm run new:domain -- NAME [--one SINGULAR]`: the skeleton of a new server domain that passes
 * `npm run validate` and its own test at once (issue 31, item 8). NAME is the folder, kebab-case
 * and plural (`tenders`); SINGULAR names one row (default: NAME without its final "s").
 *
 * It writes (templates in scripts/new-domain/templates.mjs):
 *   src/server/db/schema/NAME.ts          the table (bilingual title, active flag, last change)
 *   src/server/db/migrations/NNNN_NAME.sql (+ meta/) by drizzle-kit generate
 *   src/shared/schemas/NAME.ts            the calls' contracts (defineCall): the list and one row
 *   src/web/api/call-shapes.gen.ts        the browser's table of call shapes (npm run contracts)
 *   src/server/domains/NAME/              index.ts (the door), repository.ts, service.ts,
 *                                         routes.ts, cache.ts
 *   src/server/db/seed/NAME.ts            the demo rows
 *   tests/api/NAME.test.ts                both calls, both languages, a miss, the cache
 * and adds one line to each list it must join: schema/index.ts, domains/index.ts (frontRoutes),
 * DOMAIN_FLOORS in eslint.config.js (the ground floor: it imports no domain yet), the owners'
 * table of src/server/db/README.md, the demo seed (seed/index.ts), and the not-found message in
 * both dictionaries. Nothing is overwritten: an existing domain, table or file stops it first.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { templates } from './new-domain/templates.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const name = args.find((a) => !a.startsWith('--'));
const oneAt = args.indexOf('--one');
const fail = (msg) => {
  console.error(`new:domain: ${msg}`);
  process.exit(2);
};
if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) fail('give the domain a kebab-case name: npm run new:domain -- tenders');
const one = oneAt >= 0 ? args[oneAt + 1] : name.replace(/s$/, '');
if (!one || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(one) || one === name) fail('give one row a kebab-case name other than the domain: --one tender');

const camel = (s) => s.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const pascal = (s) => camel(s).replace(/^./, (c) => c.toUpperCase());
const n = {
  name, // tenders
  camel: camel(name), // tenders
  pascal: pascal(name), // Tenders
  snake: name.replaceAll('-', '_'), // tenders (the table)
  one, // tender
  oneCamel: camel(one),
  onePascal: pascal(one),
  upper: name.replaceAll('-', '_').toUpperCase(), // TENDERS
};

const at = (p) => join(root, p);
const domainDir = `src/server/domains/${name}`;
if (existsSync(at(domainDir))) fail(`${domainDir} exists already`);
const files = {
  [`src/server/db/schema/${name}.ts`]: templates.table(n),
  [`src/shared/schemas/${name}.ts`]: templates.contract(n),
  [`${domainDir}/repository.ts`]: templates.repository(n),
  [`${domainDir}/service.ts`]: templates.service(n),
  [`${domainDir}/cache.ts`]: templates.cache(n),
  [`${domainDir}/routes.ts`]: templates.routes(n),
  [`${domainDir}/index.ts`]: templates.door(n),
  [`src/server/db/seed/${name}.ts`]: templates.seed(n),
  [`tests/api/${name}.test.ts`]: templates.test(n),
};
for (const p of Object.keys(files)) if (existsSync(at(p))) fail(`${p} exists already`);
const schemaIndex = readFileSync(at('src/server/db/schema/index.ts'), 'utf8');
if (new RegExp(`pgTable\\('${n.snake}'`).test(readAllSchemas())) fail(`a table named ${n.snake} exists already`);

/** Inserts `line` into `file` after the last line matching `after` (or before `before`); fails if neither is found. */
function edit(file, change) {
  const text = readFileSync(at(file), 'utf8');
  const next = change(text);
  if (next === text) fail(`could not find where to add the ${name} line in ${file}`);
  writeFileSync(at(file), next);
}
function readAllSchemas() {
  return schemaIndex
    .split('\n')
    .map((l) => /from '\.\/(.+)'/.exec(l)?.[1])
    .filter(Boolean)
    .map((m) => (existsSync(at(`src/server/db/schema/${m}.ts`)) ? readFileSync(at(`src/server/db/schema/${m}.ts`), 'utf8') : ''))
    .join('\n');
}
const afterLast = (text, pattern, line) => {
  const lines = text.split('\n');
  let last = -1;
  lines.forEach((l, i) => pattern.test(l) && (last = i));
  if (last < 0) return text;
  lines.splice(last + 1, 0, line);
  return lines.join('\n');
};

for (const [p, body] of Object.entries(files)) {
  mkdirSync(dirname(at(p)), { recursive: true });
  writeFileSync(at(p), body);
  console.log(`  wrote ${p}`);
}

edit('src/server/db/schema/index.ts', (t) => `${t.trimEnd()}\nexport * from './${name}';\n`);
edit('src/server/domains/index.ts', (t) => {
  const imported = afterLast(t, /^import .* from '\.\/.+';$/, `import { ${n.camel}Routes } from './${name}';`);
  return imported.replace(/(export const frontRoutes: readonly FastifyPluginAsync\[\] = \[\n(?: {2}.*\n)*?)(\];)/, `$1  ${n.camel}Routes,\n$2`);
});
edit('eslint.config.js', (t) => t.replace(/(export const DOMAIN_FLOORS = \[\n {2}\[)([^\]]*)\]/, (_, head, floor) => `${head}${floor}, '${name}']`));
edit('src/server/db/README.md', (t) => afterLast(t, /^\| open-data \|/, `| ${name} | ${n.snake} |`));
edit('src/server/db/seed/index.ts', (t) =>
  afterLast(
    afterLast(t, /^import .* from '\.\/.+';$/, `import { seed${n.pascal} } from './${name}';`),
    /^ {4}const questions = await seedPages\(tx\);$/,
    `    await seed${n.pascal}(tx);`,
  ),
);
for (const lang of ['ar', 'en']) {
  const file = `src/shared/i18n/${lang}/messages.json`;
  const json = JSON.parse(readFileSync(at(file), 'utf8'));
  json.api[`${n.snake}_not_found`] = lang === 'ar' ? 'هذا العنصر غير موجود' : `This ${one.replaceAll('-', ' ')} does not exist`;
  writeFileSync(at(file), `${JSON.stringify(json, null, 2)}\n`);
}
console.log('  added the lines to schema/index.ts, domains/index.ts, eslint.config.js, db/README.md, seed/index.ts, messages.json');

const run = (cmd, cmdArgs) => execFileSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit' });
run('npx', ['drizzle-kit', 'generate', '--name', n.snake]);
// The browser's table of call shapes (decision 043) gains the new calls.
run('npm', ['run', '--silent', 'contracts']);
run('npx', [
  'prettier',
  '--log-level',
  'warn',
  '--write',
  ...Object.keys(files),
  'src/server/domains/index.ts',
  'src/server/db/seed/index.ts',
  'eslint.config.js',
  'src/server/db/README.md',
]);
console.log(`
The ${name} domain is in place. Next:
  npx vitest run tests/api/${name}.test.ts     its test
  npm run validate                          typecheck, lint, format
Then give the table its columns (and npm run db:generate again), the contract its fields, and
the site its screens (docs/adding-a-page.md).`);
