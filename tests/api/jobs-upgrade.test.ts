/**
 * An installation made before pg-boss 12 (issue 30, decision 034): its database holds pg-boss
 * 10's schema, which pg-boss 12 cannot migrate ("Version 24 not found"). The first start of the
 * job queue sets it aside, installs the new one and sends the unfinished jobs again: their mails
 * still go, with the same job ids; the finished ones (history) are not moved.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { JOBS_SCHEMA_V10, startJobQueue, type JobQueue } from '../../src/server/platform/jobs';
import { createTestDatabase, type TestDatabase } from '../setup/test-db';

const V10_SQL = readFileSync(path.join(import.meta.dirname, '../fixtures/pgboss-v10.sql'), 'utf8');
const ids = {
  created: '00000000-0000-4000-8000-00000000c001',
  deferred: '00000000-0000-4000-8000-00000000c002',
  retry: '00000000-0000-4000-8000-00000000c003',
  active: '00000000-0000-4000-8000-00000000c004',
  completed: '00000000-0000-4000-8000-00000000c005',
  failed: '00000000-0000-4000-8000-00000000c006',
};

let t: TestDatabase;
let jobs: JobQueue | undefined;
const handled: number[] = [];

beforeAll(async () => {
  t = await createTestDatabase();
  // The database as pg-boss 10 left it: its schema, a queue and jobs in every state.
  await t.pool.query('drop schema pgboss cascade');
  await t.pool.query(V10_SQL);
  await t.pool.query(`select pgboss.create_queue('test.upgrade', '{"policy":"standard"}')`);
  const job = (id: string, n: number, state: string, extra = '') =>
    t.pool.query(
      `insert into pgboss.job (id, name, data, state, retry_limit, retry_count, retry_delay, retry_backoff, expire_in, start_after${extra ? ', started_on' : ''})
       values ($1, 'test.upgrade', $2, $3, 4, ${state === 'retry' ? 1 : 0}, 2, true, interval '90 seconds', ${n === 2 ? "now() + interval '1 day'" : 'now()'}${extra})`,
      [id, { n }, state],
    );
  await job(ids.created, 1, 'created');
  await job(ids.deferred, 2, 'created');
  await job(ids.retry, 3, 'retry');
  await job(ids.active, 4, 'active', ', now()');
  await job(ids.completed, 5, 'completed');
  await job(ids.failed, 6, 'failed');
});
afterAll(async () => {
  await jobs?.stop();
  await t?.close();
});

it('moves the unfinished jobs of a pg-boss 10 schema to pg-boss 12, with their ids and options, and they run', async () => {
  jobs = await startJobQueue(t.database, { log: pino({ level: 'silent' }), schedule: false });
  const { rows: aside } = await t.pool.query<{ left: boolean }>('select to_regnamespace($1) is not null as left', [JOBS_SCHEMA_V10]);
  expect(aside[0]!.left, 'the old schema is dropped once its jobs are moved').toBe(false);

  for (const id of [ids.created, ids.deferred, ids.retry, ids.active]) {
    const job = await jobs.getJob<{ n: number }>('test.upgrade', id);
    expect(job, id).not.toBeNull();
    expect(job!.retryLimit).toBe(4);
    expect(job!.retryBackoff).toBe(true);
    expect(job!.expireInSeconds).toBe(90);
  }
  expect(new Date((await jobs.getJob('test.upgrade', ids.deferred))!.startAfter).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
  expect(await jobs.getJob('test.upgrade', ids.completed)).toBeNull();
  expect(await jobs.getJob('test.upgrade', ids.failed)).toBeNull();

  await jobs.work<{ n: number }>('test.upgrade', async (job) => {
    handled.push(job.data.n);
  });
  await expect.poll(() => [...handled].sort(), { timeout: 30_000 }).toEqual([1, 3, 4]);

  // A second start finds nothing to move.
  await jobs.stop();
  jobs = await startJobQueue(t.database, { log: pino({ level: 'silent' }), schedule: false });
  expect(await jobs.getJob('test.upgrade', ids.created)).not.toBeNull();
});
