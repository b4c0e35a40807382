import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { contactMessages } from '../../src/server/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const valid = { name: 'Mona Hassan', email: 'Mona@Example.com', code: '+20', phone: '+2001012345678', message: 'Please send me the white cement price list.' };

describe('POST contact_us', () => {
  it('stores the message and thanks the sender in their language', async () => {
    const en = await t.api('en', 'contact_us', { body: valid });
    expect(en.status).toBe(200);
    expect(en.body).toEqual({ check: true, msg: 'thank you for contact us', data: null });
    const ar = await t.api('ar', 'contact_us', { body: { ...valid, name: 'منى حسن' } });
    expect(ar.body.msg).toBe('شكرًا لتواصلك معنا');
    const rows = await t.db.select().from(contactMessages).orderBy(desc(contactMessages.id));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ name: 'منى حسن', email: 'mona@example.com', code: '+20', phone: '+2001012345678', lang: 'ar' });
  });

  it('rejects every field by the rules of SPEC section 5 with 422 and messages per field', async () => {
    const res = await t.api('en', 'contact_us', { body: { name: '', email: 'not-an-email', code: '+44', phone: '+440123', message: ' ' } });
    expect(res.status).toBe(422);
    expect(res.body.check).toBe(false);
    expect(res.body.data).toEqual({
      name: ['Field is required'],
      email: ['E-mail must be valid'],
      code: ['Field is required'],
      message: ['Field is required'],
    });
    const missing = await t.api('ar', 'contact_us', { body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.data).toMatchObject({ name: ['هذا الحقل مطلوب'], email: ['من فضلك أدخل البريد الإلكتروني'], phone: ['هذا الحقل مطلوب'] });
  });

  it('checks the mobile rule on the number after the code', async () => {
    const res = await t.api('ar', 'contact_us', { body: { ...valid, phone: '+2001312345678' } });
    expect(res.status).toBe(422);
    expect(res.body.data).toEqual({ phone: ['من فضلك أدخل رقم الموبايل'] });
  });

  it('a filled honeypot looks accepted but stores nothing', async () => {
    const before = (await t.db.select().from(contactMessages)).length;
    const res = await t.api('en', 'contact_us', { body: { ...valid, website: 'http://spam.example' } });
    // A bot that fills it is told nothing useful.
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('thank you for contact us');
    expect((await t.db.select().from(contactMessages)).length).toBe(before);
  });
});
