/**
 * The one slug rule of the site (article titles, producer and partner names, category names):
 * runs of anything but letters and digits become one dash, Arabic letters kept (the slug is
 * cosmetic: pages are found by id). `slugify` gives the text (an API's `path`, the sitemap before
 * encoding); `slugSegment` the same slug URL-encoded for a link.
 */
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

/** The slug of a text as a URL path segment (percent-encoded). */
export const slugSegment = (text: string): string => encodeURIComponent(slugify(text));
