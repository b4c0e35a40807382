/** The tenders' work through the job queue (docs/jobs.md): the alerts of a published tender. */
import type { FastifyInstance } from 'fastify';
import { tenderDeps } from './routes';
import { NOTIFY_QUEUE, notifyTender } from './service';

export async function tendersJobs(app: FastifyInstance) {
  const deps = tenderDeps(app);
  await deps.jobs.work<{ id: unknown }>(NOTIFY_QUEUE, async (job) => {
    const id = job.data.id;
    if (typeof id !== 'number' || !Number.isInteger(id)) throw new Error(`bad tender id ${String(id)}`);
    await notifyTender(deps, id);
  });
}
