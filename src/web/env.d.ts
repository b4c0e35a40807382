/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

declare const __APP_VERSION__: string;

declare module 'virtual:binaa-language-chunks' {
  /** Client chunk URL of each language's strings (vite.config.ts); empty in dev and in the client build. */
  const chunks: Partial<Record<'ar' | 'en', string>>;
  export default chunks;
}

/** The theme's CSS variables as a stylesheet, made from the theme at build time (vite.config.ts). */
declare module 'virtual:binaa-theme-vars.css';
