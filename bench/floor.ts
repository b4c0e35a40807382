/**
 * What the framework alone weighs on a first visit (issue 29): React + React DOM hydrating an
 * element, and the same with React Router's HydratedRouter (framework mode), bundled and minified
 * by esbuild for production, gzip -9. The shell chunk cannot be lighter than the second figure.
 *
 * `npx tsx bench/floor.ts`
 */
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { ROOT } from './server';

const ENTRIES: Record<string, string> = {
  'React 19 + React DOM (hydrateRoot)': `import { createElement } from 'react'; import { hydrateRoot } from 'react-dom/client'; hydrateRoot(document, createElement('div'));`,
  '+ React Router (HydratedRouter)': `import { createElement, startTransition } from 'react'; import { hydrateRoot } from 'react-dom/client'; import { HydratedRouter } from 'react-router/dom'; startTransition(() => { hydrateRoot(document, createElement(HydratedRouter)); });`,
};

for (const [name, contents] of Object.entries(ENTRIES)) {
  const out = await build({
    stdin: { contents, resolveDir: ROOT, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const code = out.outputFiles[0]!.contents;
  console.log(`${name}: ${(code.length / 1024).toFixed(1)} KB raw, ${(gzipSync(code, { level: 9 }).length / 1024).toFixed(1)} KB gzip`);
}
