import * as s from '../../src/server/db/schema/index';
import { hashToken, newToken, SESSION_COOKIE } from '../../src/server/platform/auth';
import { createUser } from '../factories/index';
import type { TestApp } from './app';

let seq = 0;
/** A new account with a live session (no login call, no captcha): its row and the bearer header. */
export async function signedInReader(t: TestApp, o: Partial<typeof s.users.$inferInsert> = {}) {
  const n = ++seq;
  const user = await createUser(t.db, {
    username: `reader_${n}_${process.pid}`,
    email: `reader${n}.${process.pid}@example.com`,
    fullName: `Reader ${n}`,
    ...o,
  });
  const token = newToken();
  await t.db.insert(s.sessions).values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

/** A live session of an existing account, as the web app's cookie (`binaa_session=…`). */
export async function sessionCookie(t: Pick<TestApp, 'db'>, userId: number): Promise<string> {
  const token = newToken();
  await t.db.insert(s.sessions).values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
  return `${SESSION_COOKIE}=${token}`;
}
