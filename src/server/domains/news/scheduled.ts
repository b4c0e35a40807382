/**
 * Scheduled publishing (issue 18) through the job queue (docs/jobs.md, decision 019): scheduling
 * an article writes its `publish_at` and a `news.publish` job starting at that time in one
 * transaction. The job publishes the article only if it is still scheduled at that very time and
 * the time has come, in one UPDATE under the row's lock, so it happens exactly once whichever
 * instance runs the job and however often it runs: a rescheduled, unpublished or deleted article
 * leaves its old job with nothing to do, and a second worker or a retry finds it published. The
 * job's id is derived from the article and the time, so scheduling the same time twice makes one job.
 */
import { createHash } from 'node:crypto';
import type { Staff } from '../../platform/admin';
import type { Cache } from '../../platform/cache';
import type { JobQueue, JobTx } from '../../platform/jobs';
import { recordAudit } from '../../platform/audit';
import { auditView } from './audit';
import { invalidateNews } from './service';
import * as repo from './repository/admin';

export const PUBLISH_QUEUE = 'news.publish';

export interface PublishJob {
  newsId: number;
  /** The `publish_at` the job was made for (ISO). */
  at: string;
}

/** A uuid (pg-boss job ids are uuids) fixed by the article and its time. */
export function publishJobId(newsId: number, at: Date): string {
  const h = createHash('sha256').update(`${PUBLISH_QUEUE}\n${newsId}\n${at.toISOString()}`).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Sends the job that publishes `newsId` at `at`, in the caller's transaction. */
export async function schedulePublishing(tx: JobTx, newsId: number, at: Date): Promise<void> {
  const data: PublishJob = { newsId, at: at.toISOString() };
  await tx.send(PUBLISH_QUEUE, data, {
    startAfter: at,
    id: publishJobId(newsId, at),
    retryLimit: 20,
    retryDelay: 15,
    retryBackoff: true,
    expireInSeconds: 120,
  });
}

/** The audit entry of a publication by the queue: in the name of whoever last scheduled or edited the article. */
const scheduler = (userId: number): Staff => ({ userId, sessionId: 0, role: 'editor', email: 'scheduler', ip: '', secondFactor: true, audited: 0 });

/**
 * The job's work. Returns whether this run published the article. Throws (the job is retried)
 * when the article is still scheduled at this time but the database's clock has not reached it.
 */
export async function publishScheduled(deps: { jobs: JobQueue; cache: Cache }, job: PublishJob): Promise<boolean> {
  const at = new Date(job.at);
  if (!Number.isInteger(job.newsId) || Number.isNaN(at.getTime())) return false;
  const published = await deps.jobs.transaction(async (tx) => {
    const row = await repo.publishIfDue(tx.db, job.newsId, at);
    if (!row) {
      const current = await repo.findNews(tx.db, job.newsId);
      if (current?.status === 'scheduled' && current.publishAt?.getTime() === at.getTime()) throw new Error(`news ${job.newsId}: not due yet`);
      return false;
    }
    const by = row.updatedBy ?? row.createdBy;
    if (by != null) {
      await recordAudit(tx.db, scheduler(by), {
        area: 'news',
        action: 'news.publish_scheduled',
        entity: 'news',
        entityId: row.id,
        before: { status: 'scheduled', publish_at: job.at },
        after: auditView(row),
      });
    }
    return true;
  });
  if (published) await invalidateNews(deps.cache);
  return published;
}
