import { producerDirectory } from '../features/producers/producer-directory';
import { firstTypeRedirect } from '../features/directory/route-data';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import type { Route } from './+types/producers-index';
import { sharedPage } from '../../shared/page-kind';

/** The same page for every reader, served from the HTML cache (shared/page-kind.ts). */
export const handle = sharedPage;

/** /producers → the first producer type's list (the spec gives no page of its own for it). */
export const loader = (args: Route.LoaderArgs) => firstTypeRedirect(producerDirectory, args);

export default function ProducersIndex() {
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
