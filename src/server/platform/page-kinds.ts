/**
 * Which pages are shared and which personal, read from the routes' own declarations
 * (`export const handle = sharedPage | personalPage`, shared/page-kind.ts) in React Router's
 * server build, and matched with React Router's own `matchRoutes`: the server never keeps a
 * second list of the site's routes.
 */
import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { pageKindOf, type PageKind } from '../../shared/page-kind';

type ServerRoute = NonNullable<ServerBuild['routes'][string]>;

/** A function of a pathname: the kind of the page it renders. */
export type PageKinds = (pathname: string) => PageKind;

/**
 * The page a URL is about: a single-fetch data request (`/settings.data`, `/_root.data` for the
 * home page) loads the data of its page, and must be rendered as that page's kind; matched as it
 * is, it would fall to the catch-all route (shared) and a personal page's loaders would run as a
 * visitor's (the settings' revalidation then redirects a signed-in reader to /login).
 */
export function pagePathOf(pathname: string): string {
  if (pathname === '/_root.data') return '/';
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
}

const madeFor = new WeakMap<ServerBuild, PageKinds>();

/**
 * The page kinds of a build. A URL is shared when the deepest route it matches declares
 * `shared` and no route on the way declares `personal`; a route without a declaration, or a URL
 * that matches nothing, counts as personal: a page is never shared by mistake.
 */
export function pageKinds(build: ServerBuild): PageKinds {
  const made = madeFor.get(build);
  if (made) return made;
  const children = new Map<string | undefined, ServerRoute[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const list = children.get(route.parentId) ?? [];
    list.push(route);
    children.set(route.parentId, list);
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((r) =>
      r.index
        ? { id: r.id, index: true, path: r.path, caseSensitive: r.caseSensitive, handle: r.module.handle }
        : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, handle: r.module.handle, children: tree(r.id) },
    );
  const routes = tree(undefined);
  const match = (pathname: string): PageKind => {
    const matches = matchRoutes(routes, pagePathOf(pathname), build.basename);
    const leaf = matches?.at(-1);
    if (!leaf || pageKindOf(leaf.route.handle) !== 'shared') return 'personal';
    return matches!.some((m) => pageKindOf(m.route.handle) === 'personal') ? 'personal' : 'shared';
  };
  // matchRoutes flattens and ranks the whole route tree on every call (~1 ms for the site's 30
  // routes, measured): once per path, kept for the hot paths of the cache hits.
  const known = new LRUCache<string, PageKind>({ max: 5_000 });
  const kinds: PageKinds = (pathname) => {
    let kind = known.get(pathname);
    if (kind === undefined) known.set(pathname, (kind = match(pathname)));
    return kind;
  };
  madeFor.set(build, kinds);
  return kinds;
}
