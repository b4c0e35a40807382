/**
 * A local fake of Fawaterk's v2 invoice API (the shapes of fawaterak-api.readme.io:
 * "sendpayment"/createInvoiceLink, getInvoiceData, "web-hook"), on 127.0.0.1 and a free port.
 * It checks the bearer key and the request body as Fawaterk documents them, records every
 * request, and signs webhooks as Fawaterk does.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface FakeInvoice {
  invoiceId: number;
  invoiceKey: string;
  /** LE, as sent ("150.00"). */
  cartTotal: string;
  currency: string;
  status: 'pending' | 'paid' | 'expired';
  body: Record<string, unknown>;
  /** What getInvoiceData answers as `total` instead of cartTotal (a provider that reports another amount). */
  answerTotal?: number;
}

/** hashKey of a paid webhook: HMAC-SHA256(vendorKey, InvoiceId=…&InvoiceKey=…&PaymentMethod=…). */
export function webhookHash(fields: { invoice_id: number | string; invoice_key: string; payment_method: string }, vendorKey: string): string {
  const signed = `InvoiceId=${fields.invoice_id}&InvoiceKey=${fields.invoice_key}&PaymentMethod=${fields.payment_method}`;
  return createHmac('sha256', vendorKey).update(signed).digest('hex');
}

/** A paid webhook body as Fawaterk posts it (the hashKey version), signed with vendorKey. */
export function signedWebhook(
  fields: { invoice_id: number | string; invoice_key: string; payment_method?: string } & Record<string, unknown>,
  vendorKey: string,
): Record<string, unknown> {
  const body = {
    invoice_status: 'paid',
    pay_load: null,
    referenceNumber: '982443480',
    ...fields,
    payment_method: fields.payment_method ?? 'Visa-Mastercard',
  };
  return { hashKey: webhookHash(body, vendorKey), ...body };
}

export interface FakeFawaterk {
  /** What the adapter's baseUrl should be (no /api/v2). */
  baseUrl: string;
  requests: FakeRequest[];
  invoices: Map<number, FakeInvoice>;
  /** The next API call answers this HTTP status and an error body. */
  failNext(status: number): void;
  setStatus(invoiceId: number | string, status: FakeInvoice['status']): void;
  /** getInvoiceData answers this total (LE) for the invoice from now on. */
  setAnswerTotal(invoiceId: number | string, total: number): void;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const isDecimal = (v: unknown): boolean => (typeof v === 'string' && /^\d+(\.\d{1,2})?$/.test(v)) || (typeof v === 'number' && Number.isFinite(v) && v >= 0);

/** Why a createInvoiceLink body is invalid, or undefined when it is as documented. */
function invalidInvoice(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return 'body';
  const b = body as Record<string, unknown>;
  if (!isDecimal(b.cartTotal)) return 'cartTotal';
  if (typeof b.currency !== 'string' || !['EGP', 'USD', 'SR', 'AED', 'KWD', 'QAR', 'BHD'].includes(b.currency)) return 'currency';
  const c = b.customer as Record<string, unknown> | undefined;
  if (!c || typeof c.first_name !== 'string' || !c.first_name || typeof c.last_name !== 'string' || !c.last_name) return 'customer';
  if (!Array.isArray(b.cartItems) || b.cartItems.length === 0) return 'cartItems';
  let sum = 0;
  for (const item of b.cartItems as Record<string, unknown>[]) {
    if (typeof item.name !== 'string' || !item.name || !isDecimal(item.price)) return 'cartItems';
    if (!Number.isInteger(Number(item.quantity)) || Number(item.quantity) < 1) return 'cartItems';
    sum += Math.round(Number(item.price) * 100) * Number(item.quantity);
  }
  if (sum !== Math.round(Number(b.cartTotal) * 100)) return 'cartTotal';
  const r = b.redirectionUrls as Record<string, unknown> | undefined;
  if (!r || ['successUrl', 'failUrl', 'pendingUrl'].some((k) => typeof r[k] !== 'string')) return 'redirectionUrls';
  return undefined;
}

export async function startFakeFawaterk(options: { apiKey: string }): Promise<FakeFawaterk> {
  const requests: FakeRequest[] = [];
  const invoices = new Map<number, FakeInvoice>();
  let nextId = 1000430;
  let failStatus: number | undefined;
  let baseUrl = '';

  const server: Server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      let body: unknown = undefined;
      if (raw) {
        try {
          body = JSON.parse(raw);
        } catch {
          body = raw;
        }
      }
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });

      if (failStatus !== undefined) {
        const status = failStatus;
        failStatus = undefined;
        return send(res, status, { status: 'error', message: 'Internal error' });
      }
      if (req.headers.authorization !== `Bearer ${options.apiKey}`) {
        return send(res, 401, { status: 'error', message: 'Unauthenticated.' });
      }
      if (req.method === 'POST' && path === '/api/v2/createInvoiceLink') {
        const invalid = invalidInvoice(body);
        if (invalid) return send(res, 422, { status: 'error', message: { [invalid]: ['invalid'] } });
        const b = body as Record<string, unknown>;
        const invoiceId = nextId++;
        const invoiceKey = randomBytes(8).toString('base64url').slice(0, 15);
        invoices.set(invoiceId, {
          invoiceId,
          invoiceKey,
          cartTotal: String(b.cartTotal),
          currency: String(b.currency),
          status: 'pending',
          body: b,
        });
        return send(res, 200, {
          status: 'success',
          data: { url: `${baseUrl}/invoice/${invoiceId}/${invoiceKey}`, invoiceId, invoiceKey },
        });
      }
      const m = /^\/api\/v2\/getInvoiceData\/(\d+)$/.exec(path);
      if (req.method === 'GET' && m) {
        const inv = invoices.get(Number(m[1]));
        if (!inv) return send(res, 404, { status: 'error', message: 'Invoice not found' });
        return send(res, 200, {
          status: 'success',
          data: {
            invoice_id: inv.invoiceId,
            invoice_key: inv.invoiceKey,
            total: inv.answerTotal ?? Number(inv.cartTotal),
            currency: inv.currency,
            paid: inv.status === 'paid' ? 1 : 0,
            status_text: inv.status,
            payment_method: inv.status === 'paid' ? 'Visa-Mastercard' : null,
          },
        });
      }
      return send(res, 404, { status: 'error', message: 'Not found' });
    })().catch(() => send(res, 500, { status: 'error' }));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    requests,
    invoices,
    failNext(status) {
      failStatus = status;
    },
    setStatus(invoiceId, status) {
      const inv = invoices.get(Number(invoiceId));
      if (!inv) throw new Error(`no invoice ${invoiceId}`);
      inv.status = status;
    },
    setAnswerTotal(invoiceId, total) {
      const inv = invoices.get(Number(invoiceId));
      if (!inv) throw new Error(`no invoice ${invoiceId}`);
      inv.answerTotal = total;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
