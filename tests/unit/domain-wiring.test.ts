/**
 * One place for each kind of wiring (issue 31, decision 042): src/server/domains/index.ts lists
 * every plugin of every domain under one naming habit, app.ts names no domain, and a domain's job
 * workers and schedules live in its jobs.ts. Read from the source, like the lint rules.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DOMAIN_KITS } from '../../eslint.config.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const domainsDir = join(root, 'src/server/domains');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The plugin files by kind: the export's suffix and the list of domains/index.ts that holds it. */
const KINDS = [
  { file: 'admin-routes.ts', suffix: 'AdminRoutes', list: 'adminRoutes' },
  { file: 'open-routes.ts', suffix: 'OpenRoutes', list: 'openRoutes' },
  { file: 'http-routes.ts', suffix: 'HttpRoutes', list: 'httpRoutes' },
  { file: 'routes.ts', suffix: 'Routes', list: 'frontRoutes' },
  { file: 'jobs.ts', suffix: 'Jobs', list: 'jobs' },
] as const;

const camel = (words: string) => words.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const pascal = (words: string) => camel(words).replace(/^[a-z]/, (c) => c.toUpperCase());

/** `prices/analysis-routes.ts` → the name and list it must have; null for a file that is no plugin of a kind. */
function expected(domain: string, file: string) {
  for (const kind of KINDS) {
    if (file !== kind.file && !file.endsWith(`-${kind.file}`)) continue;
    const topic = file === kind.file ? '' : file.slice(0, -kind.file.length - 1);
    return { name: `${camel(domain)}${pascal(topic)}${kind.suffix}`, list: kind.list };
  }
  return null;
}

const index = read('src/server/domains/index.ts');
/** The plugins domains/index.ts imports, each through its domain's door: `import { a, b } from './<domain>';`. */
const imported = [...index.matchAll(/import \{ ([\w, ]+) \} from '\.\/([\w-]+)';/g)].flatMap(([, names, domain]) =>
  names!.split(', ').map((name) => ({ name, domain: domain! })),
);
/** Where each door (`<domain>/index.ts`) takes those plugins from: `export { name } from './<file>';`. */
const imports = imported.map(({ name, domain }) => {
  const door = read(`src/server/domains/${domain}/index.ts`);
  const file = new RegExp(`export \\{ ${name} \\} from '\\./([\\w-]+)';`).exec(door)?.[1];
  return { name, domain, file: `${file}.ts` };
});
/** The names in `export const <list> … = [ … ];`. */
const listOf = (list: string) => {
  const body = new RegExp(`export const ${list}\\b[^=]*= \\[([^\\]]*)\\]`).exec(index)?.[1] ?? '';
  return body
    .replace(/\/\/.*$/gm, '')
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter((s) => /^\w+$/.test(s));
};

/** Every plugin file of every domain (the kits' files are building blocks, not plugins). */
const pluginFiles = readdirSync(domainsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !DOMAIN_KITS.includes(entry.name))
  .flatMap((entry) => readdirSync(join(domainsDir, entry.name)).map((file) => ({ domain: entry.name, file })))
  .filter(({ domain, file }) => expected(domain, file));

describe('the wiring of the domains (domains/index.ts)', () => {
  it('imports every plugin file of every domain through its door, and nothing else', () => {
    expect(imports.map((i) => `${i.domain}/${i.file}`).sort()).toEqual(pluginFiles.map((p) => `${p.domain}/${p.file}`).sort());
  });

  it('names each plugin <domain><Topic><Kind> after its folder and file, and lists it with its kind', () => {
    for (const { name, domain, file } of imports) {
      const want = expected(domain, file)!;
      expect(name, `${domain}/${file}`).toBe(want.name);
      expect(listOf(want.list), `${name} in ${want.list}`).toContain(name);
    }
    const listed = KINDS.flatMap((k) => listOf(k.list));
    expect(listed.sort()).toEqual(imports.map((i) => i.name).sort());
  });

  it('leaves app.ts naming no domain but the list', () => {
    const app = read('src/server/app.ts');
    expect([...app.matchAll(/from '\.\/domains\/([^']+)'/g)].map((m) => m[1])).toEqual(['index']);
  });

  it("keeps a domain's job workers and schedules in its jobs.ts", () => {
    const elsewhere = readdirSync(domainsDir, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.ts') && !path.endsWith('/jobs.ts'))
      .filter((path) => /\.(work|schedule|unschedule)\s*(<[^>]*>)?\(/.test(readFileSync(join(domainsDir, path), 'utf8')));
    expect(elsewhere).toEqual([]);
  });
});
