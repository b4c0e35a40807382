import { data } from 'react-router';
import { dictionaries } from '../i18n/dictionaries';
import { NotFoundView } from '../ui/error-views';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import type { Route } from './+types/not-found';
import { sharedPage } from '../../shared/page-kind';

/** The same page for every reader, served from the HTML cache (shared/page-kind.ts). */
export const handle = sharedPage;

export function loader({ context }: Route.LoaderArgs) {
  return data({ lang: context.lang }, { status: 404 });
}

export function meta({ data: d }: Route.MetaArgs) {
  return [{ title: dictionaries[d?.lang ?? 'ar'].errors.not_found_title }, { name: 'robots', content: 'noindex' }];
}

export default function NotFoundPage() {
  return <NotFoundView />;
}

export const ErrorBoundary = RouteErrorBoundary;
