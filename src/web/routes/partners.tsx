import { partnerDirectory } from '../features/partners/partner-directory';
import { listLoader, listMeta } from '../features/directory/route-data';
import { DirectoryListPage } from '../ui/directory';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import type { Route } from './+types/partners';
import { sharedPage } from '../../shared/page-kind';

/** The same page for every reader, served from the HTML cache (shared/page-kind.ts). */
export const handle = sharedPage;

/** /partners/{id}/{meta_name}: the industry partners of a profile type, of the visitor's country. */
export const loader = (args: Route.LoaderArgs) => listLoader(partnerDirectory, args, args.params.id, args.params.metaName);
export const meta = (args: Route.MetaArgs) => listMeta(partnerDirectory, args);

export default function PartnersPage({ loaderData }: Route.ComponentProps) {
  return <DirectoryListPage directory={partnerDirectory} {...loaderData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
