/**
 * POST apply_job's uploads and the CV downloads (issue 17): real files of every allowed type are
 * stored under random names and mailed about; hostile ones (a disguised executable, 5 MB + 1
 * byte, an empty file, a path in the name, a multipart bomb, a missing part) are refused in the
 * reader's language with no row and no file left; an upload cut half-way on a real socket leaves
 * no file; only the job's poster downloads a CV, through a 5-minute signed link. Both storage
 * back ends: the disk folder (DATA_DIR/private) and an S3 bucket (a local s3rver).
 */
import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../src/server/db/schema/index';
import { signApplicationToken } from '../../src/server/domains/jobs/service';
import { loadSecret } from '../../src/server/platform/secret';
import { MAIL_QUEUE, mailJobId } from '../../src/server/platform/mail';
import { WEB_ACCESS_KEY } from '../../src/shared/envelope';
import { APPLICATIONS_PER_DAY, myJobsSchema } from '../../src/shared/schemas/jobs';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { doc, docx, elf, jpeg, multipart, pdf, png, type Part } from '../helpers/cv-files';
import { startLocalS3, type LocalS3 } from '../helpers/s3';
import { signedInReader } from '../helpers/session';

let address = 0;
/** POST apply_job as multipart from a fresh client address (the per-address limit never answers). */
async function apply(t: TestApp, lang: string, headers: Record<string, string>, parts: Part[]) {
  const { payload, contentType } = multipart(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${lang}/front/apply_job`,
    headers: { 'x-access-key': WEB_ACCESS_KEY, 'content-type': contentType, 'x-forwarded-for': `10.77.${(++address >> 8) & 255}.${address & 255}`, ...headers },
    payload,
  });
  return { status: res.statusCode, body: res.json() as { check: boolean; msg: string; data: Record<string, string[]> | null } };
}

const form = (jobId: number, file: Part['file'] | null, comment: string | null = 'Five years on concrete sites.'): Part[] => [
  { name: 'id', value: String(jobId) },
  ...(comment === null ? [] : [{ name: 'comment', value: comment }]),
  ...(file ? [{ name: 'uploaded_file', file }] : []),
];

/** Every file under a folder (the disk storage's), recursively. */
const filesUnder = (dir: string): string[] => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name));
  } catch {
    return [];
  }
};

async function downloadLink(t: TestApp, headers: Record<string, string>, applicationId: number) {
  return t.api<{ url: string; expires_at: string }>('en', 'job_application_link', { headers, body: { application_id: applicationId } });
}

describe('disk storage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());
  const stored = () => filesUnder(t.app.config.privateDir);
  const applications = async (jobId: number) => t.db.select().from(s.jobApplications).where(eq(s.jobApplications.jobId, jobId));

  it('stores a CV of each allowed type under a random name, answers in the language and mails the poster in theirs', async () => {
    const poster = await signedInReader(t, { language: 'ar', fullName: 'Mona Adel' });
    // Names as uploaded; the stored name takes the extension of the type found in the content.
    const files = { 'cv.pdf': pdf(), 'CV.msi': doc(), 'cv.docx': docx(), 'photo.html': await png(), 'photo.jpeg': await jpeg() };
    const kept = ['cv.pdf', 'CV.doc', 'cv.docx', 'photo.png', 'photo.jpg'];
    const types = [
      'application/pdf',
      'application/x-cfb',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'image/png',
      'image/jpeg',
    ];
    let i = 0;
    for (const [filename, data] of Object.entries(files)) {
      const job = await f.createJob(t.db, { userId: poster.user.id, email: `hr${i}@example.com`, titleAr: `وظيفة ${i}` });
      const applicant = await signedInReader(t, { fullName: 'Karim Hassan', mobile: '01012345678' });
      // The declared type says nothing: the content decides.
      const res = await apply(t, i % 2 ? 'ar' : 'en', applicant.headers, form(job.id, { data, filename, type: 'text/plain' }));
      expect(res.status, filename).toBe(200);
      expect(res.body.msg).toBe(i % 2 ? 'تم التقديم على هذه الوظيفة بنجاح' : 'You are applied to this job successfully');
      const [row] = await applications(job.id);
      expect(row).toMatchObject({ fileName: kept[i], fileMime: types[i], fileSize: data.length, comment: 'Five years on concrete sites.' });
      expect(row!.filePath).toMatch(/^cv\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
      expect(row!.filePath).not.toContain(filename);
      expect(await t.app.storage.exists(row!.filePath)).toBe(true);
      // To the poster's account address, never the job's free-text e-mail.
      expect(
        await t.db
          .select()
          .from(s.outbox)
          .where(eq(s.outbox.toAddress, `hr${i}@example.com`)),
      ).toHaveLength(0);
      const mail = (await t.db.select().from(s.outbox).where(eq(s.outbox.toAddress, poster.user.email))).find((m) => m.subject.endsWith(`: وظيفة ${i}`));
      expect(mail!.subject).toBe(`طلب تقديم جديد على وظيفتك: وظيفة ${i}`);
      expect(mail!.textBody).toContain('Karim Hassan');
      expect(mail!.textBody).toContain(applicant.user.email);
      expect(mail!.textBody).toContain('01012345678');
      expect(mail!.textBody).toContain('/settings?tab=market');
      expect(mail!.textBody).not.toContain(row!.filePath);
      // Its delivery job was queued in the same transaction as the row.
      expect(await t.app.jobs.getJob(MAIL_QUEUE, mailJobId(mail!.id))).not.toBeNull();
      i++;
    }
    expect(stored()).toHaveLength(5);
  });

  it('refuses hostile files with a clear message and keeps no row and no file', async () => {
    const job = await f.createJob(t.db);
    const applicant = await signedInReader(t);
    const before = stored().length;
    const cases: [string, Part[], string, Record<string, string[]>][] = [
      [
        'disguised ELF',
        form(job.id, { data: elf(), filename: 'cv.pdf', type: 'application/pdf' }),
        'en',
        { uploaded_file: ['The CV must be a PDF, Word (DOC or DOCX), PNG or JPEG file'] },
      ],
      [
        '5 MB + 1 byte',
        form(job.id, { data: Buffer.concat([pdf(), Buffer.alloc(5 * 1024 * 1024 + 1 - pdf().length, 32)]), filename: 'big.pdf' }),
        'en',
        { uploaded_file: ['The CV must be at most 5 MB'] },
      ],
      ['empty file', form(job.id, { data: Buffer.alloc(0), filename: 'empty.pdf' }), 'ar', { uploaded_file: ['الملف المختار فارغ'] }],
      [
        'a NUL in the comment (PostgreSQL cannot hold it)',
        form(job.id, { data: pdf(), filename: 'cv.pdf' }, 'Hello\u0000'),
        'en',
        { comment: ['This field contains characters that are not allowed'] },
      ],
      [
        '../ in the name',
        form(job.id, { data: pdf(), filename: '../x.pdf' }),
        'en',
        { uploaded_file: ['The file name must not contain a folder path; rename the file and try again'] },
      ],
      [
        '/ in the name',
        form(job.id, { data: pdf(), filename: 'a/b.pdf' }),
        'en',
        { uploaded_file: ['The file name must not contain a folder path; rename the file and try again'] },
      ],
      [
        'drive in the name',
        form(job.id, { data: pdf(), filename: 'C:\\x.pdf' }),
        'ar',
        { uploaded_file: ['يجب ألا يتضمن اسم الملف مسار مجلد؛ غيّر اسم الملف وحاول مرة أخرى'] },
      ],
      ['comment missing', form(job.id, { data: pdf(), filename: 'cv.pdf' }, null), 'en', { comment: ['Field is required'] }],
      ['file missing', form(job.id, null), 'ar', { uploaded_file: ['هذا الحقل مطلوب'] }],
      ['both missing', form(job.id, null, ' '), 'en', { comment: ['Field is required'], uploaded_file: ['Field is required'] }],
      [
        'multipart bomb',
        [...Array.from({ length: 200 }, (_, n) => ({ name: `f${n}`, value: 'x' })), ...form(job.id, { data: pdf(), filename: 'cv.pdf' })],
        'en',
        { uploaded_file: ['The form holds too many parts; send one comment and one file'] },
      ],
    ];
    // A body cut before its end (no closing boundary) is a damaged upload, not a server error.
    const cut = multipart(form(job.id, { data: pdf(), filename: 'cv.pdf' }));
    const damaged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/en/front/apply_job',
      headers: { 'x-access-key': WEB_ACCESS_KEY, 'content-type': cut.contentType, ...applicant.headers },
      payload: cut.payload.subarray(0, cut.payload.length - 60),
    });
    expect(damaged.statusCode).toBe(422);
    expect(damaged.json().data).toEqual({ uploaded_file: ['The upload was damaged on the way; please try again'] });
    for (const [label, parts, lang, fields] of cases) {
      if (process.env.DEBUG_UPLOADS) console.log(label);
      const res = await apply(t, lang, applicant.headers, parts);
      expect(res.status, label).toBe(422);
      expect(res.body.check, label).toBe(false);
      expect(res.body.data, label).toEqual(fields);
    }
    expect(await applications(job.id)).toEqual([]);
    expect(stored()).toHaveLength(before);
  });

  it('keeps the daily limit of applications also under an Idempotency-Key (as the web app sends), storing nothing past it', async () => {
    const applicant = await signedInReader(t);
    for (let i = 0; i < APPLICATIONS_PER_DAY; i++) await f.createJobApplication(t.db, { userId: applicant.user.id });
    const job = await f.createJob(t.db);
    const before = stored().length;
    const res = await apply(t, 'en', { ...applicant.headers, 'idempotency-key': 'apply-over-the-limit' }, form(job.id, { data: pdf(), filename: 'cv.pdf' }));
    expect(res.status).toBe(429);
    expect(res.body.msg).toBe('You have sent the most applications allowed in one day; please try again tomorrow');
    expect(await applications(job.id)).toHaveLength(0);
    expect(stored()).toHaveLength(before);
  });

  it('counts the per-address limit on arrival, whatever the client key: the 11th upload in a minute is refused unread', async () => {
    const before = stored().length;
    const sameAddress = { 'x-forwarded-for': '10.79.0.1' };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const job = await f.createJob(t.db);
      const applicant = await signedInReader(t);
      const { payload, contentType } = multipart(form(job.id, { data: pdf(), filename: 'cv.pdf' }));
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/en/front/apply_job',
        headers: { 'x-access-key': WEB_ACCESS_KEY, 'content-type': contentType, ...applicant.headers, ...sameAddress },
        payload,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    expect(stored()).toHaveLength(before + 10);
  });

  it('refuses visitors, your own job, a closed job and a second application, storing nothing', async () => {
    const poster = await signedInReader(t);
    const applicant = await signedInReader(t);
    const job = await f.createJob(t.db, { userId: poster.user.id });
    const closed = await f.createJob(t.db, { closedAt: new Date() });
    const before = stored().length;
    const cv = { data: pdf(), filename: 'cv.pdf' };
    expect((await apply(t, 'en', {}, form(job.id, cv))).status).toBe(401);
    const own = await apply(t, 'en', poster.headers, form(job.id, cv));
    expect(own).toMatchObject({ status: 403, body: { msg: 'You cannot apply to your own job' } });
    expect((await apply(t, 'en', applicant.headers, form(closed.id, cv))).status).toBe(404);
    expect(stored()).toHaveLength(before);
    expect((await apply(t, 'en', applicant.headers, form(job.id, cv))).status).toBe(200);
    const twice = await apply(t, 'ar', applicant.headers, form(job.id, cv));
    expect(twice).toMatchObject({ status: 409, body: { msg: 'لقد تقدمت لهذه الوظيفة من قبل' } });
    expect(await applications(job.id)).toHaveLength(1);
    expect(stored()).toHaveLength(before + 1);
  });

  it('an Idempotency-Key replays the first answer: one application, one file, one mail', async () => {
    const poster = await f.createUser(t.db, { email: 'once@example.com' });
    const job = await f.createJob(t.db, { userId: poster.id, email: 'jobs-desk@example.com' });
    const applicant = await signedInReader(t);
    const before = stored().length;
    const h = { ...applicant.headers, 'idempotency-key': 'apply-once-1' };
    const first = await apply(t, 'en', h, form(job.id, { data: pdf(), filename: 'cv.pdf' }));
    const again = await apply(t, 'en', h, form(job.id, { data: pdf(), filename: 'cv.pdf' }));
    expect(first).toMatchObject({ status: 200, body: { msg: 'You are applied to this job successfully' } });
    expect(again).toEqual(first);
    expect(await applications(job.id)).toHaveLength(1);
    expect(stored()).toHaveLength(before + 1);
    expect(await t.db.select().from(s.outbox).where(eq(s.outbox.toAddress, 'once@example.com'))).toHaveLength(1);
  });

  it('the same Idempotency-Key with another CV is refused, keeping only the first file', async () => {
    const job = await f.createJob(t.db);
    const applicant = await signedInReader(t);
    const before = stored().length;
    const h = { ...applicant.headers, 'idempotency-key': 'apply-other-cv-1' };
    expect((await apply(t, 'en', h, form(job.id, { data: pdf(), filename: 'cv.pdf' }))).status).toBe(200);
    const other = await apply(t, 'en', h, form(job.id, { data: await png(), filename: 'cv.png' }));
    expect(other.status).toBe(422);
    expect(await applications(job.id)).toHaveLength(1);
    expect(stored()).toHaveLength(before + 1);
  });

  it('an upload cut half-way on a real socket leaves no file behind', async () => {
    const job = await f.createJob(t.db);
    const applicant = await signedInReader(t);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (t.app.server.address() as { port: number }).port;
    const before = stored().length;
    const boundary = '----binaa-cut';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="id"\r\n\r\n${job.id}\r\n--${boundary}\r\nContent-Disposition: form-data; name="comment"\r\n\r\nHello\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="uploaded_file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/v1/en/front/apply_job HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Access-Key: ${WEB_ACCESS_KEY}\r\nAuthorization: Bearer ${applicant.token}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${head.length + 3_000_000}\r\n\r\n`,
    );
    socket.write(head);
    socket.write(pdf());
    // Half of the announced file arrives, then the client goes away.
    for (let sent = 0; sent < 1_500_000; sent += 100_000) {
      socket.write(Buffer.alloc(100_000, 65));
      await new Promise((r) => setTimeout(r, 5));
    }
    await expect.poll(() => filesUnder(t.app.config.privateDir).some((p) => p.endsWith('.part')), { timeout: 5000 }).toBe(true);
    socket.destroy();
    await expect.poll(() => stored().length, { timeout: 10_000 }).toBe(before);
    expect(await applications(job.id)).toEqual([]);
  });

  it('lets only the poster download a CV, through a short-lived signed link', async () => {
    const poster = await signedInReader(t);
    const applicant = await signedInReader(t);
    const other = await signedInReader(t);
    const job = await f.createJob(t.db, { userId: poster.user.id });
    const data = pdf('the bytes of this CV');
    expect((await apply(t, 'en', applicant.headers, form(job.id, { data, filename: 'سيرة ذاتية.pdf' }))).status).toBe(200);
    const mine = myJobsSchema.parse((await t.api('en', 'my_jobs', { headers: poster.headers })).body.data);
    const application = mine.jobs.find((j) => j.id === job.id)!.applications[0]!;
    expect(application).toMatchObject({ name: applicant.user.fullName, email: applicant.user.email, file_name: 'سيرة ذاتية.pdf', file_size: data.length });

    expect((await downloadLink(t, {}, application.id)).status).toBe(401);
    const refused = await downloadLink(t, other.headers, application.id);
    expect(refused.status).toBe(403);
    expect((await downloadLink(t, applicant.headers, application.id)).status).toBe(403);
    const link = await downloadLink(t, poster.headers, application.id);
    expect(link.status).toBe(200);
    const file = await t.app.inject({ url: link.body.data.url, headers: { 'x-access-key': WEB_ACCESS_KEY } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(data)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="__________.pdf"; filename*=UTF-8''${encodeURIComponent('سيرة ذاتية.pdf')}`);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('private, no-store');

    const secret = loadSecret(t.app.config);
    const expired = signApplicationToken(secret, application.id, Math.floor(Date.now() / 1000) - 1);
    const tampered = link.body.data.url.replace(/token=(\d+)/, (_m, id: string) => `token=${Number(id) + 1}`);
    for (const url of [`/api/v1/en/front/job_application_file?token=${expired}`, tampered, '/api/v1/en/front/job_application_file?token=x']) {
      const res = await t.app.inject({ url, headers: { 'x-access-key': WEB_ACCESS_KEY } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ check: false, msg: 'This download link is not valid or has expired; ask for a new one' });
    }
  });
});

describe('S3 storage (a local s3rver)', () => {
  let t: TestApp;
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3('binaa-cvs');
    t = await buildTestApp({ env: s3.env });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });
  const objects = async () => (await s3.keys()).length;

  it('stores the CV in the bucket, refuses a disguised one without an object, and the poster downloads the same bytes', async () => {
    expect(t.app.storage.kind).toBe('s3');
    const poster = await signedInReader(t);
    const applicant = await signedInReader(t);
    const job = await f.createJob(t.db, { userId: poster.user.id });
    const bad = await apply(t, 'en', applicant.headers, form(job.id, { data: elf(), filename: 'cv.pdf', type: 'application/pdf' }));
    expect(bad.status).toBe(422);
    expect(await objects()).toBe(0);

    const data = docx();
    expect((await apply(t, 'en', applicant.headers, form(job.id, { data, filename: 'cv.docx' }))).status).toBe(200);
    expect(await objects()).toBe(1);
    const [row] = await t.db.select().from(s.jobApplications).where(eq(s.jobApplications.jobId, job.id));
    expect(await t.app.storage.exists(row!.filePath)).toBe(true);
    const link = await downloadLink(t, poster.headers, row!.id);
    const file = await t.app.inject({ url: link.body.data.url, headers: { 'x-access-key': WEB_ACCESS_KEY } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(data)).toBe(true);

    // A second application to the same job is refused before anything reaches the bucket.
    expect((await apply(t, 'en', applicant.headers, form(job.id, { data, filename: 'cv.docx' }))).status).toBe(409);
    expect(await objects()).toBe(1);
    await t.app.storage.delete(row!.filePath);
    expect(await t.app.storage.exists(row!.filePath)).toBe(false);
    expect(await t.app.storage.get(row!.filePath)).toBeNull();
  });
});
