import { useRouteLoaderData } from 'react-router';
import { producerDirectory } from '../features/producers/producer-directory';
import { entryLoader, entryMeta } from '../features/directory/route-data';
import { DirectoryEntryPage } from '../ui/directory';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/producer';
import { sharedPage } from '../../shared/page-kind';

/** The same page for every reader, served from the HTML cache (shared/page-kind.ts). */
export const handle = sharedPage;

/** /producer/{id}/{meta_name}/{producer_id}/{name}: found by producer_id; the rest is cosmetic. */
export const loader = (args: Route.LoaderArgs) => entryLoader(producerDirectory, args, args.params.producerId, args.params.metaName);
export const meta = (args: Route.MetaArgs) => entryMeta(producerDirectory, args);

export default function ProducerPage({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return <DirectoryEntryPage directory={producerDirectory} entry={loaderData.entry} site={root?.site} />;
}

export const ErrorBoundary = RouteErrorBoundary;
