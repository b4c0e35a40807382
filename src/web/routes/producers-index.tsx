import { data, redirect } from 'react-router';
import { createApiClient } from '../api/client';
import { paths } from '../../shared/paths';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import type { Route } from './+types/producers-index';

/**
 * /producers → the first producer type's list. The spec gives no page of its own for it, the
 * menu already lists every type, and one list per page keeps the page light on a phone; a
 * redirect also leaves a single canonical URL per list.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const res = await createApiClient(context.api).defaultWebsiteData();
  const first = res.ok ? res.data.producer_types[0] : undefined;
  if (!first) throw data(null, { status: res.ok ? 404 : 500 });
  return redirect(paths.producers(first.id, first.meta_name));
}

export default function ProducersIndex() {
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
