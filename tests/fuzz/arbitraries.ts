/**
 * fast-check arbitraries for the fuzz suite (tests/api/fuzz.test.ts): valid-shaped values built
 * from a route's JSON Schema (the OpenAPI the app generates from its Zod schemas), and the
 * hostile values and mutations of issue 15 (NUL, RTL overrides, lone surrogates, 10k strings,
 * deep JSON, numbers as strings, arrays and objects for scalars, missing and extra fields,
 * `__proto__` keys, SQL/HTML payloads, invalid UTF-8, malformed JSON, wrong content types).
 *
 * A schema construct this file does not know throws `CannotFuzz`: a new route whose schema
 * cannot be generated fails the suite instead of being skipped.
 */
import fc from 'fast-check';

export class CannotFuzz extends Error {}

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
  nullable?: boolean;
  description?: string;
  [k: string]: unknown;
}

/** Keys of a JSON Schema that only describe: they change nothing of what is generated. */
const DESCRIPTIVE = new Set(['description', 'default', 'title', 'examples', 'example', '$schema', 'deprecated', 'readOnly', 'writeOnly']);
const KNOWN = new Set([
  ...DESCRIPTIVE,
  'type',
  'enum',
  'const',
  'pattern',
  'format',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'items',
  'properties',
  'required',
  'additionalProperties',
  'anyOf',
  'oneOf',
  'nullable',
]);

// ---------------------------------------------------------------------------------------------
// Hostile values

const SQL = ["' OR 1=1 --", "'; DROP TABLE users; --", '1 UNION SELECT password_hash FROM users', '\\', "%' AND '%'='", '$1', "E'\\x00'"];
const HTML = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '{{constructor.constructor("alert(1)")()}}', '${7*7}', '<!--', ']]>'];
const UNICODE = [
  '\u0000',
  'a\u0000b',
  'مرحبا\u0000',
  '\u202Eevil\u202C',
  '\u202Egnp.exe',
  '\u200F\u200E\u2066\u2069',
  '\ud800',
  'x\udc00y',
  '\udfff\ud800',
  '\uFEFF',
  '\uFFFD',
  '\uFFFF',
  '👷🏽‍♀️🏗️',
  'إسمنت بورتلاندي',
  'ـــ',
  '   ',
  '\t\r\n',
  '\u0085\u2028\u2029',
];
const NUMERIC_TEXT = ['0', '-1', '1e309', '-0', 'NaN', 'Infinity', '0x10', '1.5', '١٢٣', '00001', '9'.repeat(40), ' 1 ', '2147483648', '-2147483649'];
const PATHS = ['../../etc/passwd', '%2e%2e%2f', 'C:\\Windows', '/dev/null'];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...SQL, ...HTML, ...UNICODE, ...NUMERIC_TEXT, ...PATHS, ''),
  fc.constantFrom('a'.repeat(10_000), 'م'.repeat(10_000), '\u0000'.repeat(10_000), '\ud800'.repeat(5_000)),
  // A valid-looking text with a poison character somewhere inside.
  fc
    .tuple(fc.string({ maxLength: 20 }), fc.constantFrom('\u0000', '\u202E', '\ud800', '\udc00', '\uFFFE'), fc.string({ maxLength: 20 }))
    .map(([a, p, b]) => a + p + b),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'binary-ascii', maxLength: 30 }),
);

/** Depth-n nested arrays or objects (JSON values). */
export const deep = (depth: number, kind: 'array' | 'object'): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = kind === 'array' ? [v] : { a: v };
  return v;
};

const hugeNumber = fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, -(2 ** 53) - 2, 1e308, -1e308, Number.MIN_VALUE, -0, 0.5, -1, 0);

/** Anything a JSON body may carry in a field meant for something else. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hugeNumber },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 2, arbitrary: fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(deep(1000, 'array'), deep(1000, 'object'), deep(50, 'array')) },
  { weight: 1, arbitrary: fc.constant({ toString: 'x', valueOf: 1, length: 1e9 }) },
);

/** A hostile value in the place of a string given by a valid one (numbers as strings and the like). */
const shapeShift = (v: unknown): fc.Arbitrary<unknown> =>
  fc.constantFrom<unknown>(
    [v],
    { value: v },
    typeof v === 'string' ? Number(v) || 1 : (JSON.stringify(v) ?? 'undefined'),
    typeof v === 'number' ? `${v}` : 42,
    typeof v === 'string' ? ` ${v} ` : typeof v === 'number' ? -Math.abs(v) - 1 : -1,
    null,
  );

// ---------------------------------------------------------------------------------------------
// Valid-shaped values from a JSON Schema

