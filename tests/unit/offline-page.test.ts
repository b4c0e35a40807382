/**
 * The offline page (issue 29, decision 035): the last prices kept on the device, in the language of
 * the newest snapshot, each table with the date of its prices; text from the pages is escaped.
 */
import { describe, expect, it } from 'vitest';
import { dictionaryFiles } from '../../src/shared/i18n';
import { renderOfflinePage, type OfflineStrings } from '../../src/web/offline/offline-page';
import type { PriceSnapshot } from '../../src/web/offline/snapshot';

const strings = (lang: 'ar' | 'en'): OfflineStrings => ({ ...dictionaryFiles[lang].site.offline, name: dictionaryFiles[lang].site.app.name });

const snapshot = (lang: 'ar' | 'en', title: string, savedAt: string): PriceSnapshot => ({
  page: '/materials/cement/1',
  lang,
  savedAt,
  tables: [{ title, date: '2026-11-28', dateLabel: '28 November 2026', columns: ['Item', 'Price'], rows: [['Cement <b>42.5</b>', '4,170']] }],
});

describe('offline page', () => {
  it('lists the kept prices with their date, in the language and direction asked', () => {
    const html = renderOfflinePage('en', strings('en'), [snapshot('en', 'Cement prices', '2026-11-28T08:00:00Z')], '/news');
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<h1>You are offline</h1>');
    expect(html).toContain('Prices as of 28 November 2026');
    expect(html).toContain('<th scope="row">Cement &lt;b&gt;42.5&lt;/b&gt;</th><td>4,170</td>');
    expect(html).toContain('href="/news"');
  });

  it('in Arabic, right to left, leaves out what was kept in the other language', () => {
    const html = renderOfflinePage(
      'ar',
      strings('ar'),
      [snapshot('ar', 'أسعار الأسمنت', '2026-11-28T09:00:00Z'), snapshot('en', 'Cement prices', '2026-11-27T09:00:00Z')],
      '/',
    );
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('الأسعار بتاريخ 28 November 2026');
    expect(html).toContain('أسعار الأسمنت');
    expect(html).not.toContain('Cement prices');
  });

  it('says that nothing is kept yet when no prices page was opened', () => {
    const html = renderOfflinePage('en', strings('en'), [], '/');
    expect(html).toContain(dictionaryFiles.en.site.offline.none);
    expect(html).not.toContain('<table');
  });
});
