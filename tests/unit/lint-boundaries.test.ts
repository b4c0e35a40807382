/**
 * The import boundaries of eslint.config.js, each proven on a bad and a good import: a config
 * change that silently turns a boundary off makes this file fail.
 *
 * The importing file is virtual (lintText with a path that need not exist); the imported files are
 * real, because the rules resolve imports on disk. If one of them moves, the "good" cases fail on
 * `import-x/no-unresolved` and point here.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_FLOORS, DOMAIN_KITS } from '../../eslint.config.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The boundary (and resolution) messages ESLint gives `code` as if it were the file at `filePath`. */
async function boundaryMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((m) => m.ruleId === 'boundaries/dependencies' || m.ruleId === 'import-x/no-unresolved' || m.ruleId === null)
    .map((m) => `${m.ruleId}: ${m.message}`);
}

/** A module that imports `source` and uses it, so no other rule has anything to say. */
const importOf = (source: string) => `import * as m from '${source}';\nexport { m };\n`;

type Case = { from: string; source: string };

const boundaries: { name: string; message: string; bad: Case[]; good: Case[] }[] = [
  {
    name: 'src/shared imports neither server nor web',
    message: 'src/shared is imported by server and web',
    bad: [
      { from: 'src/shared/fixture.ts', source: '../server/platform/errors' },
      { from: 'src/shared/schemas/fixture.ts', source: '../../server/db/schema/index' },
      { from: 'src/shared/fixture.ts', source: '../web/ui/csv' },
    ],
    good: [{ from: 'src/shared/fixture.ts', source: './envelope' }],
  },
  {
    name: 'src/web never imports src/server',
    message: 'src/web never imports src/server',
    bad: [
      { from: 'src/web/ui/fixture.ts', source: '../../server/platform/errors' },
      { from: 'src/web/features/news/fixture.tsx', source: '../../../server/domains/news/service' },
      { from: 'src/web/routes/fixture.tsx', source: '../../server/db/schema/index' },
    ],
    good: [{ from: 'src/web/ui/fixture.ts', source: '../../shared/envelope' }],
  },
  {
    name: 'src/server never imports src/web',
    message: 'src/server never imports src/web',
    bad: [
      { from: 'src/server/platform/fixture.ts', source: '../../web/ui/csv' },
      { from: 'src/server/domains/news/fixture.ts', source: '../../../web/ui/csv' },
      { from: 'src/server/fixture.ts', source: '../web/features/news/news-grid' },
    ],
    good: [{ from: 'src/server/platform/fixture.ts', source: '../../shared/envelope' }],
  },
  {
    name: 'a web feature never imports another feature',
    message: 'A web feature never imports another feature',
    bad: [{ from: 'src/web/features/news/fixture.tsx', source: '../prices/cascade' }],
    good: [
      { from: 'src/web/features/news/fixture.tsx', source: './news-grid' },
      { from: 'src/web/features/news/fixture.tsx', source: '../../ui/csv' },
      { from: 'src/web/routes/fixture.tsx', source: '../features/prices/cascade' },
    ],
  },
  {
    name: 'platform/ imports no domain',
    message: 'platform/ imports no domain',
    bad: [
      { from: 'src/server/platform/fixture.ts', source: '../domains/news/service' },
      { from: 'src/server/platform/fixture.ts', source: '../domains/news/routes' },
    ],
    good: [
      { from: 'src/server/platform/fixture.ts', source: './errors' },
      { from: 'src/server/fixture.ts', source: './domains/news' },
    ],
  },
  {
    name: 'a domain imports another only through its door, the index.ts (decision 044)',
    message: 'A domain imports another only through its door',
    bad: [
      { from: 'src/server/domains/bulletins/fixture.ts', source: '../prices/reads' },
      { from: 'src/server/domains/home/fixture.ts', source: '../news/service' },
      { from: 'src/server/domains/home/fixture.ts', source: '../news/repository' },
      { from: 'src/server/domains/home/fixture.ts', source: '../news/routes' },
      { from: 'src/server/domains/dashboard/fixture.ts', source: '../accounts/admin' },
      { from: 'src/server/domains/dashboard/fixture.ts', source: '../subscriptions/orders' },
      { from: 'src/server/domains/bulletins/fixture.ts', source: '../subscriptions/entitlements' },
      { from: 'src/server/domains/open-data/fixture.ts', source: '../prices/repository/open-data' },
    ],
    good: [
      { from: 'src/server/domains/bulletins/fixture.ts', source: '../prices' },
      { from: 'src/server/domains/home/fixture.ts', source: '../news' },
      { from: 'src/server/domains/news/fixture.ts', source: './repository' },
      { from: 'src/server/domains/prices/fixture.ts', source: './reads' },
      // A kit several domains configure (it owns no table): any of its files.
      { from: 'src/server/domains/producers/fixture.ts', source: '../directory/routes' },
      { from: 'src/server/domains/deals/fixture.ts', source: '../marketplace/repository' },
    ],
  },
  {
    name: "the app's wiring imports a domain only through its door (decision 044)",
    message: "The app's wiring imports a domain only through its door",
    bad: [
      { from: 'src/server/fixture.ts', source: './domains/staff/service' },
      { from: 'src/server/domains/index.ts', source: './dashboard/admin-routes' },
    ],
    good: [
      { from: 'src/server/fixture.ts', source: './domains/staff' },
      // The list of plugins is no domain: it imports them all, each through its door.
      { from: 'src/server/domains/index.ts', source: './dashboard' },
    ],
  },
  {
    name: 'a domain imports only domains on lower floors (DOMAIN_FLOORS, decision 042)',
    message: 'imports only domains below it',
    bad: [
      // A writer naming its reader (the geography's admin emptied the prices' cache).
      { from: 'src/server/domains/geography/fixture.ts', source: '../prices' },
      // The prices queueing the bulletin that reads them.
      { from: 'src/server/domains/prices/fixture.ts', source: '../bulletins' },
      // The staff reading the accounts that record through it (the old dashboard).
      { from: 'src/server/domains/staff/fixture.ts', source: '../accounts' },
      { from: 'src/server/domains/site/fixture.ts', source: '../accounts' },
      // Two domains of one floor.
      { from: 'src/server/domains/home/fixture.ts', source: '../deals' },
      // The ad preview reading the site's products, which shows the ads.
      { from: 'src/server/domains/ads/fixture.ts', source: '../site' },
    ],
    good: [
      { from: 'src/server/domains/prices/fixture.ts', source: '../geography' },
      { from: 'src/server/domains/bulletins/fixture.ts', source: '../prices' },
      { from: 'src/server/domains/dashboard/fixture.ts', source: '../accounts' },
      { from: 'src/server/domains/prices/fixture.ts', source: './reads' },
      // The list of plugins is no domain: it imports them all.
      { from: 'src/server/domains/index.ts', source: './dashboard' },
    ],
  },
  {
    name: 'a kit (directory, marketplace) imports no domain',
    message: 'A kit (DOMAIN_KITS: directory, marketplace) imports no domain',
    bad: [
      { from: 'src/server/domains/directory/fixture.ts', source: '../geography/service' },
      { from: 'src/server/domains/directory/fixture.ts', source: '../news/repository' },
      // The marketplace kit checking the entitlement itself (deals and jobs hand it over).
      { from: 'src/server/domains/marketplace/fixture.ts', source: '../subscriptions' },
      { from: 'src/server/domains/marketplace/fixture.ts', source: '../deals/service' },
    ],
    good: [
      { from: 'src/server/domains/directory/fixture.ts', source: './repository' },
      { from: 'src/server/domains/geography/fixture.ts', source: '../directory/admin' },
      { from: 'src/server/domains/marketplace/fixture.ts', source: './repository' },
      { from: 'src/server/domains/jobs/fixture.ts', source: '../marketplace/admin' },
    ],
  },
  {
    name: 'a domain on no floor imports no other domain',
    message: 'A domain on no floor imports no other domain',
    bad: [{ from: 'src/server/domains/suppliers/fixture.ts', source: '../geography' }],
    good: [{ from: 'src/server/domains/suppliers/fixture.ts', source: '../../platform/errors' }],
  },
  {
    name: "only a domain's repository imports the Drizzle tables",
    message: "Only a domain's repository.ts imports the Drizzle tables",
    bad: [
      { from: 'src/server/domains/news/service.ts', source: '../../db/schema/index' },
      { from: 'src/server/domains/accounts/fixture.ts', source: '../../db/schema/index' },
    ],
    good: [
      { from: 'src/server/domains/news/repository.ts', source: '../../db/schema/index' },
      { from: 'src/server/domains/news/repository/fixture.ts', source: '../../../db/schema/index' },
      { from: 'src/server/db/seed/fixture.ts', source: '../schema/index' },
    ],
  },
  {
    name: "only a domain's repository queries the database with drizzle-orm",
    message: "Only a domain's repository.ts queries the database",
    bad: [{ from: 'src/server/domains/news/service.ts', source: 'drizzle-orm' }],
    good: [
      { from: 'src/server/domains/news/repository.ts', source: 'drizzle-orm' },
      { from: 'src/server/platform/fixture.ts', source: 'drizzle-orm' },
    ],
  },
];

