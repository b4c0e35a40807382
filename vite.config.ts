import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const root = import.meta.dirname;
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
// React Router builds the client and the server in two passes of this config in one process:
// keep one version (package version + build time) for both, so the client's __APP_VERSION__
// equals what the server answers in X-App-Version.
process.env.BINAA_APP_VERSION ??= `${pkg.version}+${new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '')}`;
const APP_VERSION = process.env.BINAA_APP_VERSION;

/** Writes build/version.json, read by the server for the X-App-Version header. */
function versionFile(): Plugin {
  return {
    name: 'binaa-version-file',
    apply: 'build',
    closeBundle() {
      mkdirSync(join(root, 'build'), { recursive: true });
      writeFileSync(join(root, 'build', 'version.json'), `${JSON.stringify({ version: APP_VERSION })}\n`);
    },
  };
}

/**
 * Client chunk of each language's strings (src/web/i18n/language-{ar,en}.ts), found when the
 * client is bundled and handed to the server build, which runs next in this process, as
 * `virtual:binaa-language-chunks`: the root names the page's language in a modulepreload
 * (src/web/root.tsx), so the browser fetches it with the other scripts. Empty in dev. Passed
 * through the environment like the version: each pass loads this config afresh.
 */
const LANGUAGE_CHUNKS_ENV = 'BINAA_LANGUAGE_CHUNKS';
function languageChunkUrls(): Plugin {
  const id = 'virtual:binaa-language-chunks';
  let base = '/';
  return {
    name: 'binaa-language-chunks',
    configResolved(config) {
      base = config.base;
    },
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) => (resolved === `\0${id}` ? `export default ${process.env[LANGUAGE_CHUNKS_ENV] ?? '{}'};` : undefined),
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const languageChunks: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        const lang = chunk.type === 'chunk' && /\/src\/web\/i18n\/language-(ar|en)\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1];
        if (lang) languageChunks[lang] = `${base}${chunk.fileName}`;
      }
      if (!languageChunks.ar || !languageChunks.en) this.error('binaa-language-chunks: the language chunks were not found');
      process.env[LANGUAGE_CHUNKS_ENV] = JSON.stringify(languageChunks);
    },
  };
}

/**
 * One chunk for the shell: every module that entry.client and the root route import statically
 * (React, the router, i18next, Emotion, the MUI of the header and footer, the app's providers).
 * Every page loads all of it anyway; left to automatic splitting it came as ~30 small files, and
 * each file's own import/export glue and separately compressed start cost ~10 KB gzip on the home.
 * Lazily imported code and route modules keep their automatic chunks.
 */
function shellChunk(): Plugin {
  // Every CSS module joins the shell too (decision 015): the site's own styles are one cached
  // stylesheet (~8 KB gzip) that the document links, rather than a render-blocking file per route
  // chunk (the home had three); a CSS module's JavaScript is only its map of class names.
  const CSS_MODULE = /\.module\.css(\?|$)/;
  const roots = /\/src\/web\/(root|entry\.client)\.tsx(\?|$)/;
  let shell = new Set<string>();
  return {
    name: 'binaa-shell-chunk',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    buildEnd() {
      const start = [...this.getModuleIds()].filter((id) => roots.test(id));
      const seen = new Set<string>(start);
      const queue = [...start];
      while (queue.length) {
        for (const dep of this.getModuleInfo(queue.pop()!)?.importedIds ?? []) {
          if (!seen.has(dep)) {
            seen.add(dep);
            queue.push(dep);
          }
        }
      }
      for (const id of start) seen.delete(id);
      shell = seen;
    },
    outputOptions(options) {
      return { ...options, codeSplitting: { groups: [{ name: 'shell', test: (id: string) => shell.has(id) || CSS_MODULE.test(id) }] } };
    },
  };
}

/**
 * Two trims of the browser's code, which every page pays:
 * - react-router ships its development build under every export condition; its production build
 *   (same code, dev warnings off) is used for the client bundle. The server keeps resolving the
 *   package as Node does (one copy there: the request handler and the rendered routes share it).
 * - MUI's theme imports the class-name maps of the input components (for its high-contrast
 *   styles), and three of them import InputBase's class names through InputBase's index, which
 *   brought the InputBase component and TextareaAutosize into the shell: they get the class names
 *   module itself.
 */
