/**
 * `npm run new:domain` (issue 31, item 8) on a copy of the working tree: the skeleton it makes
 * passes its own API test, typechecks, lints, is formatted, joins the domain lists and leaves the
 * domain graph one-way, at once, before anyone edits it.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = process.cwd();
const NAME = 'sample-notices';
let copy: string;
let generated: string;

/** Runs a command in the copy; on failure the error carries its output. */
const inCopy = async (cmd: string, args: string[]) => {
  try {
    return await run(cmd, args, { cwd: copy, maxBuffer: 32 * 1024 * 1024, env: { ...process.env, VITEST_JSON: '', NO_COLOR: '1', FORCE_COLOR: '0' } });
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${cmd} ${args.join(' ')} failed:\n${e.stdout ?? ''}\n${e.stderr ?? ''}\n${e.message}`, { cause: err });
  }
};

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'binaa-new-domain-'));
  // The tree as it is (committed or not), without what git ignores.
  const { stdout } = await run('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, maxBuffer: 32 * 1024 * 1024 });
  for (const file of stdout.split('\0').filter(Boolean)) {
    if (!existsSync(join(root, file))) continue; // deleted, not yet committed
    cpSync(join(root, file), join(copy, file), { recursive: false, force: true, dereference: false, errorOnExist: false, preserveTimestamps: true });
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  generated = (await inCopy('node', ['scripts/new-domain.mjs', NAME, '--one', 'sample-notice'])).stdout;
}, 120_000);
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

const files = [
  `src/server/db/schema/${NAME}.ts`,
  `src/shared/schemas/${NAME}.ts`,
  `src/server/domains/${NAME}/index.ts`,
  `src/server/domains/${NAME}/repository.ts`,
  `src/server/domains/${NAME}/service.ts`,
  `src/server/domains/${NAME}/routes.ts`,
  `src/server/domains/${NAME}/cache.ts`,
  `src/server/db/seed/${NAME}.ts`,
  `tests/api/${NAME}.test.ts`,
];

describe('npm run new:domain', () => {
  it('writes the skeleton and a migration, and joins the lists', () => {
    for (const file of files) expect(existsSync(join(copy, file)), file).toBe(true);
    expect(generated).toMatch(/0\d{3}_sample_notices\.sql/);
    expect(readFileSync(join(copy, 'src/server/domains/index.ts'), 'utf8')).toContain('sampleNoticesRoutes,');
    expect(readFileSync(join(copy, 'src/web/api/call-shapes.gen.ts'), 'utf8')).toContain('sampleNotices');
    expect(readFileSync(join(copy, 'eslint.config.js'), 'utf8')).toMatch(/DOMAIN_FLOORS = \[\n {2}\[[^\]]*'sample-notices'\]/);
    expect(JSON.parse(readFileSync(join(copy, 'src/shared/i18n/en/messages.json'), 'utf8')).api.sample_notices_not_found).toBe(
      'This sample notice does not exist',
    );
  });

  it('refuses to write over a domain that exists', async () => {
    await expect(inCopy('node', ['scripts/new-domain.mjs', NAME])).rejects.toThrow(/exists already/);
  });

  it('passes its own API test on a fresh database (the new migration included)', async () => {
    const { stdout } = await inCopy('npx', ['vitest', 'run', '--project', 'api', `tests/api/${NAME}.test.ts`]);
    expect(stdout).toMatch(/Tests\s+\S*5 passed/);
  }, 240_000);

  it('typechecks, lints and is formatted, and the domains stay one-way', async () => {
    // The generated files and what they import (not the whole site: validate does that in CI).
    writeFileSync(join(copy, 'tsconfig.new-domain.json'), JSON.stringify({ extends: './tsconfig.json', include: [...files, 'src/server/domains/index.ts'] }));
    await inCopy('npx', ['tsc', '--noEmit', '-p', 'tsconfig.new-domain.json']);
    const touched = [
      ...files,
      'src/server/domains/index.ts',
      'src/server/db/seed/index.ts',
      'src/server/db/schema/index.ts',
      'eslint.config.js',
      'src/web/api/call-shapes.gen.ts',
    ];
    await inCopy('npx', ['eslint', '--max-warnings=0', ...touched]);
    await inCopy('npx', ['prettier', '--check', ...touched, 'src/shared/i18n/ar/messages.json', 'src/shared/i18n/en/messages.json']);
    // The wiring's names, and the browser's table of call shapes regenerated with the new calls.
    const { stdout } = await inCopy('npx', ['vitest', 'run', '--project', 'unit', 'tests/unit/domain-wiring.test.ts', 'tests/unit/call-shapes.test.ts']);
    expect(stdout).toMatch(/passed/);
    const graph = await inCopy('node', ['scripts/domain-graph.mjs']);
    expect(graph.stdout).toContain('two-way domain pairs: 0');
    expect(graph.stdout).toContain('circles of domains: 0');
    expect(graph.stdout).toMatch(/1: [^\n]*sample-notices/);
  }, 300_000);
});
