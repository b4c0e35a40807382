import { data } from 'react-router';
import { dictionaries } from '../i18n/dictionaries';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import type { Route } from './+types/catch-all';
import { sharedPage } from '../../shared/page-kind';

/** The same page for every reader, served from the HTML cache (shared/page-kind.ts). */
export const handle = sharedPage;

/** Any unknown path: the 404 page with HTTP status 404. */
export function loader() {
  throw data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === 'root')?.data as { prefs?: { lang?: 'ar' | 'en' } } | undefined;
  return [{ title: dictionaries[root?.prefs?.lang ?? 'ar'].errors.not_found_title }, { name: 'robots', content: 'noindex' }];
}

export default function CatchAll() {
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
