/**
 * Hostile inputs for the fuzz drill, from a seeded generator so that a failure can be replayed:
 * wrong types, 1 MB strings, deep nesting, NUL and control characters, invalid UTF-8, bad
 * cursors, huge numbers and impossible dates.
 */
import { mulberry32 } from '../seed/italian-data';

export type Random = () => number;

/** The benchmark seed's generator: the same sequence for the same seed everywhere. */
export const seeded = mulberry32;

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

const deep = (levels: number): unknown => {
  let value: unknown = 'fondo';
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

/** Strings a form or a query could carry; none starts with '/' (no absolute path reaches disk). */
const STRINGS = [
  '',
  ' ',
  'abc\u0000def',
  '\u0000',
  '\u0001\u0002\u001f\u007f',
  'x'.repeat(10_000),
  '😀'.repeat(80),
  "'; drop table tickets; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'NaN',
  '-1',
  '1e309',
  '99999999999999999999999',
  '2026-02-30',
  '2026-13-45T25:61:00Z',
  '0000-00-00',
  'eyJ',
  'eyJ0IjoiMjAyNi0wMS0wMSIsImkiOiJ4In0',
  '[object Object]',
  '\uD800',
  'mario rossi',
  'FM-2026-11-0001',
  'Chiuso',
  'admin',
  'true',
];

const VALUES: (() => unknown)[] = [
  () => null,
  () => true,
  () => 0,
  () => -1,
  () => 1.5,
  () => 1e308,
  () => Number.MAX_SAFE_INTEGER + 2,
  () => [],
  () => ({}),
  () => ['a', 1, null],
  () => ({ nested: { deeper: ['x'] } }),
  () => 'x'.repeat(1_000_000),
  () => deep(200),
];

export function hostileValue(random: Random): unknown {
  return random() < 0.6 ? pick(random, STRINGS) : pick(random, VALUES)();
}

/** Query text: known parameter names with hostile values, raw percent-escapes included. */
const QUERY_KEYS = [
  'q',
  'status',
  'priority',
  'sort',
  'cursor',
  'limit',
  'assigned_to',
  'page',
  'include_closed',
  'x',
];
const RAW_ESCAPES = ['%00', '%C3%28', '%FF%FE', '%E2%82', '%25', '%', '%0A%0D', '%F0%9F%98'];

/** Every byte escaped (encodeURIComponent throws on a lone surrogate; Buffer replaces it). */
const percentEncoded = (text: string) =>
  Buffer.from(text).toString('hex').replaceAll(/(..)/g, '%$1');

export function hostileQuery(random: Random): string {
  const parts: string[] = [];
  const count = Math.floor(random() * 4);
  for (let i = 0; i < count; i++) {
    const key = pick(random, QUERY_KEYS);
    const value =
      random() < 0.3
        ? pick(random, RAW_ESCAPES)
        : percentEncoded(String(pick(random, STRINGS)).slice(0, 3000));
    parts.push(`${key}=${value}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

export function hostileSegment(random: Random, validIds: readonly string[]): string {
  const options = [
    ...validIds,
    crypto.randomUUID(),
    'abc',
    '%00',
    '..%2F..%2Fetc%2Fpasswd',
    'x'.repeat(3000),
    '-1',
    '1e309',
    '%C3%28',
    'logo.png',
  ];
  return pick(random, options);
}

export interface RawBody {
  contentType?: string;
  bytes?: Buffer;
}

/** A JSON object of the route's own field names (when known) with hostile values, or raw junk. */
export function hostileBody(random: Random, fields: readonly string[]): RawBody {
  const roll = random();
  if (roll < 0.1) return {};
  if (roll < 0.2)
    return {
      contentType: 'application/json',
      bytes: Buffer.from([0xff, 0xfe, 0x7b, 0x22, 0xc3, 0x28]),
    };
  if (roll < 0.25)
    return { contentType: 'application/json', bytes: Buffer.from('{"description": "senza fine') };
  if (roll < 0.3)
    return { contentType: 'application/json', bytes: Buffer.alloc(2 * 1024 * 1024, 0x61) };
  if (roll < 0.35) return { contentType: 'text/plain', bytes: Buffer.from('description=ciao') };
  if (roll < 0.4)
    return {
      contentType: 'multipart/form-data; boundary=confine',
      bytes: Buffer.from(
        '--confine\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\nnon-una-immagine\r\n--conf',
      ),
    };
  const names = [
    ...fields,
    'values',
    'status',
    'version',
    'role',
    'email',
    'password',
    '__proto__',
    'constructor',
  ];
  const body: Record<string, unknown> = {};
  const count = 1 + Math.floor(random() * 5);
  for (let i = 0; i < count; i++) body[pick(random, names)] = hostileValue(random);
  const json = random() < 0.1 ? JSON.stringify(pick(random, VALUES)()) : JSON.stringify(body);
  return { contentType: 'application/json', bytes: Buffer.from(json ?? 'null') };
}
