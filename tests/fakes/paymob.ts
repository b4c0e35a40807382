/**
 * A local fake of Paymob's HTTP API (tests only), on 127.0.0.1 and a free port: Create Intention
 * (POST /v1/intention/), transaction inquiry (POST /api/ecommerce/orders/transaction_inquiry) and
 * refund (POST /api/acceptance/void_refund/refund), with the documented request and answer shapes.
 * It checks `Authorization: Token <secret key>` and the body, records every request, and pays an
 * intention on demand (`pay`), giving the transaction object a callback carries; `signedCallback`
 * wraps one as Paymob posts it, with its own HMAC implementation (independent of the adapter's).
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

type Json = Record<string, unknown>;

interface Intention {
  id: string;
  clientSecret: string;
  orderId: number;
  amount: number;
  currency: string;
  integrationId: number;
  specialReference: string;
}

export interface FakePaymob {
  baseUrl: string;
  requests: RecordedRequest[];
  intentions: Intention[];
  /** The next request is answered with this status (and an error body). */
  failNext(status: number): void;
  /** The next request is never answered (a timeout). */
  hangNext(): void;
  /** Answer transactions wrapped as {type: 'TRANSACTION', obj} (as in some of Paymob's samples). */
  envelope: boolean;
  /** A transaction on the intention of this order; the object its processed callback carries. */
  pay(orderId: number, outcome?: { success?: boolean; pending?: boolean }): Json;
  close(): Promise<void>;
}

/** The 20 signed fields, in Paymob's documented order (HMAC Transaction Callback). */
const SIGNED = [
  ['amount_cents'],
  ['created_at'],
  ['currency'],
  ['error_occured'],
  ['has_parent_transaction'],
  ['id'],
  ['integration_id'],
  ['is_3d_secure'],
  ['is_auth'],
  ['is_capture'],
  ['is_refunded'],
  ['is_standalone_payment'],
  ['is_voided'],
  ['order', 'id'],
  ['owner'],
  ['pending'],
  ['source_data', 'pan'],
  ['source_data', 'sub_type'],
  ['source_data', 'type'],
  ['success'],
];

/** The processed callback as Paymob posts it: JSON body and ?hmac= in the query string. */
export function signedCallback(obj: Json, hmacSecret: string): { headers: Record<string, string>; query: Record<string, string>; body: Json } {
  const text = SIGNED.map((path) => {
    let value: unknown = obj;
    for (const key of path) value = (value as Json)[key];
    return value === null ? '' : String(value);
  }).join('');
  const hmac = createHmac('sha512', hmacSecret).update(text).digest('hex');
  return {
    headers: { 'content-type': 'application/json' },
    query: { hmac },
    body: { type: 'TRANSACTION', obj, issuer_bank: null, transaction_processed_callback_responses: null },
  };
}

const OWNER = 302852;
const REQUIRED_BILLING = ['first_name', 'last_name', 'email', 'phone_number'];

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

