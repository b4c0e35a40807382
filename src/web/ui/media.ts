/** Photo fields hold a path relative to /uploads (e.g. `news/12.webp`). */
export function uploadUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(?:https?:)?\/\//i.test(path) || path.startsWith('/') || path.startsWith('data:')) return path;
  return `/uploads/${path.replace(/^\.?\/+/, '')}`;
}
