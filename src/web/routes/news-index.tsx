import { redirect } from 'react-router';
import { NEWS_CATEGORIES } from '../../shared/constants';
import { newsSlug, paths } from '../../shared/paths';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import type { Route } from './+types/news-index';
import { sharedPage } from '../../shared/page-kind';

/** The same page for every reader, served from the HTML cache (shared/page-kind.ts). */
export const handle = sharedPage;

/** /news → the first page of all news, its slug in the visitor's language (docs/architecture.md). */
export function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).search;
  return redirect(paths.news(NEWS_CATEGORIES.all, 1, newsSlug(NEWS_CATEGORIES.all, context.lang)) + search);
}

export default function NewsIndex() {
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