export async function startFakePaymob(options: { secretKey: string; integrationIds: number[] }): Promise<FakePaymob> {
  const requests: RecordedRequest[] = [];
  const intentions: Intention[] = [];
  /** Transactions by id (payments and refunds). */
  const transactions = new Map<number, Json>();
  let nextOrder = 217503754;
  let nextTransaction = 192036465;
  let failStatus: number | undefined;
  let hang = false;

  function transaction(intention: Intention, fields: Json): Json {
    const id = nextTransaction++;
    const obj: Json = {
      id,
      pending: false,
      amount_cents: intention.amount,
      success: true,
      is_auth: false,
      is_capture: false,
      is_standalone_payment: true,
      is_voided: false,
      is_refunded: false,
      is_3d_secure: true,
      integration_id: intention.integrationId,
      profile_id: 1,
      has_parent_transaction: false,
      order: { id: intention.orderId, merchant_order_id: intention.specialReference, amount_cents: intention.amount, currency: intention.currency },
      created_at: `2026-11-25T10:00:${String(id % 60).padStart(2, '0')}.592345`,
      currency: intention.currency,
      source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
      error_occured: false,
      owner: OWNER,
      data: { message: 'Approved' },
      ...fields,
    };
    transactions.set(id, obj);
    return obj;
  }

  function handle(path: string, body: unknown): [number, unknown] {
    if (path === '/v1/intention/') {
      const b = body as Json;
      const items = b.items as Json[] | undefined;
      const billing = b.billing_data as Json | undefined;
      const errors: string[] = [];
      if (!isInteger(b.amount) || b.amount <= 0) errors.push('amount');
      if (b.currency !== 'EGP') errors.push('currency');
      const methods = b.payment_methods;
      if (!Array.isArray(methods) || methods.length === 0 || !methods.every((m) => options.integrationIds.includes(m as number))) {
        return [404, { detail: 'Integration ID/Name does not exist in our system .' }];
      }
      if (!Array.isArray(items) || items.length === 0) errors.push('items');
      else {
        for (const item of items) if (typeof item.name !== 'string' || !item.name || !isInteger(item.amount) || !isInteger(item.quantity)) errors.push('items');
        const sum = items.reduce((total, item) => total + (item.amount as number) * (item.quantity as number), 0);
        if (sum !== b.amount) errors.push('amount: the sum of the items');
      }
      if (!billing || !REQUIRED_BILLING.every((key) => typeof billing[key] === 'string' && billing[key] !== '')) errors.push('billing_data');
      for (const key of ['notification_url', 'redirection_url']) if (typeof b[key] !== 'string' || !/^https?:\/\//.test(b[key] as string)) errors.push(key);
      if (errors.length > 0) return [400, { detail: errors }];
      const orderId = nextOrder++;
      const intention: Intention = {
        id: `pi_test_${orderId.toString(16)}`,
        clientSecret: `egy_csk_test_${orderId.toString(16)}`,
        orderId,
        amount: b.amount as number,
        currency: 'EGP',
        integrationId: (methods as number[])[0],
        specialReference: String(b.special_reference ?? ''),
      };
      intentions.push(intention);
      return [
        201,
        {
          id: intention.id,
          client_secret: intention.clientSecret,
          intention_order_id: orderId,
          amount: intention.amount,
          currency: 'EGP',
          status: 'intended',
          special_reference: intention.specialReference,
          payment_methods: (methods as number[]).map((id) => ({ integration_id: id, name: 'Card', method_type: 'card', currency: 'EGP' })),
          intention_detail: { amount: intention.amount, items, currency: 'EGP', billing_data: billing },
          created: '2026-11-25T10:00:00Z',
        },
      ];
    }
    if (path === '/api/ecommerce/orders/transaction_inquiry') {
      const b = body as Json;
      if (!isInteger(b.order_id)) return [400, { order_id: ['This field is required.'] }];
      const found = [...transactions.values()].filter((t) => (t.order as Json).id === b.order_id && t.has_parent_transaction === false);
      if (found.length === 0) return [404, { detail: 'Not found.' }];
      return [200, found[found.length - 1]];
    }
    if (path === '/api/acceptance/void_refund/refund') {
      const b = body as Json;
      if (!isInteger(b.transaction_id) || !isInteger(b.amount_cents)) return [400, { detail: 'transaction_id and amount_cents are required' }];
      const parent = transactions.get(b.transaction_id);
      if (!parent) return [404, { detail: 'Not found.' }];
      const intention = intentions.find((i) => i.orderId === (parent.order as Json).id)!;
      const refunded = (parent.refunded_amount_cents as number | undefined) ?? 0;
      const allowed = parent.success === true && !parent.pending && b.amount_cents > 0 && refunded + b.amount_cents <= (parent.amount_cents as number);
      if (allowed) {
        parent.refunded_amount_cents = refunded + b.amount_cents;
        parent.is_refunded = true;
      }
      return [
        200,
        transaction(intention, {
          amount_cents: b.amount_cents,
          success: allowed,
          has_parent_transaction: true,
          is_refund: true,
          parent_transaction: parent.id,
        }),
      ];
    }
    return [404, { detail: 'Not found.' }];
  }

  const server: Server = createServer((request, response) => {
    void readBody(request).then((text) => {
      const path = (request.url ?? '/').split('?')[0];
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization, body });
      if (hang) {
        hang = false;
        return;
      }
      let status: number;
      let answer: unknown;
      if (failStatus !== undefined) {
        [status, answer] = [failStatus, { detail: 'Server Error' }];
        failStatus = undefined;
      } else if (request.method !== 'POST') [status, answer] = [405, { detail: 'Method not allowed.' }];
      else if (request.headers.authorization !== `Token ${options.secretKey}`) [status, answer] = [401, { detail: 'Invalid token.' }];
      else if (typeof body !== 'object' || body === null || request.headers['content-type'] !== 'application/json')
        [status, answer] = [400, { detail: 'JSON body expected' }];
      else [status, answer] = handle(path, body);
      if (fake.envelope && status === 200 && path !== '/v1/intention/') answer = { type: 'TRANSACTION', obj: answer };
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakePaymob = {
    envelope: false,
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    intentions,
    failNext(status) {
      failStatus = status;
    },
    hangNext() {
      hang = true;
    },
    pay(orderId, outcome = {}) {
      const intention = intentions.find((i) => i.orderId === orderId);
      if (!intention) throw new Error(`fake paymob: no intention for order ${orderId}`);
      const success = outcome.success ?? true;
      const pending = outcome.pending ?? false;
      return transaction(intention, { success, pending, error_occured: false, data: { message: success ? 'Approved' : 'Declined' } });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return fake;
}
