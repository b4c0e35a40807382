#!/usr/bin/env node
/**
 * The import graph of the server domains (issue 31, decision 042), counted from the source:
 *
 *   node scripts/domain-graph.mjs [root]
 *
 * prints the pairs of domains that import each other, the circles of domains (strongly connected
 * sets of two or more) and the circles of files in src/server, then the domains floor by floor
 * (a domain stands above every domain it imports). An import counts whether it brings values or
 * types (the lint rule sees both); a circle of files counts value imports only, as ESLint's
 * import-x/no-cycle does. Exits 1 when there is a two-way pair or a circle.
 *
 * The lint rule of eslint.config.js (`boundaries/dependencies`, DOMAIN_FLOORS) keeps the graph one
 * way on every `npm run validate`; this script is how the figures of decision 042 were measured.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? process.cwd());
const server = join(root, 'src/server');
const domainsDir = join(server, 'domains');

const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.tsx?$/.test(name)) files.push(path);
  }
})(server);

// `import … from '…'`, `export … from '…'`, `import('…')`; group 1 marks `import type` / `export type`.
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const TYPE_ONLY_NAMES = /^\s*(?:import|export)\s*\{\s*(?:type\s+[\w$]+(?:\s+as\s+[\w$]+)?\s*,?\s*)+\}/;

function resolveImport(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** file → [{ to, typeOnly }] */
const imports = new Map();
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  const out = [];
  for (const m of source.matchAll(IMPORT)) {
    const to = resolveImport(file, m[2] ?? m[3]);
    if (!to) continue;
    out.push({ to, typeOnly: Boolean(m[1]) || TYPE_ONLY_NAMES.test(m[0]) });
  }
  imports.set(file, out);
}

/** The domain of a file under src/server/domains/<domain>/…, else null (domains/index.ts is the wiring, not a domain). */
const domainOf = (file) => {
  const rel = relative(domainsDir, file);
  return rel.startsWith('..') || !rel.includes('/') ? null : rel.split('/')[0];
};

const domains = readdirSync(domainsDir).filter((name) => statSync(join(domainsDir, name)).isDirectory());
/** domain → domain → the file arrows behind it */
const arrows = new Map(domains.map((d) => [d, new Map()]));
for (const [file, list] of imports) {
  const from = domainOf(file);
  if (!from) continue;
  for (const { to } of list) {
    const target = domainOf(to);
    if (!target || target === from) continue;
    const behind = arrows.get(from).get(target) ?? [];
    behind.push(`${relative(root, file)} -> ${relative(root, to)}`);
    arrows.get(from).set(target, behind);
  }
}

/** Tarjan's strongly connected components of two or more nodes. */
function circles(nodes, next) {
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (v) => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of next(v)) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), order.get(w)));
    }
    if (low.get(v) !== order.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of nodes) if (!order.has(v)) visit(v);
  return found;
}

const pairs = [];
for (const [a, targets] of arrows) for (const b of targets.keys()) if (a < b && arrows.get(b).has(a)) pairs.push([a, b]);
const domainCircles = circles(domains, (d) => [...arrows.get(d).keys()]);
const fileCircles = circles([...imports.keys()], (f) => (imports.get(f) ?? []).filter((i) => !i.typeOnly && imports.has(i.to)).map((i) => i.to));

console.log(`two-way domain pairs: ${pairs.length}`);
for (const [a, b] of pairs) {
  console.log(`  ${a} <-> ${b}`);
  for (const arrow of [...arrows.get(a).get(b), ...arrows.get(b).get(a)]) console.log(`      ${arrow}`);
}
console.log(`circles of domains: ${domainCircles.length}`);
for (const c of domainCircles) console.log(`  ${c.join(', ')}`);
console.log(`circles of files in src/server: ${fileCircles.length}`);
for (const c of fileCircles) console.log(`  ${c.map((f) => relative(root, f)).join(', ')}`);

if (!domainCircles.length) {
  const floor = new Map();
  const floorOf = (d) => {
    if (!floor.has(d)) floor.set(d, 1 + Math.max(0, ...[...arrows.get(d).keys()].map(floorOf)));
    return floor.get(d);
  };
  domains.forEach(floorOf);
  console.log('floors, from the top (a domain imports only domains below it):');
  for (let f = Math.max(...floor.values()); f >= 1; f--) {
    console.log(`  ${f}: ${domains.filter((d) => floor.get(d) === f).join(', ')}`);
  }
}
process.exitCode = pairs.length || domainCircles.length || fileCircles.length ? 1 : 0;
