/**
 * The front API transport and the request's load context live in src/shared/load-context.ts
 * (the server's web bridge uses them too); the web app imports them from here.
 */
export { toQueryString, type ApiInit, type ApiResult, type ApiTransport } from '../../shared/load-context';
