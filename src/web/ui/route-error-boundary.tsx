import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundView, ServerErrorView } from './error-views';

/** The ErrorBoundary of route modules: 404 responses show the 404 page, anything else the 500 page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  return <ServerErrorView detail={import.meta.env.DEV && error instanceof Error ? error.message : undefined} />;
}
