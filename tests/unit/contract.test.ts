/** The request a contract makes of a caller's input (decision 043): what the web client sends. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calls, defineCall, operationIdOf, requestOf, shapeOf } from '../../src/shared/contract';
import { newsCalls } from '../../src/shared/schemas/news';
import { contactCalls } from '../../src/shared/schemas/contact';

describe('requestOf', () => {
  it('fills the path parameters (encoded) and sends no body on a GET', () => {
    expect(requestOf(shapeOf(newsCalls.newsTopic), { id: 12, category_id: 0 })).toEqual({ method: 'GET', path: 'news/12/0' });
    const page = defineCall({
      name: 'page',
      method: 'GET',
      path: 'page/:slug',
      params: z.object({ slug: z.string() }),
      answer: z.null(),
      tags: [],
      summary: '',
    });
    expect(requestOf(shapeOf(page), { slug: 'a b/c' }).path).toBe('page/a%20b%2Fc');
  });

  it("puts the query's fields in the query string in the caller's order", () => {
    const req = requestOf(shapeOf(newsCalls.news), { rows: 22, page: 2, category: 1, word: undefined });
    expect(req).toEqual({ method: 'GET', path: 'news', query: { rows: 22, page: 2, category: 1, word: undefined } });
    expect(Object.keys(req.query!)).toEqual(['rows', 'page', 'category', 'word']);
  });

  it('sends the other fields as the JSON body, {} for a POST without one, the FormData of an upload', () => {
    const message = { name: 'a', email: 'a@b.co', code: '+20', phone: '+2001012345678', message: 'hi' };
    expect(requestOf(shapeOf(contactCalls.contactUs), message)).toEqual({ method: 'POST', path: 'contact_us', body: message });
    const bare = defineCall({
      name: 'resend',
      method: 'POST',
      path: 'outbox/:id/resend',
      params: z.object({ id: z.number() }),
      answer: z.null(),
      tags: [],
      summary: '',
    });
    expect(requestOf(shapeOf(bare), { id: 3 })).toEqual({ method: 'POST', path: 'outbox/3/resend', body: {} });
    const form = new FormData();
    const upload = defineCall({
      name: 'photo',
      method: 'POST',
      path: 'x/:id/photo',
      params: z.object({ id: z.number() }),
      body: 'multipart',
      answer: z.null(),
      tags: [],
      summary: '',
    });
    expect(requestOf(shapeOf(upload), { id: 1 }, form)).toEqual({ method: 'POST', path: 'x/1/photo', body: form });
  });
});

describe('calls and names', () => {
  it('keys a group by the calls’ names and names an operation by scope and name', () => {
    const a = defineCall({ name: 'one', method: 'GET', path: 'one', answer: z.null(), tags: [], summary: '' });
    const b = defineCall({ name: 'two', scope: 'admin', method: 'GET', path: 'two', answer: z.null(), tags: [], summary: '' });
    expect(Object.keys(calls(a, b))).toEqual(['one', 'two']);
    expect([operationIdOf(a), operationIdOf(b)]).toEqual(['frontOne', 'adminTwo']);
  });
});
