import * as s from '../../src/server/db/schema/index';
import { createJob, createUser } from './accounts';
import type { Executor } from '../../src/server/db/seed/types';

type Ins<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

/** An application to a job (a new job and applicant when not given); the file key points nowhere unless the test stores it. */
export async function createJobApplication(db: Executor, o: Ins<typeof s.jobApplications> = {}) {
  const jobId = o.jobId ?? (await createJob(db)).id;
  const userId = o.userId ?? (await createUser(db)).id;
  const [row] = await db
    .insert(s.jobApplications)
    .values({
      comment: 'I have five years of site experience.',
      filePath: `cv/test/${jobId}-${userId}`,
      fileName: 'cv.pdf',
      fileMime: 'application/pdf',
      fileSize: 1234,
      ...o,
      jobId,
      userId,
    })
    .returning();
  return row!;
}