/** Ids: mostly small, so that seeded rows are found and the code behind them runs. */
const idLike = (min: number, max: number) => {
  // The edges a schema allows and the 32-bit edges a database column may not (2^31 - 1, 2^31).
  const edges = [min, max, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1].filter((n) => n >= min && n <= max);
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: Math.max(min, 0), max: Math.max(Math.min(max, 40), Math.max(min, 0)) }) },
    { weight: 1, arbitrary: fc.integer({ min, max }) },
    { weight: 1, arbitrary: fc.constantFrom(...edges) },
  );
};

const day = (d: Date) => d.toISOString().slice(0, 10);
const dateArb = fc.oneof(
  // Mostly the last days (where the seeded prices are), sometimes years back or a few days ahead.
  { weight: 3, arbitrary: fc.integer({ min: -2, max: 7 }).map((n) => day(new Date(Date.now() - n * 86_400_000))) },
  { weight: 1, arbitrary: fc.date({ min: new Date('2019-12-25T00:00:00Z'), max: new Date(Date.now() + 3 * 86_400_000), noInvalidDate: true }).map(day) },
);

const text = (minLength: number, maxLength: number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, Math.max(minLength, 30)) }) },
    {
      weight: 2,
      arbitrary: fc.string({ unit: fc.constantFrom(...'إسمنت حديد بناء مصر جديد'), minLength, maxLength: Math.min(maxLength, Math.max(minLength, 30)) }),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, Math.max(minLength, 12)) }) },
    // The longest accepted value (and one over the limit via the hostile mutations).
    { weight: maxLength < 100_000 ? 1 : 0, arbitrary: fc.constant('x'.repeat(Math.max(minLength, maxLength))) },
  );

/** Lookarounds are not supported by fc.stringMatching: generate from the rest, keep whatever comes. */
function patternArb(pattern: string): fc.Arbitrary<string> {
  const re = new RegExp(pattern);
  try {
    return fc.stringMatching(re);
  } catch {
    const stripped = fc.stringMatching(new RegExp(pattern.replace(/\(\?<?[=!](?:[^()\\]|\\.|\([^()]*\))*\)/g, '')));
    // Mostly values the whole pattern accepts; now and then one that only the rest accepts.
    return fc.oneof({ weight: 4, arbitrary: stripped.filter((v) => re.test(v)) }, { weight: 1, arbitrary: stripped });
  }
}

export interface GenContext {
  /** Values worth trying for a field by name (known e-mails, usernames, codes of the seeded data). */
  known: Record<string, readonly unknown[]>;
}

function stringArb(name: string, s: JsonSchema, ctx: GenContext): fc.Arbitrary<string> {
  if (s.enum) return fc.constantFrom(...(s.enum as string[]));
  if (s.const !== undefined) return fc.constant(s.const as string);
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 10_000;
  let arb: fc.Arbitrary<string>;
  if (s.format === 'email' || /email/.test(name)) arb = fc.emailAddress().filter((e) => e.length <= max && (!s.pattern || new RegExp(s.pattern).test(e)));
  else if (s.format === 'date' || /(^|_)date$/.test(name)) arb = dateArb;
  else if (s.pattern) arb = patternArb(s.pattern);
  // A file of a multipart body: its bytes (the test's sender makes the part).
  else if (s.format === 'binary') arb = fc.oneof(text(0, 2000), fc.constantFrom('%PDF-1.4\n%%EOF\n', '\u007fELF\u0002\u0001', ''));
  else if (s.format) throw new CannotFuzz(`string format ${s.format} of ${name}`);
  else arb = text(min, max);
  const known = ctx.known[name] as string[] | undefined;
  return known?.length ? fc.oneof(arb, fc.constantFrom(...known)) : arb;
}

