import { index, route, type RouteConfig } from '@react-router/dev/routes';

/** SPEC section 2. Later issues add their screens here. */
export default [
  index('routes/home.tsx'),
  route('404', 'routes/not-found.tsx'),
  route('500', 'routes/server-error.tsx'),
  route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig;
