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

export default defineConfig(({ isSsrBuild }) => ({
  define: { __APP_VERSION__: JSON.stringify(APP_VERSION) },
  plugins: [
    reactRouter(),
    versionFile(),
    VitePWA({
      disable: Boolean(isSsrBuild),
      injectRegister: false,
      registerType: 'prompt',
      strategies: 'generateSW',
      outDir: 'build/client',
      filename: 'sw.js',
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
      workbox: {
        globDirectory: 'build/client',
        globPatterns: ['assets/**/*.{js,css}', 'assets/cairo-{arabic,latin}-wght-*.woff2', 'favicon.svg', 'icons/*.png'],
        // Documents are server-rendered per language/theme/country: never served from the cache.
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: false,
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/uploads/'),
            handler: 'CacheFirst',
            options: { cacheName: 'uploads', expiration: { maxEntries: 120, maxAgeSeconds: 7 * 24 * 3600 } },
          },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: { target: 'es2022' },
  // Lazily imported heavy modules (ARCHITECTURE.md pitfalls): pre-bundled at dev start, or the
  // first page that imports one after a cold start reloads half-way and fails.
  optimizeDeps: { include: ['@mui/x-charts/LineChart', 'altcha/external'] },
}));
