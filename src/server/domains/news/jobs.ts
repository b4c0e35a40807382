/** The news' work through the job queue (docs/jobs.md): the `news.publish` worker of scheduled publishing (scheduled.ts). */
import type { FastifyInstance } from 'fastify';
import { PUBLISH_QUEUE, publishScheduled, type PublishJob } from './scheduled';

export async function newsJobs(app: FastifyInstance) {
  const deps = { jobs: app.jobs, cache: app.cache };
  await app.jobs.work<PublishJob>(PUBLISH_QUEUE, async (job) => {
    await publishScheduled(deps, job.data);
  });
}
