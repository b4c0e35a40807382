import type { DirectoryEntry } from '../../shared/schemas/directory';
import type { DefaultWebsiteData } from '../../shared/schemas/site';
import type { ApiClient, Outcome } from '../api/client';
import { dictionaries, type Dictionary } from '../i18n/dictionaries';
import { useTranslation } from '../i18n/react';
import { Breadcrumbs } from './breadcrumbs';
import { DirectoryCard, DirectoryDetail, DirectoryGrid } from './directory-card';
import { Container } from './kit/layout';
import { RichHtml } from './rich-html';
import page from './page-frame.module.css';
import s from './directory-card.module.css';

/** A type of a directory as the menu lists it (site data): producer types, profile types. */
export interface DirectoryType {
  id: number;
  name: string;
  meta_name: string;
}

/**
 * What a directory's pages need to know about it (features/<directory>/*-directory.ts): its
 * API calls, its types in the site data, its URLs, its texts and what its cards and pages show.
 * The route modules hand it to the list and entry pages (features/directory, ui/directory).
 */
export interface DirectoryConfig<E extends DirectoryEntry> {
  /** The texts of the directory, from the page's dictionary. */
  texts: (d: Dictionary) => { name: string; empty: string; listDescription: string; entryHeading: string };
  list: (api: ApiClient, typeId: number, country: string | undefined) => Promise<Outcome<{ items: E[] }>>;
  entry: (api: ApiClient, id: number) => Promise<Outcome<{ item: E }>>;
  types: (site: DefaultWebsiteData) => DirectoryType[];
  typeId: (entry: E) => number;
  /** The name of an entry's type when the site data does not list it (else that crumb is left out). */
  typeName?: (entry: E) => string;
  listPath: (type: Pick<DirectoryType, 'id' | 'meta_name'>) => string;
  /** The entry's page; its slug is the English name in both languages, so the two language variants share one path. */
  entryPath: (entry: E, typeMetaName: string) => string;
  /** The entry's address, on its card and page (directories without addresses leave it out). */
  address?: (entry: E) => string;
  /** A card opens the entry's website in a new tab when it has one (instead of its page). */
  cardOpensWebsite?: boolean;
}

/** The entry's type as the menu lists it (site data of the root loader), if it does. */
export const typeOfEntry = <E extends DirectoryEntry>(directory: DirectoryConfig<E>, site: DefaultWebsiteData | null | undefined, entry: E) =>
  site ? directory.types(site).find((type) => type.id === directory.typeId(entry)) : undefined;

/** The texts of a directory in the page's language. */
export function useDirectoryTexts<E extends DirectoryEntry>(directory: DirectoryConfig<E>) {
  const { i18n } = useTranslation();
  return directory.texts(dictionaries[i18n.language]);
}

const isHttp = (u: string) => /^https?:\/\//i.test(u);

/** An entry's card: its website in a new tab when the directory says so and it has one, else its page on the site. */
function EntryCard<E extends DirectoryEntry>({ directory, entry, typeMetaName }: { directory: DirectoryConfig<E>; entry: E; typeMetaName: string }) {
  const website = directory.cardOpensWebsite && isHttp(entry.website) ? entry.website : undefined;
  return (
    <DirectoryCard
      name={entry.name}
      photo={entry.photo}
      address={directory.address?.(entry) || undefined}
      description={entry.description}
      href={website}
      to={website ? undefined : directory.entryPath(entry, typeMetaName)}
    />
  );
}

/** The page of a directory's type: breadcrumbs, the type's name and the grid of its entries' cards. */
export function DirectoryListPage<E extends DirectoryEntry>({ directory, type, items }: { directory: DirectoryConfig<E>; type: DirectoryType; items: E[] }) {
  const texts = useDirectoryTexts(directory);
  const name = type.name || texts.name;
  return (
    <Container maxWidth="xl" className={page.page}>
      <Breadcrumbs items={[{ label: texts.name }, { label: name }]} />
      <h1 className={page.title}>{name}</h1>
      <DirectoryGrid empty={texts.empty}>
        {items.map((e) => (
          <EntryCard key={e.id} directory={directory} entry={e} typeMetaName={type.meta_name} />
        ))}
      </DirectoryGrid>
    </Container>
  );
}

/** The page of one entry: breadcrumbs up to its type's list, logo, name, address, website and description. */
export function DirectoryEntryPage<E extends DirectoryEntry>({
  directory,
  entry,
  site,
}: {
  directory: DirectoryConfig<E>;
  entry: E;
  /** The root loader's site data: the menu's types. */
  site: DefaultWebsiteData | null | undefined;
}) {
  const texts = useDirectoryTexts(directory);
  const type = typeOfEntry(directory, site, entry);
  const typeLabel = type?.name ?? directory.typeName?.(entry);
  return (
    <Container maxWidth="lg" className={page.page}>
      <Breadcrumbs
        items={[
          { label: texts.name },
          ...(typeLabel === undefined ? [] : [{ label: typeLabel, to: type ? directory.listPath(type) : undefined }]),
          { label: entry.name },
        ]}
      />
      <DirectoryDetail
        name={entry.name}
        photo={entry.photo}
        address={directory.address ? directory.address(entry) || '—' : undefined}
        website={entry.website || undefined}
      >
        <h2 className={s.entryHeading}>{texts.entryHeading}</h2>
        {entry.description ? <RichHtml html={entry.description} /> : <p className={s.dash}>—</p>}
      </DirectoryDetail>
    </Container>
  );
}
