/**
 * The sandbox provider's own server side, in process (PAYMENTS_PROVIDER=sandbox): its checkout page
 * (http-routes.ts) delivers the signed callbacks a real provider's server would post, and a
 * "pending" payment settles (paid) a few seconds later through the job queue (jobs.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { PaymentState } from '../../platform/payments/provider';
import type { Sandbox, SandboxSession } from '../../platform/payments/sandbox';

/** A pending sandbox payment settles (paid) this many seconds later, as a wallet or kiosk payment would. */
export const SANDBOX_SETTLE_SECONDS = 6;
export const SETTLE_QUEUE = 'payments.sandbox_settle';

export interface SettleJob {
  session: SandboxSession;
  transactionId: string;
}

/** Posts a signed callback to the callback address, as the provider's server does (here, in process); answers the transaction id. */
export async function deliverSandboxCallback(
  app: FastifyInstance,
  sandbox: Sandbox,
  session: SandboxSession,
  state: PaymentState,
  transactionId?: string,
): Promise<string> {
  const cb = sandbox.callback(session, state, transactionId);
  sandbox.record(session.ref, state, String(cb.body.obj.id), session.amountCents);
  const res = await app.inject({ method: 'POST', url: cb.url, payload: cb.body });
  if (res.statusCode !== 200) throw new Error(`sandbox callback answered ${res.statusCode}`);
  return String(cb.body.obj.id);
}
