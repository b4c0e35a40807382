/**
 * What a domain makes once per app (its dependencies: mailer, throttle, payment provider…), shared by
 * its route plugins in different scopes. Keyed by a decoration of the root app, new with every
 * buildApp: two apps on one database (instances, a restart in a test) each get their own.
 */
import type { FastifyInstance } from 'fastify';

export function perApp<T>(make: (app: FastifyInstance) => T): (app: FastifyInstance) => T {
  const made = new WeakMap<object, T>();
  return (app) => {
    let value = made.get(app.mailer);
    if (value === undefined) {
      value = make(app);
      made.set(app.mailer, value);
    }
    return value;
  };
}
