import { describe, expect, it } from 'vitest';
import { createI18n } from '../../src/web/i18n/setup';
import { dictionaries } from '../../src/web/i18n/dictionaries';
import { buildNav, isEmptySection } from '../../src/web/ui/header/nav-model';
import { newsSlug } from '../../src/shared/paths';
import { slugSegment } from '../../src/shared/slug';
import { dirOf, prefsFromCookies } from '../../src/web/ui/prefs';

describe('preferences from cookies', () => {
  it('defaults to Arabic, device theme and egypt', () => {
    expect(prefsFromCookies(undefined)).toEqual({ lang: 'ar', theme: null, country: 'egypt' });
    expect(dirOf('ar')).toBe('rtl');
  });
  it('reads lang, theme and country and rejects junk', () => {
    expect(prefsFromCookies('a=1; lang=en; theme=dark; country=saudi')).toEqual({ lang: 'en', theme: 'dark', country: 'saudi' });
    expect(prefsFromCookies('lang=fr; theme=pink; country=%3Cscript')).toEqual({ lang: 'ar', theme: null, country: 'egypt' });
  });
});

describe('navigation model', () => {
  const t = createI18n('en').t;
  const site = {
    product_types: [{ id: 1, name: 'Cement', meta_name: 'cement', types: [{ id: 4, product_id: 1, name: 'OPC' }] }],
    producer_types: [{ id: 2, name: 'Cement producers', meta_name: 'cement-producers' }],
    profile_types: [{ id: 3, name: 'Contractors', meta_name: 'contractors' }],
  };

  it('builds the six sections with API-filled menus and the SPEC paths', () => {
    const nav = buildNav(site, t);
    expect(nav.map((s) => s.key)).toEqual(['home', 'prices', 'news', 'producers', 'partners', 'society']);
    expect(nav[1]!.groups![0]).toEqual({
      head: { label: 'Cement', to: '/materials/cement/1' },
      links: [{ label: 'OPC', to: '/materials/cement/1?product_type_id=4' }],
    });
    expect(nav[1]!.groups!.at(-1)).toEqual({ head: { label: 'Price comparison', to: '/comparison' }, links: [] });
    // The price analysis (issue 20): one product, so its group is the head alone.
    expect(nav[1]!.groups!.at(-2)).toEqual({ head: { label: 'Price analysis', to: '/price-analysis/cement' }, links: [] });
    const two = buildNav({ ...site, product_types: [...site.product_types, { id: 5, name: 'Steel', meta_name: 'steel', types: [] }] }, t);
    expect(two[1]!.groups!.at(-2)!.links).toEqual([
      { label: 'Cement', to: '/price-analysis/cement' },
      { label: 'Steel', to: '/price-analysis/steel' },
    ]);
    expect(nav[2]!.groups![0]!.links.map((l) => l.to)).toEqual([
      '/news/0/1/all-news',
      '/news/1/1/general-news',
      '/news/2/1/cement-news',
      '/news/3/1/cement-around-the-world',
    ]);
    expect(nav[3]!.groups![0]!.links[0]!.to).toBe('/producers/2/cement-producers');
    expect(nav[4]!.groups![0]!.links[0]!.to).toBe('/partners/3/contractors');
    expect(nav[5]!.groups![0]!.links.map((l) => l.to)).toEqual([
      '/society/about',
      '/society/disclaimer',
      '/society/contact-us',
      '/society/jobs/1/jobs',
      '/society/deals/1/deals',
      '/tenders',
    ]);
  });

  it('has empty menus, not a crash, without site data', () => {
    const nav = buildNav(null, t);
    expect(isEmptySection(nav[4]!)).toBe(true);
    expect(isEmptySection(nav[2]!)).toBe(false);
    // Prices still offers the comparison tool, which needs no site data.
    expect(nav[1]!.groups).toEqual([{ head: { label: 'Price comparison', to: '/comparison' }, links: [] }]);
  });

  it('keeps the news category slugs equal to the slugified names of both dictionaries', () => {
    for (const lang of ['ar', 'en'] as const) {
      for (const [id, name] of Object.entries(dictionaries[lang].news_categories)) expect(newsSlug(Number(id), lang), `${lang} ${id}`).toBe(slugSegment(name));
    }
  });
});
