/**
 * The bulletins' work through the job queue (docs/jobs.md): the workers of `bulletins.send` and
 * `alerts.check`, the daily run on BULLETIN_CRON, and what the bulletins do when today's prices
 * change — they follow the prices (`todaysPricesFollowers`), the prices never name them
 * (decision 042).
 */
import type { FastifyInstance } from 'fastify';
import { MARKET_TIME_ZONE } from '../../../shared/dates';
import { todaysPricesFollowers } from '../prices';
import { bulletinDeps } from './routes';
import { checkAlerts } from './alerts';
import { ALERTS_QUEUE, BULLETIN_QUEUE, DAILY_QUEUE, queueAlertCheck, queueBulletin, runDaily, sendBulletin } from './service';

/**
 * How long after the first save of today's prices the bulletin goes out: the clerk enters the
 * day product by product, and the bulletin is sent once per day (later saves find it queued).
 */
export const BULLETIN_DELAY_SECONDS = 30 * 60;

const dayOf = (data: { day?: unknown }) => {
  if (typeof data.day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(data.day)) throw new Error(`bad day ${String(data.day)}`);
  return data.day;
};

export async function bulletinsJobs(app: FastifyInstance) {
  const deps = bulletinDeps(app);
  await deps.jobs.work<{ day: string }>(BULLETIN_QUEUE, async (job) => {
    await sendBulletin(deps, dayOf(job.data));
  });
  await deps.jobs.work<{ day: string }>(ALERTS_QUEUE, async (job) => {
    await checkAlerts(deps, dayOf(job.data));
  });
  await deps.jobs.work(DAILY_QUEUE, async () => {
    await runDaily(deps);
  });
  const cron = app.config.BULLETIN_CRON.trim();
  if (cron) await deps.jobs.schedule(DAILY_QUEUE, cron, {}, { tz: MARKET_TIME_ZONE });
  else await deps.jobs.unschedule(DAILY_QUEUE);

  // Today's prices changed (a saved day, an import), in that write's transaction.
  todaysPricesFollowers(app).add(async (jobs, day) => {
    await queueBulletin(jobs, day, { startAfter: new Date(Date.now() + BULLETIN_DELAY_SECONDS * 1000) });
    await queueAlertCheck(jobs, day);
  });
}
