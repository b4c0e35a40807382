/**
 * The page the service worker answers a navigation with when there is no network (issue 29): the
 * last prices the reader saw (snapshot.ts), each table with the date of its prices, in the
 * language of the newest snapshot — the reader's — with its direction. A whole document on its
 * own (inline style, no script): it must show without any other file.
 */
import type { Lang } from '../../shared/envelope';
import { fill } from '../../shared/i18n/translator';
import type { PriceSnapshot } from './snapshot';

export interface OfflineStrings {
  /** The site's name (app.name). */
  name: string;
  title: string;
  heading: string;
  intro: string;
  as_of: string;
  none: string;
  retry: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// The theme's brand colours (theme/css-vars.ts), light and dark.
const STYLE = `
:root{color-scheme:light dark;--fg:#14202e;--muted:#5b6776;--bg:#f5f7fa;--card:#fff;--line:#dde3ea;--brand:#0f2a4a}
@media (prefers-color-scheme:dark){:root{--fg:#e8edf3;--muted:#a7b2bf;--bg:#0d1520;--card:#152130;--line:#2a3a4d;--brand:#8fb4e3}}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 "Cairo Variable",system-ui,sans-serif;color:var(--fg);background:var(--bg)}
header{background:var(--brand);color:#fff;padding:12px 16px;font-weight:700}
@media (prefers-color-scheme:dark){header{background:#0f2a4a}}
main{max-width:960px;margin:0 auto;padding:16px}
h1{font-size:1.4rem;margin:.5rem 0}
p{margin:.5rem 0;color:var(--muted)}
section{background:var(--card);border:1px solid var(--line);border-radius:8px;margin:16px 0;overflow:hidden}
h2{font-size:1.1rem;margin:0;padding:10px 16px;border-block-end:1px solid var(--line)}
.date{padding:6px 16px 0;margin:0;font-size:.9rem}
.scroll{overflow-x:auto}
table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}
th,td{padding:8px 16px;text-align:start;border-block-end:1px solid var(--line);white-space:nowrap}
thead th{font-size:.85rem;color:var(--muted)}
a.retry{display:inline-block;margin-top:8px;padding:8px 16px;border-radius:6px;background:var(--brand);color:#fff;text-decoration:none}
@media (prefers-color-scheme:dark){a.retry{color:#0d1520}}
`;

function tableHtml(table: PriceSnapshot['tables'][number], strings: OfflineStrings, index: number): string {
  const id = `offline-table-${index}`;
  const head = table.columns.map((c) => `<th scope="col">${escape(c)}</th>`).join('');
  const body = table.rows
    .map(([first = '', ...rest]) => `<tr><th scope="row">${escape(first)}</th>${rest.map((c) => `<td>${escape(c)}</td>`).join('')}</tr>`)
    .join('');
  const date = table.dateLabel ? `<p class="date">${escape(fill(strings.as_of, { date: table.dateLabel }))}</p>` : '';
  return `<section aria-labelledby="${id}"><h2 id="${id}">${escape(table.title)}</h2>${date}<div class="scroll"><table aria-labelledby="${id}"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div></section>`;
}

/** The offline document in `lang` with the snapshots of that language (the newest first). */
export function renderOfflinePage(lang: Lang, strings: OfflineStrings, snapshots: readonly PriceSnapshot[], retryUrl: string): string {
  const tables = snapshots.filter((s) => s.lang === lang).flatMap((s) => s.tables);
  const content = tables.length
    ? `<p>${escape(strings.intro)}</p>${tables.map((t, i) => tableHtml(t, strings, i)).join('')}`
    : `<p>${escape(strings.none)}</p>`;
  return `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(strings.title)}</title><style>${STYLE}</style></head><body><header>${escape(strings.name)}</header><main><h1>${escape(strings.heading)}</h1>${content}<a class="retry" href="${escape(retryUrl)}">${escape(strings.retry)}</a></main></body></html>`;
}
