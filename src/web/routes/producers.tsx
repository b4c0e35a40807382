import { producerDirectory } from '../features/producers/producer-directory';
import { listLoader, listMeta } from '../features/directory/route-data';
import { DirectoryListPage } from '../ui/directory';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import type { Route } from './+types/producers';
import { sharedPage } from '../../shared/page-kind';

/** The same page for every reader, served from the HTML cache (shared/page-kind.ts). */
export const handle = sharedPage;

/** /producers/{id}/{meta_name}: the producers of a type, of the visitor's country. */
export const loader = (args: Route.LoaderArgs) => listLoader(producerDirectory, args, args.params.id, args.params.metaName);
export const meta = (args: Route.MetaArgs) => listMeta(producerDirectory, args);

export default function ProducersPage({ loaderData }: Route.ComponentProps) {
  return <DirectoryListPage directory={producerDirectory} {...loaderData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