function clientTrims(): Plugin {
  const inputClasses = /@mui\/material\/(OutlinedInput|FilledInput|Input)\/\w+Classes\.mjs$/;
  const inputBaseClasses = 'virtual:binaa-input-base-classes';
  const routerBuilds: Record<string, string> = {
    'react-router': join(root, 'node_modules/react-router/dist/production/index.mjs'),
    'react-router/dom': join(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
  };
  return {
    name: 'binaa-client-trims',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId(source, importer) {
      if (source in routerBuilds) return routerBuilds[source];
      if (source === '../InputBase/index.mjs' && importer && inputClasses.test(importer)) return `\0${inputBaseClasses}`;
      return undefined;
    },
    load(id) {
      if (id !== `\0${inputBaseClasses}`) return undefined;
      const file = join(root, 'node_modules/@mui/material/InputBase/inputBaseClasses.mjs');
      return `export { default as inputBaseClasses } from ${JSON.stringify(file)};`;
    },
  };
}

/**
 * `virtual:binaa-theme-vars.css`: the theme's CSS variables (theme/css-vars.ts: both colour
 * schemes, the same text in both directions) as a real stylesheet, which Vite bundles into the
 * shell's CSS file — loaded by every page already, immutable, cached between pages — instead of
 * ~22 KB of inline <style> in every document that the browser parses again on every page.
 * The text is made in Node from the theme itself (tsx), as the server used to make it.
 */
function themeVarsCss(): Plugin {
  const id = 'virtual:binaa-theme-vars.css';
  const resolved = '/__binaa-theme-vars.css';
  return {
    name: 'binaa-theme-vars',
    resolveId: (source) => (source === id ? resolved : undefined),
    async load(loaded) {
      if (loaded !== resolved) return undefined;
      const { tsImport } = await import('tsx/esm/api');
      const cssVars = (await tsImport('./src/web/theme/css-vars.ts', import.meta.url)) as typeof import('./src/web/theme/css-vars');
      return cssVars.cssVarsStyleSheet();
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  define: { __APP_VERSION__: JSON.stringify(APP_VERSION) },
  plugins: [
    reactRouter(),
    themeVarsCss(),
    versionFile(),
    languageChunkUrls(),
    shellChunk(),
    clientTrims(),
    VitePWA({
      disable: Boolean(isSsrBuild),
      injectRegister: false,
      registerType: 'prompt',
      // Our own worker (src/web/sw.ts, bundled by the plugin), given the precache list below.
      strategies: 'injectManifest',
      srcDir: 'src/web',
      filename: 'sw.ts',
      outDir: 'build/client',
      manifestFilename: 'manifest.webmanifest',
      manifest: {
        id: '/',
        name: 'بناء — Binaa',
        short_name: 'بناء',
        description: 'أسعار الأسمنت ومواد البناء وأخبار السوق في مصر والخليج',
        lang: 'ar',
        dir: 'rtl',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0f2a4a',
        background_color: '#f5f7fa',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // Precached on install (issue 29: <= 400 KB, checked by the size budget): the public shell
        // — the shell chunk and stylesheet (shellChunk above), the entry, the root route, both
        // languages' strings — and the fonts and icons. Route chunks (and React Router's route
        // manifest, written after this list is made) are kept when first used (src/web/sw.ts), the
        // back office's never.
        globDirectory: 'build/client',
        globPatterns: [
          'assets/shell-*.{js,css}',
          'assets/entry.client-*.js',
          'assets/root-*.js',
          'assets/language-{ar,en}-*.js',
          'assets/cairo-{arabic,latin}-wght-*.woff2',
          'favicon.svg',
          'icons/*.png',
        ],
        // A classic worker script (registerSW registers it so).
        rollupFormat: 'iife',
      },
      devOptions: { enabled: false },
    }),
  ],
  build: { target: 'es2022', sourcemap: Boolean(process.env.BINAA_SOURCEMAP) },
  // Lazily imported heavy modules (docs/architecture.md pitfalls): pre-bundled at dev start, or the
  // first page that imports one after a cold start reloads half-way and fails.
  optimizeDeps: { include: ['@mui/x-charts/LineChart', 'altcha/external', '@mui/material/LinearProgress'] },
}));
