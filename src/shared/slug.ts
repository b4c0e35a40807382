/** A URL slug from a name in either language (Arabic letters kept: the slug is cosmetic). */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || '-'
  );
}
