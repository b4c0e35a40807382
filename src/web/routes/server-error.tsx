import { dictionaries } from '../i18n/dictionaries';
import { ServerErrorView } from '../ui/error-views';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import type { Route } from './+types/server-error';
import { sharedPage } from '../../shared/page-kind';

/** The same page for every reader, served from the HTML cache (shared/page-kind.ts). */
export const handle = sharedPage;

export function loader({ context }: Route.LoaderArgs) {
  return { lang: context.lang };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: dictionaries[data?.lang ?? 'ar'].errors.server_error_title }, { name: 'robots', content: 'noindex' }];
}

export default function ServerErrorPage() {
  return <ServerErrorView />;
}

export const ErrorBoundary = RouteErrorBoundary;