/** A value that the schema accepts (or nearly: refinements the JSON Schema cannot say are not known). */
export function valid(name: string, s: JsonSchema, ctx: GenContext): fc.Arbitrary<unknown> {
  for (const k of Object.keys(s)) if (!KNOWN.has(k)) throw new CannotFuzz(`JSON Schema keyword "${k}" at ${name || '(root)'}`);
  const alts = s.anyOf ?? s.oneOf;
  if (alts) return fc.oneof(...alts.map((a) => valid(name, a, ctx)));
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.const !== undefined) return fc.constant(s.const);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((t) => valid(name, { ...s, type: t }, ctx)));
  const type = types[0];
  let arb: fc.Arbitrary<unknown>;
  switch (type) {
    case 'string':
      arb = stringArb(name, s, ctx);
      break;
    case 'integer':
    case 'number': {
      const exMin = s.exclusiveMinimum === true ? 1 : 0;
      const exMax = s.exclusiveMaximum === true ? 1 : 0;
      const min = Math.max(typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : (s.minimum ?? -(2 ** 31)) + exMin, Number.MIN_SAFE_INTEGER);
      const max = Math.min(typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - 1 : (s.maximum ?? 2 ** 31) - exMax, Number.MAX_SAFE_INTEGER);
      const known = ctx.known[name] as number[] | undefined;
      arb = type === 'integer' ? idLike(min, max) : fc.double({ min, max, noNaN: true });
      if (known?.length) arb = fc.oneof(arb, fc.constantFrom(...known));
      break;
    }
    case 'boolean':
      arb = fc.boolean();
      break;
    case 'null':
      arb = fc.constant(null);
      break;
    case 'array':
      if (!s.items) throw new CannotFuzz(`array without items at ${name}`);
      arb = fc.array(valid(name, s.items, ctx), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 6, 6) });
      break;
    case 'object':
      arb = objectArb(s, ctx);
      break;
    case undefined:
      if (Object.keys(s).every((k) => DESCRIPTIVE.has(k))) arb = fc.jsonValue({ maxDepth: 2 });
      else throw new CannotFuzz(`schema without a type at ${name}: ${JSON.stringify(s).slice(0, 200)}`);
      break;
    default:
      throw new CannotFuzz(`type ${type} at ${name}`);
  }
  return s.nullable ? fc.oneof(arb, fc.constant(null)) : arb;
}

function objectArb(s: JsonSchema, ctx: GenContext): fc.Arbitrary<Record<string, unknown>> {
  const props = s.properties ?? {};
  const required = new Set(s.required ?? []);
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [k, p] of Object.entries(props)) fields[k] = valid(k, p, ctx);
  // Rules across fields that JSON Schema cannot say: `confirm_x` repeats `x` (or `new_x`).
  const mirrors = Object.keys(props)
    .filter((k) => k.startsWith('confirm_'))
    .map((k) => [k, [k.slice(8), `new_${k.slice(8)}`].find((o) => o in props)] as const)
    .filter((m): m is readonly [string, string] => m[1] != null);
  return fc.tuple(fc.record(fields, { requiredKeys: [...required] as never[] }), fc.boolean()).map(([v, mirror]) => {
    const out = v as Record<string, unknown>;
    if (mirror) for (const [confirm, of] of mirrors) if (out[of] !== undefined) out[confirm] = out[of];
    return out;
  });
}

// ---------------------------------------------------------------------------------------------
// Mutations of a valid object (a body or a query)

export type Mutation =
  | { kind: 'valid' }
  | { kind: 'field'; field: string; value: unknown }
  | { kind: 'shape'; field: string; value: unknown }
  | { kind: 'missing'; field: string }
  | { kind: 'extra'; extra: Record<string, unknown> }
  | { kind: 'whole'; value: unknown }
  | { kind: 'poison'; field: string; value: string };

/** Characters that a valid-looking text may carry and something downstream may not. */
const POISON = ['\u0000', '\ud800', '\udfff', '\u202E', '\uFFFE', '\u0008', '\u001B[31m', '%00', '\\0', "'"];

const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'role',
  'user_active',
  'id',
  'is_admin',
  'password_hash',
  'toString',
  'hasOwnProperty',
  'x'.repeat(300),
  '',
  'a.b',
  '$where',
];