describe('import boundaries (eslint.config.js)', () => {
  for (const boundary of boundaries) {
    describe(boundary.name, () => {
      for (const { from, source } of boundary.bad)
        it(`reports ${from} → ${source}`, async () => {
          const messages = await boundaryMessages(from, importOf(source));
          expect(messages).toHaveLength(1);
          expect(messages[0]).toContain(boundary.message);
        });
      for (const { from, source } of boundary.good)
        it(`allows ${from} → ${source}`, async () => {
          expect(await boundaryMessages(from, importOf(source))).toEqual([]);
        });
    });
  }

  describe('MUI and Emotion only in the back office (issue 29)', () => {
    const restricted = async (filePath: string, source: string) => {
      const [result] = await eslint.lintText(importOf(source), { filePath });
      return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
    };
    for (const [from, source] of [
      ['src/web/routes/materials.tsx', '@mui/material/Button'],
      ['src/web/ui/header/header.tsx', '@emotion/react'],
      ['src/web/features/prices/filter-card.tsx', '@mui/x-date-pickers'],
      ['src/web/root.tsx', '@mui/material/CssBaseline'],
    ])
      it(`reports ${from} → ${source}`, async () => {
        expect(await restricted(from, source)).toEqual([expect.stringContaining('back office only')]);
      });
    for (const [from, source] of [
      ['src/web/routes/admin/prices.tsx', '@mui/material/Button'],
      ['src/web/ui/admin/admin-styles.tsx', '@emotion/react'],
      ['src/web/features/prices/admin/price-entry.tsx', '@mui/x-data-grid'],
    ])
      it(`allows ${from} → ${source}`, async () => {
        expect(await restricted(from, source)).toEqual([]);
      });
  });

  it('puts every domain folder on one floor of DOMAIN_FLOORS, and names no other', () => {
    const folders = readdirSync(join(root, 'src/server/domains'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !DOMAIN_KITS.includes(entry.name))
      .map((entry) => entry.name);
    const placed = DOMAIN_FLOORS.flat();
    expect(new Set(placed).size).toBe(placed.length);
    expect([...placed].sort()).toEqual(folders.sort());
  });

  it('lets a domain use a type of drizzle-orm outside its repository', async () => {
    const code = "import type { SQL } from 'drizzle-orm';\nexport type Where = SQL;\n";
    expect(await boundaryMessages('src/server/domains/news/service.ts', code)).toEqual([]);
  });

  it('keeps the other import and hook rules on where they matter', async () => {
    const server = await eslint.calculateConfigForFile('src/server/domains/news/service.ts');
    expect(server.rules['import-x/no-cycle']?.[0]).toBe(2);
    expect(server.rules['import-x/no-unresolved']?.[0]).toBe(2);
    const web = await eslint.calculateConfigForFile('src/web/routes/home.tsx');
    expect(web.rules['react-hooks/rules-of-hooks']?.[0]).toBe(2);
    expect(web.rules['react-hooks/exhaustive-deps']?.[0]).toBe(2);
    expect(web.rules['boundaries/dependencies']?.[0]).toBe(2);
    expect(web.rules['import-x/no-cycle']?.[0]).toBe(2);
  });
});
