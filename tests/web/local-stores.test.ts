import { beforeEach, describe, expect, it } from 'vitest';
import { clearLocalSession } from '../../src/web/api/session';
import { favourites, hasFavourite, removeFavourite, toggleFavourite } from '../../src/web/ui/stores/favourites';
import { addSavedSearch, removeSavedSearch, savedSearches, savedSearchUrl } from '../../src/web/ui/stores/saved-searches';

beforeEach(() => localStorage.clear());

describe('saved searches (localStorage saved_searches)', () => {
  const search = (i: number) => ({ param: `item_id=${i}`, search_text: `search ${i}` });

  it('keeps at most 10, newest first, dropping the oldest', () => {
    for (let i = 1; i <= 12; i++) addSavedSearch(savedSearches, search(i));
    const items = savedSearches.read();
    expect(items).toHaveLength(10);
    expect(items[0]!.param).toBe('item_id=12');
    expect(items.map((s) => s.param)).not.toContain('item_id=1');
    expect(JSON.parse(localStorage.getItem('saved_searches')!)).toHaveLength(10);
  });

  it('replaces a duplicate query string and removes one item', () => {
    addSavedSearch(savedSearches, search(1));
    addSavedSearch(savedSearches, search(2));
    addSavedSearch(savedSearches, { param: 'item_id=1', search_text: 'renamed' });
    expect(savedSearches.read().map((s) => s.search_text)).toEqual(['renamed', 'search 2']);
    removeSavedSearch(savedSearches, 'item_id=1');
    expect(savedSearches.read().map((s) => s.param)).toEqual(['item_id=2']);
  });

  it('ignores broken storage content and keeps a stable snapshot', () => {
    localStorage.setItem('saved_searches', '{not json');
    expect(savedSearches.read()).toEqual([]);
    localStorage.setItem('saved_searches', JSON.stringify([{ param: 'a=1', search_text: 'ok' }, { nope: true }]));
    const first = savedSearches.read();
    expect(first).toHaveLength(1);
    expect(savedSearches.read()).toBe(first);
  });

  it('adds the newest first and keeps 10 when a duplicate comes back at the limit', () => {
    for (let i = 1; i <= 10; i++) addSavedSearch(savedSearches, search(i));
    addSavedSearch(savedSearches, { param: 'item_id=3', search_text: 'again' });
    const items = savedSearches.read();
    expect(items).toHaveLength(10);
    expect(items[0]).toEqual({ param: 'item_id=3', search_text: 'again' });
    expect(items.filter((s) => s.param === 'item_id=3')).toHaveLength(1);
    // Nothing dropped: the duplicate replaced its older copy.
    expect(items.map((s) => s.param)).toContain('item_id=1');
    addSavedSearch(savedSearches, search(11));
    expect(savedSearches.read().map((s) => s.param)).not.toContain('item_id=1');
  });

  it('links to the material prices page with the saved query', () => {
    expect(savedSearchUrl({ param: 'gov_id=3', search_text: 'x', product_id: 1, meta_name: 'cement' })).toBe('/materials/cement/1?gov_id=3');
  });
});

describe('favourites', () => {
  it('toggles the current page and removes by url', () => {
    toggleFavourite(favourites, { url: '/news/0/1/all-news', title: 'News' });
    toggleFavourite(favourites, { url: '/', title: 'Home' });
    expect(favourites.read().map((f) => f.url)).toEqual(['/', '/news/0/1/all-news']);
    expect(hasFavourite(favourites, '/')).toBe(true);
    toggleFavourite(favourites, { url: '/', title: 'Home' });
    expect(hasFavourite(favourites, '/')).toBe(false);
    removeFavourite(favourites, '/news/0/1/all-news');
    expect(favourites.read()).toEqual([]);
  });

  it('notifies subscribers on change', () => {
    let calls = 0;
    const off = favourites.subscribe(() => calls++);
    toggleFavourite(favourites, { url: '/a', title: 'A' });
    off();
    toggleFavourite(favourites, { url: '/b', title: 'B' });
    expect(calls).toBe(1);
  });
});

describe('logout on the device', () => {
  it('clears local storage except the language', () => {
    localStorage.setItem('language', 'en');
    localStorage.setItem('favourites', '[]');
    localStorage.setItem('token', 'x');
    clearLocalSession();
    expect(Object.keys(localStorage)).toEqual(['language']);
  });
});
