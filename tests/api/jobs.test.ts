/**
 * The job queue every domain uses (platform/jobs.ts, docs/jobs.md): a job sent in a transaction
 * exists only if the transaction commits, together with its rows; a worker of the app handles it
 * and a failed attempt is retried.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/server/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
const handled: { id: string; data: { n: number } }[] = [];
let failFirst = true;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.jobs.work<{ n: number }>('test.echo', async (job) => {
    if (job.data.n === 3 && failFirst) {
      failFirst = false;
      throw new Error('first attempt fails');
    }
    handled.push(job);
  });
});
afterAll(() => t?.close());

it('a job sent in a rolled-back transaction never exists, nor the rows written with it', async () => {
  let jobId: string | null = null;
  await expect(
    t.app.jobs.transaction(async (tx) => {
      await tx.db.insert(s.outbox).values({ toAddress: 'rolled.back@example.com', subject: 'x', textBody: 'x' });
      jobId = await tx.send('test.echo', { n: 1 });
      throw new Error('the caller changes its mind');
    }),
  ).rejects.toThrow('the caller changes its mind');
  expect(jobId).toMatch(/^[0-9a-f-]{36}$/);
  expect(await t.app.jobs.getJob('test.echo', jobId!)).toBeNull();
  expect(await t.db.select().from(s.outbox).where(eq(s.outbox.toAddress, 'rolled.back@example.com'))).toEqual([]);
});

it('a job sent in a committed transaction is handled by a worker, with its row already there', async () => {
  const jobId = await t.app.jobs.transaction(async (tx) => {
    await tx.db.insert(s.outbox).values({ toAddress: 'committed@example.com', subject: 'x', textBody: 'x' });
    return tx.send('test.echo', { n: 2 });
  });
  await expect.poll(() => handled.map((j) => j.id), { timeout: 30_000 }).toContain(jobId);
  expect(handled.find((j) => j.id === jobId)!.data).toEqual({ n: 2 });
  expect(await t.db.select().from(s.outbox).where(eq(s.outbox.toAddress, 'committed@example.com'))).toHaveLength(1);
  await expect.poll(async () => (await t.app.jobs.getJob('test.echo', jobId!))?.state, { timeout: 10_000 }).toBe('completed');
});

it('a failed attempt is retried; the same id is never queued twice', async () => {
  const id = '00000000-0000-4000-8000-000000000003';
  expect(await t.app.jobs.send('test.echo', { n: 3 }, { id, retryLimit: 2, retryDelay: 1 })).toBe(id);
  expect(await t.app.jobs.send('test.echo', { n: 3 }, { id, retryLimit: 2, retryDelay: 1 })).toBeNull();
  await expect.poll(async () => (await t.app.jobs.getJob('test.echo', id))?.state, { timeout: 30_000 }).toBe('completed');
  expect(failFirst).toBe(false);
  expect(handled.filter((j) => j.id === id)).toHaveLength(1);
  expect((await t.app.jobs.getJob('test.echo', id))!.retryCount).toBe(1);
});

it('a job still running when the app closes is left for a retry, and its late end touches no closed pool', async () => {
  const other = await buildTestApp({ env: { SHUTDOWN_TIMEOUT: '1' } });
  let finish!: () => void;
  const gate = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  await other.app.jobs.work('test.slow', async () => {
    started = true;
    await gate;
  });
  const id = await other.app.jobs.send('test.slow', {}, { retryLimit: 3, retryDelay: 60 });
  await expect.poll(() => started, { timeout: 30_000 }).toBe(true);
  // stop() waits its 1 s for the handler, then fails the attempt: the job will be tried again.
  await other.app.close();
  const { rows } = await other.database.pool.query<{ state: string }>('select state from pgboss.job where id = $1', [id]);
  expect(rows[0]?.state).toBe('retry');
  await other.close();
  // The handler ends after the pool has closed: pg-boss's un-awaited bookkeeping must not reject.
  finish();
  await new Promise((resolve) => setTimeout(resolve, 200));
});
