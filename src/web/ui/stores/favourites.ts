import { createLocalList, type LocalList } from './local-list';

/** A saved page (SPEC section 3: favourites, each with url). */
export interface Favourite {
  url: string;
  title: string;
}

export const FAVOURITES_KEY = 'favourites';
const isFavourite = (v: unknown): v is Favourite => !!v && typeof (v as Favourite).url === 'string' && typeof (v as Favourite).title === 'string';

export const favourites: LocalList<Favourite> = createLocalList(FAVOURITES_KEY, isFavourite);

export function hasFavourite(list: LocalList<Favourite>, url: string): boolean {
  return list.read().some((f) => f.url === url);
}

/** Adds the page (newest first) or removes it when already saved. */
export function toggleFavourite(list: LocalList<Favourite>, item: Favourite): void {
  const items = list.read();
  if (items.some((f) => f.url === item.url)) list.write(items.filter((f) => f.url !== item.url));
  else list.write([item, ...items]);
}

export function removeFavourite(list: LocalList<Favourite>, url: string): void {
  list.write(list.read().filter((f) => f.url !== url));
}
