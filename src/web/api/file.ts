/**
 * A call of the front API that answers a file (the exports: GET prices_csv/xlsx, comparison_csv/xlsx,
 * price_analysis_csv/xlsx — call names in shared/price-exports.ts EXPORT_CALLS)
 * instead of the envelope. Browser only: same origin, the session cookie and the web access key;
 * a refusal is still an envelope, classified like every other answer (401, 402 …).
 */
import { apiPath, type Envelope, type Lang } from '../../shared/envelope';
import { webHeaders } from './browser';
import { classify, type ApiProblem } from './errors';
import { toQueryString, type ApiInit } from './types';

export type FileOutcome = { ok: true; blob: Blob; fileName: string } | { ok: false; problem: ApiProblem };

/** The file name of a Content-Disposition header (RFC 6266: filename* first), else `fallback`. */
export function dispositionFileName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim());
    } catch {
      // a malformed encoding: the plain name below
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain ? plain[1]!.trim() : fallback;
}

export async function fetchFile(lang: Lang, path: string, query: ApiInit['query'], fallbackName: string): Promise<FileOutcome> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { ok: false, problem: { kind: 'offline' } };
  let res: Response;
  try {
    res = await fetch(apiPath(lang, path) + toQueryString(query), {
      headers: webHeaders('text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/json'),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, problem: { kind: 'offline' } };
  }
  const json = (res.headers.get('content-type') ?? '').includes('json');
  if (res.ok && !json) return { ok: true, blob: await res.blob(), fileName: dispositionFileName(res.headers.get('content-disposition'), fallbackName) };
  let body: Envelope;
  try {
    body = (await res.json()) as Envelope;
  } catch {
    body = { check: false, msg: '', data: null };
  }
  return { ok: false, problem: classify({ status: res.status, body }) ?? { kind: 'request', status: res.status, msg: '' } };
}
