/**
 * The subscriptions' work through the job queue (docs/jobs.md): applying a verified payment
 * callback, the daily run (expiry, renewal reminders), the sweep of pending orders and, with the
 * sandbox provider, the settling of a "pending" payment.
 */
import type { FastifyInstance } from 'fastify';
import { APPLY_QUEUE, applyEvent, sweepPending } from './payments';
import { subscriptionDeps } from './routes';
import { SETTLE_QUEUE, deliverSandboxCallback, type SettleJob } from './sandbox';
import { dailyRun } from './renewals';

/** Paid callbacks applied at once by one instance. */
const APPLY_CONCURRENCY = 4;
const DAILY_QUEUE = 'subscriptions.daily';
/** Every 5 minutes: pending orders whose callback never came are asked of their provider. */
const SWEEP_QUEUE = 'payments.sweep';

export async function subscriptionsJobs(app: FastifyInstance) {
  const deps = subscriptionDeps(app);
  // Several at once (decision 041): one worker applied a busy morning's orders one after the other,
  // seconds late. Two events of one order still take turns (applyEvent locks the order).
  await app.jobs.work<{ eventId: number }>(
    APPLY_QUEUE,
    async (job) => {
      await applyEvent(deps, job.data.eventId, app.log);
    },
    { concurrency: APPLY_CONCURRENCY },
  );
  await app.jobs.work(DAILY_QUEUE, async () => {
    const done = await dailyRun(deps);
    app.log.info(done, 'subscriptions: daily run');
  });
  // Five past midnight in Cairo: yesterday's last day of access is over.
  await app.jobs.schedule(DAILY_QUEUE, '5 0 * * *', {}, { tz: 'Africa/Cairo' });
  await app.jobs.work(SWEEP_QUEUE, async () => {
    const asked = await sweepPending(deps, app.log);
    if (asked) app.log.info({ asked }, 'payments: pending orders asked of their providers');
  });
  await app.jobs.schedule(SWEEP_QUEUE, '*/5 * * * *', {}, { tz: 'Africa/Cairo' });

  const sandbox = deps.payments.sandbox;
  if (sandbox) {
    await app.jobs.work<SettleJob>(SETTLE_QUEUE, async (job) => {
      await deliverSandboxCallback(app, sandbox, job.data.session, 'paid', job.data.transactionId);
    });
  }
}
