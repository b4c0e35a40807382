/**
 * The subscriptions calls of SPEC section 7 (`GET subscription`, `POST subscribe`,
 * `GET get_user_subscriptions`, `POST add_emails_to_subscription`) and the ones issue 16 adds
 * (cancel, trial, payment state, orders, invoice) under `/api/v1/{lang}/front`. The provider
 * callbacks, the return from checkout, the sandbox's pages and the e-mail confirmation are
 * outside the API scope (http.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth';
import { ok, requestLang, t } from '../../platform/envelope';
import { requestDb } from '../../platform/idempotency';
import { errorEnvelope } from '../../platform/openapi';
import { createPayments } from '../../platform/payments/index';
import { perApp } from '../../platform/per-app';
import { loadSecret } from '../../platform/secret';
import { subscriptionsCalls } from '../../../shared/schemas/subscriptions';
import { packagesCache, subscriptionsCache } from './cache';
import { reconcile } from './payments';
import { cancelSubscription } from './cancel';
import { startTrial, subscribe } from './checkout';
import { setSubscriptionEmails } from './extra-emails';
import { invoiceOf, paymentStatus, userPayments } from './orders';
import { packagesData, userSubscriptionsData } from './packages';
import type { SubscriptionDeps } from './subscription';
import { routeOf } from '../../platform/contract-route';

/** One set per app (its payment provider keeps the sandbox's state): the API routes, http-routes.ts and jobs.ts share it. */
export const subscriptionDeps = perApp((app): SubscriptionDeps => {
  const deps: SubscriptionDeps = {
    db: app.database.db,
    cache: app.cache,
    jobs: app.jobs,
    mailer: app.mailer,
    payments: createPayments(app.config, loadSecret(app.config)),
    publicUrl: app.config.publicUrl,
  };
  if (deps.payments.sandbox && app.config.NODE_ENV === 'production') {
    app.log.warn('payments: the sandbox provider takes the checkouts: subscriptions are given without payment (set PAYMENTS_PROVIDER and its keys)');
  }
  return deps;
});

export async function subscriptionsRoutes(app: FastifyInstance) {
  const deps = subscriptionDeps(app);
  app.cache.declare(packagesCache);
  app.cache.declare(subscriptionsCache);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...routeOf(subscriptionsCalls.packages),
    handler: async (req) => ok(await packagesData(deps, requestLang(req), req.session?.userId ?? null)),
  });

  api.route({
    ...routeOf(subscriptionsCalls.subscribe, { 401: errorEnvelope, 422: errorEnvelope, 503: errorEnvelope }, { rateLimit: { max: 20, timeWindow: 60_000 } }),
    handler: async (req) => ok(await subscribe(deps, requestDb(req), requireUser(req).userId, requestLang(req), req.body.subscriptions)),
  });

  api.route({
    ...routeOf(subscriptionsCalls.userSubscriptions, { 401: errorEnvelope }),
    handler: async (req) => ok(await userSubscriptionsData(deps, requestLang(req), requireUser(req).userId)),
  });

  api.route({
    ...routeOf(
      subscriptionsCalls.addEmailsToSubscription,
      { 401: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope },
      { rateLimit: { max: 10, timeWindow: 60_000 } },
    ),
    handler: async (req) => {
      await setSubscriptionEmails(deps, requireUser(req).userId, requestLang(req), req.body);
      return ok(null, t(req, 'api.settings_updated'));
    },
  });

  api.route({
    ...routeOf(
      subscriptionsCalls.cancelSubscription,
      { 401: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope },
      { rateLimit: { max: 10, timeWindow: 60_000 } },
    ),
    handler: async (req) => {
      const { message, ...data } = await cancelSubscription(deps, requireUser(req).userId, requestLang(req), req.body);
      return ok(data, t(req, message));
    },
  });

  api.route({
    ...routeOf(subscriptionsCalls.startTrial, { 401: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope }, { rateLimit: { max: 10, timeWindow: 60_000 } }),
    handler: async (req) => ok(await startTrial(deps, requestDb(req), requireUser(req).userId, req.body.subscription_id), t(req, 'api.trial_started')),
  });

  api.route({
    ...routeOf(subscriptionsCalls.paymentStatus, { 401: errorEnvelope, 404: errorEnvelope }),
    handler: async (req) => ok(await paymentStatus(deps, requireUser(req).userId, req.query.invoice, (order) => reconcile(deps, order, req.log))),
  });

  api.route({
    ...routeOf(subscriptionsCalls.payments, { 401: errorEnvelope }),
    handler: async (req) => ok(await userPayments(deps, requireUser(req).userId)),
  });

  api.route({
    ...routeOf(subscriptionsCalls.invoice, { 401: errorEnvelope, 404: errorEnvelope }),
    handler: async (req) => ok(await invoiceOf(deps, requireUser(req).userId, requestLang(req), req.query.invoice)),
  });
}
