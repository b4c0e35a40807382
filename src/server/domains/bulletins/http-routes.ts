/** The daily bulletin's one-click unsubscribe, outside the API scope (RFC 8058). */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unsubscribeQuery } from '../../../shared/schemas/bulletins';
import { escapeHtml, translateHtml } from '../../../shared/i18n/index';
import { plainPage } from '../../platform/plain-page';
import { bulletinDeps } from './routes';
import * as bulletins from './service';

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
 * `/bulletins/unsubscribe?token=…`, outside the API (at the root: domains/index.ts httpRoutes): GET shows a
 * confirm button (a form POST; nothing happens on a GET, which link scanners follow), POST records
 * the opt-out — from that button or from a mail client's RFC 8058 one-click POST
 * (`List-Unsubscribe=One-Click`). A bad token answers 400 with the page saying so.
 */
export async function bulletinsHttpRoutes(app: FastifyInstance) {
  const deps = bulletinDeps(app);
  // A one-click POST is a form (urlencoded or multipart); its content does not matter, the token is in the URL.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
    done(null, body),
  );
  const route = app.withTypeProvider<ZodTypeProvider>();
  const send = (reply: FastifyReply, status: number, state: PageState) =>
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
