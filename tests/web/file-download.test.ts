import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispositionFileName, fetchFile } from '../../src/web/api/file';

describe('a file answer of the API (the CSV exports)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the name of Content-Disposition, filename* first', () => {
    expect(dispositionFileName(`attachment; filename="a_b.csv"; filename*=UTF-8''${encodeURIComponent('أسعار.csv')}`, 'x.csv')).toBe('أسعار.csv');
    expect(dispositionFileName('attachment; filename="cement-2026-11-25.csv"', 'x.csv')).toBe('cement-2026-11-25.csv');
    expect(dispositionFileName(null, 'x.csv')).toBe('x.csv');
  });

  it('sends the access key with the cookie, and gives the file or the classified refusal', async () => {
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe('/api/v1/ar/front/prices_csv?product_id=1');
      expect(init.credentials).toBe('same-origin');
      expect((init.headers as Record<string, string>)['x-access-key']).toBe('binaa-web');
      return new Response('\uFEFFa,b\r\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="cement-1.csv"' },
      });
    });
    vi.stubGlobal('fetch', fetch);
    const ok = await fetchFile('ar', 'prices_csv', { product_id: 1 }, 'fallback.csv');
    expect(ok.ok && ok.fileName).toBe('cement-1.csv');
    expect(ok.ok && (await ok.blob.text())).toBe('\uFEFFa,b\r\n');

    vi.stubGlobal('fetch', async () => Response.json({ check: false, msg: 'يجب الاشتراك أولًا', data: null }, { status: 402 }));
    expect(await fetchFile('ar', 'prices_csv', {}, 'f.csv')).toEqual({ ok: false, problem: { kind: 'subscription_required', msg: 'يجب الاشتراك أولًا' } });
    vi.stubGlobal('fetch', async () => Response.json({ check: false, msg: 'x', data: null }, { status: 401 }));
    expect(await fetchFile('en', 'comparison_csv', {}, 'f.csv')).toMatchObject({ ok: false, problem: { kind: 'unauthenticated' } });
  });
});
