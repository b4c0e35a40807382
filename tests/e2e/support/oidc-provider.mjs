/**
 * A real OpenID Connect provider (the oidc-provider package) on 127.0.0.1 for the social sign-in
 * tests: the API test (tests/api/oidc.test.ts) and the e2e server (web-server.mjs) start one.
 *
 * - One confidential client; PKCE is required for every authorization request.
 * - Its login "interaction" is a tiny HTML form (an account id and a submit button), so a browser
 *   or a hand-driven fetch signs in as any account; consent is granted silently (a first-party
 *   client, as with Google's own consent screen already accepted).
 * - Accounts: the `accounts` map (id -> claims) when given; any other id made of [a-z0-9-] gets
 *   `<id>@oidc.test`, verified unless the id starts with "unverified".
 * - `idTokenClaims`: put email/name in the ID token too (as Google does); otherwise they come only
 *   from the userinfo endpoint (the provider's conformant default), so both paths of the client
 *   can be tested.
 */
import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';

const ACCOUNT_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The claims of an account id, or null when there is no such account. */
function claimsOf(accounts, id) {
  if (accounts) return accounts[id] ? { sub: id, ...accounts[id] } : null;
  if (!ACCOUNT_ID.test(id)) return null;
  return { sub: id, email: `${id}@oidc.test`, email_verified: !id.startsWith('unverified'), name: `Test ${id}` };
}

const page = (title, body) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><link rel="icon" href="data:,"></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

const loginForm = (uid, error = '') =>
  page(
    'Test provider sign-in',
    `${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}">
  <label for="account">Account</label> <input id="account" name="account" autocomplete="off" required>
  <button type="submit">Sign in</button>
</form>`,
  );

async function readForm(req) {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 10_000) break;
  }
  return new URLSearchParams(body);
}

/**
 * Starts the provider. `redirectUris`: the client's callback URLs. Answers the issuer URL and a
 * close().
 * @param {{ clientId: string, clientSecret: string, redirectUris: string[], port?: number,
 *   accounts?: Record<string, Record<string, unknown>>, idTokenClaims?: boolean }} opts
 */
export async function startOidcProvider(opts) {
  const { default: Provider } = await import('oidc-provider');
  const server = createServer();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${server.address().port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: opts.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: !opts.idTokenClaims,
    cookies: { keys: ['binaa-test-provider-cookie-key'] },
    // Its own RS256 key (as Google signs) per start, not the published development key.
    jwks: {
      keys: [{ ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256', kid: 'binaa-test' }],
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const claims = claimsOf(opts.accounts, id);
      return claims ? { accountId: id, claims: async () => claims } : undefined;
    },
    // First-party client: consent is implied (the recipe of oidc-provider's documentation).
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
  });
  provider.on('server_error', (_ctx, err) => console.error('test OIDC provider error:', err));

  const callback = provider.callback();
  server.on('request', async (req, res) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(new URL(req.url, issuer).pathname);
    if (!match) return callback(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.uid !== match[1]) throw new Error('interaction mismatch');
      if (req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        return res.end(loginForm(details.uid));
      }
      const account = ((await readForm(req)).get('account') ?? '').trim();
      if (!claimsOf(opts.accounts, account)) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        return res.end(loginForm(details.uid, `No account "${account}"`));
      }
      await provider.interactionFinished(req, res, { login: { accountId: account } }, { mergeWithLastSubmission: false });
    } catch (err) {
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page('Sign-in failed', `<p>${escapeHtml(err.message)}</p>`));
    }
  });

  return {
    issuer,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