/** One mutation of an object with the schema's field names (several fields may be hit via `field`). */
export function mutation(s: JsonSchema | undefined, sample: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<{ value: unknown; mutation: Mutation }> {
  const names = Object.keys(s?.properties ?? {});
  const required = s?.required ?? [];
  const pick = <T>(list: T[], fallback: T) => (list.length ? fc.constantFrom(...list) : fc.constant(fallback));
  return fc.oneof(
    { weight: 4, arbitrary: sample.map((value) => ({ value, mutation: { kind: 'valid' } as Mutation })) },
    {
      weight: 5,
      arbitrary: fc
        .tuple(sample, pick(names, 'q'), hostileJson)
        .map(([v, field, value]) => ({ value: { ...v, [field]: value }, mutation: { kind: 'field', field, value } as Mutation })),
    },
    {
      // A valid value with one poison character inside: the rest of the request passes, so the
      // character travels as far as the code lets it (the database refuses NUL, for one).
      weight: 4,
      arbitrary: fc.tuple(sample, pick(names, 'q'), fc.constantFrom(...POISON), fc.nat()).map(([v, field, p, at]) => {
        const was = typeof v[field] === 'string' ? (v[field] as string) : 'abc';
        const i = was.length ? at % (was.length + 1) : 0;
        const value = was.slice(0, i) + p + was.slice(i);
        return { value: { ...v, [field]: value }, mutation: { kind: 'poison', field, value } as Mutation };
      }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(sample, pick(names, 'q'))
        .chain(([v, field]) =>
          shapeShift(v[field] ?? 'x').map((value) => ({ value: { ...v, [field]: value }, mutation: { kind: 'shape', field, value } as Mutation })),
        ),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(sample, pick(required, names[0] ?? 'q')).map(([v, field]) => {
        const { [field]: _gone, ...rest } = v;
        return { value: rest, mutation: { kind: 'missing', field } as Mutation };
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(sample, fc.dictionary(fc.constantFrom(...EXTRA_KEYS), hostileJson, { minKeys: 1, maxKeys: 3 }))
        .map(([v, extra]) => ({ value: { ...v, ...extra }, mutation: { kind: 'extra', extra } as Mutation })),
    },
    { weight: 1, arbitrary: hostileJson.map((value) => ({ value, mutation: { kind: 'whole', value } as Mutation })) },
  );
}

// ---------------------------------------------------------------------------------------------
// Encoding: query strings, path segments and raw bodies

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Percent-encodes the UTF-8 bytes of a text; lone surrogates become the bytes a careless client sends. */
export function percentEncode(v: string): string {
  let out = '';
  for (const ch of v) {
    if (UNRESERVED.test(ch)) {
      out += ch;
      continue;
    }
    const code = ch.codePointAt(0)!;
    // A lone surrogate: its WTF-8 bytes (ED A0 80 for U+D800), invalid UTF-8 on purpose.
    const bytes = code >= 0xd800 && code <= 0xdfff ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)] : [...Buffer.from(ch, 'utf8')];
    out += bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
  return out;
}

const scalarText = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));

/** A query string from an object; arrays repeat the key, objects become `key[sub]=`. */
export function toQuery(obj: unknown): string {
  if (obj === null || typeof obj !== 'object' || Array.isArray(obj)) return obj === undefined ? '' : `=${percentEncode(scalarText(obj))}`;
  const parts: string[] = [];
  for (const [k, v] of Object.entries(obj as Record<string, unknown>)) {
    if (v === undefined) continue;
    const key = percentEncode(k);
    if (Array.isArray(v)) for (const x of v.slice(0, 5)) parts.push(`${key}=${percentEncode(scalarText(x))}`);
    else if (v !== null && typeof v === 'object')
      for (const [sk, sv] of Object.entries(v).slice(0, 5)) parts.push(`${key}[${percentEncode(sk)}]=${percentEncode(scalarText(sv))}`);
    else parts.push(`${key}=${percentEncode(scalarText(v))}`);
  }
  return parts.join('&');
}

/** Raw query texts no encoder produces: invalid percent-escapes, invalid UTF-8. */
export const rawQueryTail = fc.constantFrom(
  '%',
  '%zz',
  '%FF%FE',
  '%ED%A0%80',
  '%C0%AF',
  '%00',
  'a=%E2%80',
  '&&&=&',
  'a[=1',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
);

/** Raw bodies with content-type application/json that are not JSON, or not UTF-8. */
export const rawJsonBody: fc.Arbitrary<Buffer> = fc.oneof(
  fc.constantFrom(
    Buffer.from([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), // {"name":"\xff\xfe"}
    Buffer.from([0x7b, 0x22, 0x65, 0x6d, 0x61, 0x69, 0x6c, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]), // {"email":"<WTF-8 surrogate>"}
    Buffer.from([0x7b, 0x22, 0x6d, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]), // overlong
    Buffer.from('{"a":'),
    Buffer.from('{a:1}'),
    Buffer.from("{'a':1}"),
    Buffer.from('{"a":1}}'),
    Buffer.from(''),
    Buffer.from(' '),
    Buffer.from('null'),
    Buffer.from('"text"'),
    Buffer.from('[]'),
    Buffer.from('1e999999'),
    Buffer.from('{"__proto__":{"role":"admin"},"constructor":{"prototype":{"role":"admin"}}}'),
    Buffer.from('{"name":"\\u0000","email":"\\ud800@x.com","message":"\\u202e"}'),
    Buffer.from('\uFEFF{}'),
    Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
    Buffer.from('['.repeat(20_000) + ']'.repeat(20_000)),
    Buffer.from(`{"a":"${'x'.repeat(1_100_000)}"}`),
  ),
  fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
);

export const wrongContentType = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/jsonx',
  '',
  ';;;',
  'application/json\u0000',
);
