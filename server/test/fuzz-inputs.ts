import * as authSchemas from '@shared/schemas/auth';
import * as bookingSchemas from '@shared/schemas/bookings';
import * as cabinSchemas from '@shared/schemas/cabins';
import * as calendarSchemas from '@shared/schemas/calendar';
import * as notificationSchemas from '@shared/schemas/notifications';
import * as placeSchemas from '@shared/schemas/places';
import * as profileSchemas from '@shared/schemas/profile';
import * as shoppingSchemas from '@shared/schemas/shopping';
import * as taskSchemas from '@shared/schemas/tasks';
import * as visitSchemas from '@shared/schemas/visits';
import fc from 'fast-check';
import { z } from 'zod';

// Inputs for the route fuzz suite: what a hostile or broken client could send.

/** The keys of an object schema, through pipes (transforms) and wrappers. */
function keysOf(schema: unknown): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return keysOf(schema.in);
  return [];
}

/**
 * Every field a request schema of the app names, read from the shared modules (a new field is
 * fuzzed without anyone listing it), plus the fields of Better Auth's own calls.
 */
export const KNOWN_FIELDS: string[] = [
  ...new Set([
    ...[
      authSchemas,
      bookingSchemas,
      cabinSchemas,
      calendarSchemas,
      notificationSchemas,
      placeSchemas,
      profileSchemas,
      shoppingSchemas,
      taskSchemas,
      visitSchemas,
    ].flatMap((module) =>
      Object.entries(module)
        .filter(([name]) => /(Body|Query)Schema$/.test(name))
        .flatMap(([, schema]) => keysOf(schema)),
    ),
    'email',
    'password',
    'name',
    'username',
    'currentPassword',
    'newPassword',
    'revokeOtherSessions',
    'image',
    'token',
    'callbackURL',
    'rememberMe',
  ]),
];

export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

export const MEGABYTE_STRING = 'x'.repeat(1024 * 1024);

/** Text a parser or a database column may choke on: emoji, right-to-left, NUL, lone surrogates. */
export const NASTY_TEXT = [
  '',
  ' ',
  '👨‍👩‍👧‍👦🏔️',
  'שלום עליכם',
  '\u202Egnp.exe',
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDFFFy',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '%00',
  '../../etc/passwd',
  'ÆØÅ æøå',
] as const;

/** Values near the edges of what the app's types take: dates, ids, numbers. */
export const EDGE_VALUES: unknown[] = [
  '2026-02-30',
  '2026-13-01',
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '10000-01-01',
  '-2026-01-01',
  '2026-07-01T00:00:00Z',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  0,
  -1,
  0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  -1e308,
  true,
  false,
  null,
  [],
  {},
  'approved',
  'owner',
  'week',
];

/** Percent-encodes text; a lone surrogate (which encodeURIComponent refuses) becomes its raw bytes. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

const text = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.constantFrom(...NASTY_TEXT));

/** A wrong or hostile value for a field. */
export const fieldValue = (extra: readonly unknown[]): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...EDGE_VALUES, ...extra) },
    { weight: 2, arbitrary: text },
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.jsonValue({ maxDepth: 2 }),
    fc.constantFrom(...POLLUTION_KEYS.map((key) => ({ [key]: { polluted: 'yes' } }))),
  );

/** A body as raw JSON text, so keys like `__proto__` reach the server as written. */
export const jsonBody = (extra: readonly unknown[]): fc.Arbitrary<string> =>
  fc.oneof(
    // Known fields with wrong, edge or hostile values (what a buggy client sends).
    {
      weight: 4,
      arbitrary: fc
        .dictionary(fc.constantFrom(...KNOWN_FIELDS), fieldValue(extra), { maxKeys: 6 })
        .map((body) => JSON.stringify(body)),
    },
    // Anything JSON at all: arrays, numbers, null, strings, nested objects with random keys.
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
    // A megabyte in one known field.
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...KNOWN_FIELDS)
        .map((field) => JSON.stringify({ [field]: MEGABYTE_STRING })),
    },
    // Prototype-pollution keys at the top and nested, written literally into the text.
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...POLLUTION_KEYS), fc.constantFrom(...KNOWN_FIELDS), fieldValue(extra))
        .map(
          ([key, field, value]) =>
            `{"${key}":{"polluted":"yes","prototype":{"polluted":"yes"}},"${field}":${JSON.stringify(value) ?? 'null'}}`,
        ),
    },
    // Not JSON, or not quite.
    { weight: 1, arbitrary: fc.constantFrom('{"a":', '[1,2', 'null', '""', '{"\\ud800":1}', '{}{}', ' ') },
  );

/** One path segment, already percent-encoded: real ids, random text, broken escapes, long runs. */
export const pathSegment = (realIds: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...realIds) },
    { weight: 2, arbitrary: fc.uuid() },
    {
      weight: 2,
      arbitrary: text.map((value) => (value === '' ? '%20' : encode(value))),
    },
    fc.constantFrom('%ZZ', '%E0%A4%A', '%ED%A0%80', '%00', '%2F..%2F', '__proto__', 'constructor', '-1'),
    fc.integer({ min: 150, max: 400 }).map((length) => 'a'.repeat(length)),
  );

/** A query string, possibly empty, with random and pollution keys. */
export const queryString = (realIds: readonly string[]): fc.Arbitrary<string> =>
  fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(
            ...KNOWN_FIELDS,
            'input',
            'lang',
            'cabinId',
            'v',
            '__proto__',
            'constructor[prototype]',
          ),
          fc.string({ maxLength: 8 }),
        ),
        fc.oneof(pathSegment(realIds), fc.constant(''), fc.constant('x'.repeat(10_000))),
      ),
      { maxLength: 4 },
    )
    .map((pairs) =>
      pairs.length === 0 ? '' : `?${pairs.map(([key, value]) => `${encode(key)}=${value}`).join('&')}`,
    );
