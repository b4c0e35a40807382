/**
 * The loaders and meta of a directory's two pages (list of a type, one entry), for the route
 * modules of every directory (routes/producers.tsx, routes/partner.tsx, ...): they hand over
 * the directory's configuration (ui/directory.tsx) and the URL's segments.
 */
import { data, redirect } from 'react-router';
import type { Lang } from '../../../shared/envelope';
import type { DirectoryEntry } from '../../../shared/schemas/directory';
import { createApiClient, dataOr404, idOr404 } from '../../api/client';
import type { ApiTransport } from '../../api/types';
import { dictionaries } from '../../i18n/dictionaries';
import { typeOfEntry, type DirectoryConfig, type DirectoryType } from '../../ui/directory';
import { prefsFromCookies } from '../../ui/prefs';
import { buildSeo, fill, plainText, rootSeo } from '../../ui/seo';

interface LoaderArgs {
  request: Request;
  context: { api: ApiTransport; lang: Lang };
}
interface MetaArgs<D> {
  data: D | undefined;
  matches: Parameters<typeof rootSeo>[0];
}

export interface ListData<E> {
  type: DirectoryType;
  items: E[];
  lang: Lang;
}

/** The entries of a type (URL segment `typeSegment`), of the visitor's country; an unknown type is a 404. */
export async function listLoader<E extends DirectoryEntry>(
  directory: DirectoryConfig<E>,
  { request, context }: LoaderArgs,
  typeSegment: string | undefined,
  metaName: string | undefined,
): Promise<ListData<E>> {
  const id = idOr404(typeSegment);
  const { country } = prefsFromCookies(request.headers.get('cookie'));
  const api = createApiClient(context.api);
  const [list, site] = await Promise.all([directory.list(api, id, country), api.defaultWebsiteData()]);
  const type = site.ok ? directory.types(site.data).find((p) => p.id === id) : undefined;
  if (site.ok && !type) throw data(null, { status: 404 });
  return { type: type ?? { id, name: '', meta_name: metaName ?? '' }, items: list.ok ? list.data.items : [], lang: context.lang };
}

export function listMeta<E extends DirectoryEntry>(directory: DirectoryConfig<E>, { data: d, matches }: MetaArgs<ListData<E>>) {
  const { origin, lang: rootLang } = rootSeo(matches);
  if (!d) return [];
  const texts = directory.texts(dictionaries[d.lang ?? rootLang]);
  const name = d.type.name || texts.name;
  return buildSeo({
    origin,
    lang: d.lang ?? rootLang,
    path: directory.listPath(d.type),
    title: name,
    description: fill(texts.listDescription, { name, count: d.items.length }),
    image: d.items[0]?.photo || undefined,
  });
}

export interface EntryData<E> {
  entry: E;
  /** The type's meta_name of the URL, for the canonical path when the site data is missing. */
  typeMetaName: string;
  lang: Lang;
}

/** One entry (URL segment `idSegment`; the others are cosmetic); unknown or inactive: 404. */
export async function entryLoader<E extends DirectoryEntry>(
  directory: DirectoryConfig<E>,
  { context }: LoaderArgs,
  idSegment: string | undefined,
  typeMetaName: string | undefined,
): Promise<EntryData<E>> {
  const { item } = dataOr404(await directory.entry(createApiClient(context.api), idOr404(idSegment)));
  return { entry: item, typeMetaName: typeMetaName ?? '', lang: context.lang };
}

export function entryMeta<E extends DirectoryEntry>(directory: DirectoryConfig<E>, { data: d, matches }: MetaArgs<EntryData<E>>) {
  const { origin, lang, site } = rootSeo(matches);
  if (!d) return [];
  const e = d.entry;
  const typeMetaName = typeOfEntry(directory, site, e)?.meta_name ?? d.typeMetaName;
  return buildSeo({
    origin,
    lang: d.lang ?? lang,
    path: directory.entryPath(e, typeMetaName),
    title: e.name,
    description: plainText(e.description) || e.name,
    image: e.photo || undefined,
  });
}

/**
 * The directory's bare path (/producers) → its first type's list: the menu already lists every
 * type, one list per page keeps the page light on a phone, and a redirect leaves a single
 * canonical URL per list.
 */
export async function firstTypeRedirect<E extends DirectoryEntry>(directory: DirectoryConfig<E>, { context }: Pick<LoaderArgs, 'context'>) {
  const res = await createApiClient(context.api).defaultWebsiteData();
  const first = res.ok ? directory.types(res.data)[0] : undefined;
  if (!first) throw data(null, { status: res.ok ? 404 : 500 });
  return redirect(directory.listPath(first));
}
