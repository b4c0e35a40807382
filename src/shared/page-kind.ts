/**
 * Whether a page of the site is the same for everyone (shared) or made for one person
 * (personal). Each route module declares it beside itself: `export const handle = sharedPage;`
 * (React Router's `handle`). The server (platform/web.ts) reads the declaration of the route a
 * URL matches:
 *
 * - shared: rendered as a visitor (only the preference cookies lang, theme and country reach the
 *   render) and served from the HTML cache to visitors and signed-in readers alike. The personal
 *   parts (the header's account menu, the plan, the activate button) are filled in after
 *   hydration from `GET me` (ui/session.tsx). A shared page never shows what a package unlocks:
 *   such content is fetched by calls that check the session and the entitlement.
 * - personal: rendered per request with the visitor's cookies (the session), never stored
 *   (settings; later checkout and the payment result).
 *
 * A route without a declaration is treated as personal (never shared by mistake), and the test
 * tests/web/page-kinds.test.ts fails on it.
 */
export type PageKind = 'shared' | 'personal';

export interface PageHandle {
  page: PageKind;
  /** `bare`: the page draws its own frame (the back office), without the site's header and footer. */
  layout?: 'bare';
}

export const sharedPage: PageHandle = { page: 'shared' };
export const personalPage: PageHandle = { page: 'personal' };
/** A back-office page (/admin): personal, and framed by the back office's own shell. */
export const adminPage: PageHandle = { page: 'personal', layout: 'bare' };

/** Whether one of a URL's matched routes asks for a bare page (root.tsx leaves the site's frame out). */
export const isBarePage = (handles: readonly unknown[]): boolean => handles.some((h) => (h as Partial<PageHandle> | null | undefined)?.layout === 'bare');

/** The kind a route's `handle` declares; null when it declares none. */
export function pageKindOf(handle: unknown): PageKind | null {
  const page = (handle as Partial<PageHandle> | null | undefined)?.page;
  return page === 'shared' || page === 'personal' ? page : null;
}

/** The cookie of the preferences (lang, theme, country) that select a variant of a shared page. */
export const PREFERENCE_COOKIES = ['lang', 'theme', 'country'] as const;

/**
 * Set beside the httpOnly session cookie and readable by the page's first script: "a session may
 * be here". The shared HTML is the same for everyone, so before hydration this is how the page
 * knows to keep the space of the account menu instead of showing the visitor's buttons. It holds
 * nothing about the person (its value is always 1).
 */
export const SIGNED_IN_HINT_COOKIE = 'binaa_signed_in';
