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
    const matches = matchRoutes(routes, pathname, build.basename);
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
