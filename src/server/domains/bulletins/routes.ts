import type { FastifyInstance } from 'fastify';
import { perApp } from '../../platform/per-app';
import { plainPage } from '../../platform/plain-page';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deletePriceAlertBody, priceAlertBody, priceAlertSchema, priceAlertsSchema, unsubscribeQuery } from '../../../shared/schemas/bulletins';
import { escapeHtml, translateHtml } from '../../../shared/i18n/index';
import { envelopeOf, errorEnvelope } from '../../platform/openapi';
import { ok, requestLang, t } from '../../platform/envelope';
import { requireUser } from '../../platform/auth';
import { requestDb } from '../../platform/idempotency';
import { loadSecret } from '../../platform/secret';
import * as bulletins from './service';

/** The domain's dependencies, made once per app. */
export const bulletinDeps = perApp((app): bulletins.BulletinDeps => ({
  db: app.database.db,
  jobs: app.jobs,
  mailer: app.mailer,
  publicUrl: app.config.publicUrl,
  secret: loadSecret(app.config),
  log: app.log,
}));

/**
 * Front API: GET price_alerts, POST price_alert, POST delete_price_alert (signed in). Registers the
 * domain's workers (bulletins.send, alerts.check) and the daily schedule (BULLETIN_CRON).
 */
export async function bulletinRoutes(app: FastifyInstance) {
  const deps = bulletinDeps(app);
  await bulletins.registerBulletinJobs(deps, app.config.BULLETIN_CRON);

  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['alerts'];
  api.get(
    '/price_alerts',
    {
      schema: {
        tags,
        summary: "The signed-in user's price alerts with the item, governorate and product names and the latest mid price",
        response: { 200: envelopeOf(priceAlertsSchema), 401: errorEnvelope },
      },
    },
    async (req) => ok(await bulletins.listAlerts(app.database.db, requestLang(req), requireUser(req).userId)),
  );
  api.post(
    '/price_alert',
    {
      schema: {
        tags,
        summary: 'Tell me when item X in governorate Y goes above/below a mid price (entitlement prices.alerts; the pair must be priced; at most 20 alerts)',
        body: priceAlertBody,
        response: { 200: envelopeOf(priceAlertSchema), 401: errorEnvelope, 402: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope },
      },
      config: { rateLimit: { max: 30, timeWindow: 60_000 }, idempotent: true },
    },
    async (req) => {
      const { userId } = requireUser(req);
      return ok(await bulletins.createAlert(requestDb(req), requestLang(req), userId, req.body), t(req, 'api.price_alert_saved'));
    },
  );
  api.post(
    '/delete_price_alert',
    {
      schema: {
        tags,
        summary: "Remove one of the signed-in user's price alerts (another user's is a 404)",
        body: deletePriceAlertBody,
        response: { 200: envelopeOf(z.null()), 401: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (req) => {
      const { userId } = requireUser(req);
      await bulletins.deleteAlert(app.database.db, userId, req.body.id);
      return ok(null, t(req, 'api.price_alert_deleted'));
    },
  );
}

type PageState = { kind: 'confirm'; email: string; token: string } | { kind: 'done'; email: string } | { kind: 'invalid' };

/** The unsubscribe page: both languages (the address may be read by either), no script, inline styles only. */
/** The unsubscribe page in both languages (the link carries no language), on the shared plain page. */
function unsubscribePage(state: PageState): string {
  const block = (lang: 'ar' | 'en') => {
    let body: string;
    if (state.kind === 'invalid') body = `<p>${translateHtml(lang, 'bulletin.unsubscribe_invalid')}</p>`;
    else if (state.kind === 'done') body = `<p>${translateHtml(lang, 'bulletin.unsubscribe_done', { email: state.email })}</p>`;
    else
      body =
        `<p>${translateHtml(lang, 'bulletin.unsubscribe_question', { email: state.email })}</p>` +
        `<form method="post" action="/bulletins/unsubscribe?token=${escapeHtml(encodeURIComponent(state.token))}">` +
        `<div class="actions"><button class="pay" type="submit" name="List-Unsubscribe" value="One-Click">${translateHtml(lang, 'bulletin.unsubscribe_button')}</button></div></form>`;
    return `<section lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><h1>${translateHtml(lang, 'bulletin.unsubscribe_title')}</h1>${body}</section>`;
  };
  return plainPage({
    lang: 'ar',
    title: `${translateHtml('ar', 'bulletin.unsubscribe_title')} · ${translateHtml('en', 'bulletin.unsubscribe_title')}`,
    body: `${block('ar')}<hr>${block('en')}`,
  });
}

/**
 * `/bulletins/unsubscribe?token=…`, outside the API (mounted at the root by app.ts): GET shows a
 * confirm button (a form POST; nothing happens on a GET, which link scanners follow), POST records
 * the opt-out — from that button or from a mail client's RFC 8058 one-click POST
 * (`List-Unsubscribe=One-Click`). A bad token answers 400 with the page saying so.
 */
export async function bulletinUnsubscribeRoutes(app: FastifyInstance) {
  const deps = bulletinDeps(app);
  // A one-click POST is a form (urlencoded or multipart); its content does not matter, the token is in the URL.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
    done(null, body),
  );
  const route = app.withTypeProvider<ZodTypeProvider>();
  const send = (reply: import('fastify').FastifyReply, status: number, state: PageState) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(unsubscribePage(state));

  route.get('/bulletins/unsubscribe', { schema: { hide: true, querystring: unsubscribeQuery } }, async (req, reply) => {
    const token = req.query.token;
    const email = bulletins.readUnsubscribeToken(deps.secret, token);
    return email && token ? send(reply, 200, { kind: 'confirm', email, token }) : send(reply, 400, { kind: 'invalid' });
  });
  route.post('/bulletins/unsubscribe', { schema: { hide: true, querystring: unsubscribeQuery } }, async (req, reply) => {
    const email = bulletins.readUnsubscribeToken(deps.secret, req.query.token);
    if (!email) return send(reply, 400, { kind: 'invalid' });
    await bulletins.optOut(deps.db, email);
    return send(reply, 200, { kind: 'done', email });
  });
}
