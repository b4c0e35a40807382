/**
 * The site's own origins: what the Origin check of cookie writes accepts (auth.ts) and the address
 * the start log announces. With PUBLIC_URL set, that origin alone. Without it, a browser on the
 * server's machine may name it any loopback way — `http://localhost:P`, `http://127.0.0.1:P`,
 * `http://[::1]:P`, P the port the server actually listens on (PORT=0 picks one) — and HOST's own
 * address when it is a specific one: each is accepted, so the address the log prints always works.
 */
import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];
/** HOST values that are no one address: the app listens on every interface. */
const WILDCARDS = new Set(['', '0.0.0.0', '::', '[::]']);
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

type SiteConfig = Pick<Config, 'PUBLIC_URL' | 'publicUrl' | 'HOST' | 'PORT'>;

/** HOST as a URL's host part (an IPv6 address in brackets). */
const urlHost = (host: string) => (isIP(host) === 6 ? `[${host}]` : host);
const originOf = (host: string, port: number) => new URL(`http://${urlHost(host)}:${port}`).origin;

/** The port the server listens on (config.PORT until it listens, e.g. under app.inject). */
export function listeningPort(app: FastifyInstance): number {
  const address = app.server.address();
  return address && typeof address === 'object' ? address.port : app.config.PORT;
}

/** Every origin whose requests are the site's own, for the server listening on `port`. */
export function siteOrigins(config: SiteConfig, port: number): string[] {
  if (config.PUBLIC_URL) return [new URL(config.publicUrl).origin];
  const host = config.HOST.trim().toLowerCase();
  const names = WILDCARDS.has(host) || LOOPBACK_HOSTS.has(host) ? LOOPBACK_NAMES : [...LOOPBACK_NAMES, host];
  return [...new Set(names.map((name) => originOf(name.replace(/^\[|\]$/g, ''), port)))];
}

/** The address to open, as the start log prints it: PUBLIC_URL, else the listening port on localhost (or on HOST when it is a specific address). */
export function announcedUrl(config: SiteConfig, port: number): string {
  if (config.PUBLIC_URL) return config.publicUrl;
  const host = config.HOST.trim().toLowerCase();
  return originOf(WILDCARDS.has(host) || LOOPBACK_HOSTS.has(host) ? 'localhost' : host, port);
}

/** A check of Origin headers against the site's origins, made again only when the listening port changes. */
export function siteOriginCheck(app: FastifyInstance): (origin: string | undefined) => boolean {
  let known: { port: number; origins: Set<string> } | undefined;
  return (origin) => {
    if (!origin) return false;
    const port = listeningPort(app);
    if (known?.port !== port) known = { port, origins: new Set(siteOrigins(app.config, port)) };
    return known.origins.has(origin);
  };
}
