/**
 * A small server-made HTML page for what happens outside the React site: the sandbox provider's
 * checkout, the one-click confirmation and unsubscribe links of e-mails. Self-contained (inline
 * styles only, no script: the strict Content-Security-Policy forbids inline scripts), right-to-left
 * in Arabic, readable on a phone. Callers escape their own text (escapeHtml).
 */
import type { Lang } from '../../shared/envelope';

export function plainPage(opts: { lang: Lang; title: string; body: string; banner?: string }): string {
  const dir = opts.lang === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${opts.lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${opts.title}</title>
<style>
body{margin:0;font-family:system-ui,"Segoe UI",Tahoma,Arial,sans-serif;background:#f4f6f8;color:#1c2430;line-height:1.6}
main{max-width:520px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border:1px solid #d9dee5;border-radius:10px;padding:20px}
.banner{background:#fff4e5;color:#663c00;border:1px dashed #ed6c02;border-radius:8px;padding:10px 14px;margin-bottom:16px;font-weight:600}
h1{font-size:1.35rem;margin:0 0 12px}
table{width:100%;border-collapse:collapse;margin:12px 0}
td,th{padding:6px 4px;border-bottom:1px solid #eef0f3;text-align:start}
.num{text-align:end;white-space:nowrap}
.total td{font-weight:700;border-bottom:0}
.actions{display:flex;flex-wrap:wrap;gap:10px;margin-top:16px}
button,.btn{font:inherit;border:0;border-radius:6px;padding:10px 18px;cursor:pointer;text-decoration:none;display:inline-block}
.pay{background:#1b5e20;color:#fff}.fail{background:#b71c1c;color:#fff}.pending{background:#e0e0e0;color:#1c2430}
.muted{color:#5b6675;font-size:.9rem}
</style>
</head>
<body><main>${opts.banner ? `<div class="banner" role="note">${opts.banner}</div>` : ''}<div class="card">${opts.body}</div></main></body>
</html>`;
}
