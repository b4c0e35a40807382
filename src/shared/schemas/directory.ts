import { z } from 'zod';
import { calls, defineCall } from '../contract';
import { idParam } from './common';

/**
 * What every directory entry answers (producers, partners, the next directory): `name` and
 * `description` in the request's language with both variants beside them; `description*` are
 * sanitised HTML; `photo` and `website` are '' when missing; `meta_name` is the slug of `name`
 * (cosmetic in URLs). A directory extends it with its own fields (its type id under its own name).
 */
export const directoryEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ar: z.string(),
  name_en: z.string(),
  photo: z.string(),
  website: z.string(),
  description: z.string(),
  description_ar: z.string(),
  description_en: z.string(),
  meta_name: z.string(),
});
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;

/**
 * The schemas of a directory's front API (SPEC section 7): the list of a type
 * (`?{typeField}=&country=`), its answer `{ items }`, the path parameter `{idField}` of one
 * entry and its answer `{ item }`. The field names are the directory's own (they are the API).
 */
export function directorySchemas<E extends z.ZodType<DirectoryEntry>, T extends string, I extends string>(entry: E, typeField: T, idField: I) {
  return {
    typeField,
    idField,
    query: z.object({
      ...({ [typeField]: idParam } as Record<T, typeof idParam>),
      /** A country slug (egypt, saudi, ...); unknown falls back to the default country. Absent: every country. */
      country: z.string().max(20).optional(),
    }),
    list: z.object({ items: z.array(entry) }),
    params: z.object({ ...({ [idField]: idParam } as Record<I, typeof idParam>) }),
    detail: z.object({ item: entry }),
  };
}

/**
 * The two calls of a directory's front API from its schemas: the list of a type at `path` and
 * one entry at `path/:{idField}`, named `names.list` and `names.entry` in the web client.
 */
export function directoryCalls<Q extends z.ZodObject, A extends z.ZodType, P extends z.ZodObject, D extends z.ZodType, L extends string, E extends string>(
  schemas: { query: Q; list: A; params: P; detail: D; idField: string },
  names: { list: L; entry: E },
  doc: { path: string; tag: string; summaries: { list: string; entry: string } },
) {
  return calls(
    defineCall({ name: names.list, method: 'GET', path: doc.path, query: schemas.query, answer: schemas.list, tags: [doc.tag], summary: doc.summaries.list }),
    defineCall({
      name: names.entry,
      method: 'GET',
      path: `${doc.path}/:${schemas.idField}`,
      params: schemas.params,
      answer: schemas.detail,
      tags: [doc.tag],
      summary: doc.summaries.entry,
    }),
  );
}
