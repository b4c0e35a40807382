import { z } from 'zod';
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
