import { useRouteLoaderData } from 'react-router';
import { partnerDirectory } from '../features/partners/partner-directory';
import { entryLoader, entryMeta } from '../features/directory/route-data';
import { DirectoryEntryPage } from '../ui/directory';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/partner';
import { sharedPage } from '../../shared/page-kind';

/** The same page for every reader, served from the HTML cache (shared/page-kind.ts). */
export const handle = sharedPage;

/** /partners/{meta_name}/{type_id}/{name}/{id}: found by id; the other segments are cosmetic. */
export const loader = (args: Route.LoaderArgs) => entryLoader(partnerDirectory, args, args.params.id, args.params.metaName);
export const meta = (args: Route.MetaArgs) => entryMeta(partnerDirectory, args);

export default function PartnerPage({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return <DirectoryEntryPage directory={partnerDirectory} entry={loaderData.entry} site={root?.site} />;
}

export const ErrorBoundary = RouteErrorBoundary;
