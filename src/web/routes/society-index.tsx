import { redirect } from 'react-router';
import { paths } from '../../shared/paths';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { sharedPage } from '../../shared/page-kind';

/** The same page for every reader, served from the HTML cache (shared/page-kind.ts). */
export const handle = sharedPage;

/** /society → /society/about (SPEC section 2). */
export function loader() {
  return redirect(paths.about(), 301);
}

export default function SocietyIndex() {
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
