import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAdmin } from '../../src/server/modules/user';
import { multipart } from '../support/shared/multipart';
import { grantSubscription } from '../support/shared/grants';
import { createTestApp, type TestApp } from '../support/api/test-app';
import { cookieHeader, createUser, type TestUser } from '../support/api/users';

interface Operation {
  requestBody?: {
    content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
  };
}

const CARD_FIELDS = [
  'id',
  'userId',
  'title',
  'fullName',
  'jobTitle',
  'company',
  'bio',
  'email',
  'phone',
  'location',
  'website',
  'linkedin',
  'github',
  'twitter',
  'facebook',
  'instagram',
  'profileImageName',
  'bannerImageName',
];

/** Values nobody should send: long, odd unicode, nulls, wrong types, huge numbers, nesting. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 5000, maxLength: 20_000 }),
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    '',
    ' ',
    '\u0000',
    '<script>alert(1)</script>',
    "'; drop table cards; --",
    '../../etc/passwd',
    'javascript:alert(1)',
    '=cmd|"/c calc"!A1',
    '\u202e\u200b\ufeff',
    '%00',
  ),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 4 }),
);

/** A body built from the route's own field names (plus extra ones), or not an object at all. */
const jsonBody = (fields: string[]): fc.Arbitrary<unknown> =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record(Object.fromEntries(fields.map((f) => [f, hostileValue])), {
        requiredKeys: [],
      }),
    },
    {
      weight: 2,
      arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 6 }),
    },
    { weight: 1, arbitrary: hostileValue },
    {
      weight: 1,
      arbitrary: fc
        .record(Object.fromEntries(fields.map((f) => [f, hostileValue])), { requiredKeys: [] })
        .map((body) => ({ ...body, __proto__: { isAdmin: true }, constructor: { prototype: 1 } })),
    },
  );

/** Text parts from the route's field names, and files that are anything but images. */
const multipartBody = (fields: string[], fileFields: string[]) =>
  fc.record({
    fields: fc.record<Record<string, string>>(
      Object.fromEntries(
        fields.map((f) => [
          f,
          hostileValue.map((value) =>
            typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
          ),
        ]),
      ),
      { requiredKeys: [] },
    ),
    files: fc.array(
      fc.record({
        field: fileFields.length
          ? fc.constantFrom(...fileFields, 'unexpected')
          : fc.constant('unexpected'),
        filename: fc.constantFrom('a.png', 'b.jpg', '../../x.png', 'evil.svg', 'x.php.png', ''),
        contentType: fc.constantFrom('image/png', 'image/jpeg', 'text/html', 'image/svg+xml'),
        content: fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
      }),
      { maxLength: 4 },
    ),
  });

/**
 * The multipart routes (read by hand, so the OpenAPI document has no body schema for them) with
 * their text fields and file fields.
 */
const MULTIPART_ROUTES: Record<string, { fields: string[]; files: string[] }> = {
  '/api/card/create-card': { fields: CARD_FIELDS, files: ['profileImage', 'companyLogo'] },
  '/api/card/update-card': { fields: CARD_FIELDS, files: ['profileImage', 'companyLogo'] },
  '/api/user/update-user': {
    fields: [
      'id',
      'fullName',
      'email',
      'bio',
      'company',
      'jobTitle',
      'location',
      'phone',
      'website',
      'profileImageName',
    ],
    files: ['profileImage'],
  },
  '/api/support/request': { fields: ['subject', 'body', 'email'], files: ['attachments'] },
};

interface Route {
  path: string;
  kind: 'json' | 'multipart';
  fields: string[];
}

describe('hostile input on every JSON and multipart route', () => {
  let t: TestApp;
  let user: TestUser;
  let routes: Route[];

  beforeAll(async () => {
    t = await createTestApp({
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_EMAIL: '100000',
    });
    // An admin with a subscription and a card reaches the most code behind each route.
    user = await createUser(t.app);
    await setAdmin(t.database.db, user.id, true);
    await grantSubscription(t.database.db, user.id, { cards: 50 });
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    routes = Object.entries(document.paths).flatMap(([path, operations]): Route[] => {
      const post = operations.post;
      if (!post) return [];
      const multipartRoute = MULTIPART_ROUTES[path];
      if (multipartRoute) return [{ path, kind: 'multipart', fields: multipartRoute.fields }];
      const schema = post.requestBody?.content?.['application/json']?.schema;
      return [{ path, kind: 'json', fields: Object.keys(schema?.properties ?? {}) }];
    });
  });
  afterAll(() => t.close());

  async function freshCookie() {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: user.password },
    });
    return cookieHeader(response.headers['set-cookie']);
  }

  function expectClientError(route: string, response: { statusCode: number; body: string }) {
    expect(response.statusCode, `${route}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
    if (response.statusCode >= 400) {
      const body = JSON.parse(response.body) as unknown;
      // The error body: its code and sentence, and the details some codes carry for the client.
      expect(body, route).toEqual({
        error: expect.any(String),
        message: expect.any(String),
        ...((body as { details?: unknown }).details === undefined
          ? {}
          : { details: expect.any(Object) }),
      });
    }
  }

  it('finds the JSON and multipart routes in the OpenAPI document', () => {
    expect(
      routes
        .filter((route) => route.kind === 'multipart')
        .map((r) => r.path)
        .sort(),
    ).toEqual(Object.keys(MULTIPART_ROUTES).sort());
    expect(routes.filter((route) => route.kind === 'json').length).toBeGreaterThan(20);
  });

  it('answers property-based JSON bodies with 4xx {error, message}, never 5xx', async () => {
    for (const route of routes.filter((r) => r.kind === 'json')) {
      const cookie = await freshCookie();
      await fc.assert(
        fc.asyncProperty(jsonBody(route.fields), async (body) => {
          const response = await t.app.inject({
            method: 'POST',
            url: route.path.replace('{id}', 'cs_local_x'),
            headers: { cookie, 'content-type': 'application/json' },
            payload: JSON.stringify(body) ?? 'null',
          });
          expectClientError(route.path, response);
        }),
        { numRuns: 20, seed: 7 },
      );
    }
    // A hang guard, not a speed check: some 2,000 requests, 5 s on a quiet machine, past 60 s on
    // a CI machine running every suite at once.
  }, 240_000);

  it('answers property-based multipart bodies with 4xx {error, message}, never 5xx', async () => {
    for (const route of routes.filter((r) => r.kind === 'multipart')) {
      const cookie = await freshCookie();
      await fc.assert(
        fc.asyncProperty(
          multipartBody(route.fields, MULTIPART_ROUTES[route.path]?.files ?? []),
          async (input) => {
            const form = multipart(input.fields, input.files);
            const response = await t.app.inject({
              method: 'POST',
              url: route.path,
              headers: { ...form.headers, cookie },
              payload: form.payload,
            });
            expectClientError(route.path, response);
          },
        ),
        { numRuns: 25, seed: 11 },
      );
    }
  }, 240_000);

  it('answers malformed bodies with a 4xx', async () => {
    const cookie = await freshCookie();
    const cases: [string, string, string | Buffer][] = [
      [
        'multipart',
        'multipart/form-data; boundary=AAA',
        '--BBB\r\nContent-Disposition: form-data; name="x"\r\n\r\ny\r\n--BBB--\r\n',
      ],
      [
        'truncated multipart',
        'multipart/form-data; boundary=AAA',
        '--AAA\r\nContent-Disposition: form-data; name="x"\r\n\r\ny',
      ],
      ['no boundary', 'multipart/form-data', 'garbage'],
      [
        'broken part header',
        'multipart/form-data; boundary=AAA',
        '--AAA\r\nbroken\r\n\r\ny\r\n--AAA--\r\n',
      ],
      ['invalid JSON', 'application/json', '{"page": 1,'],
      ['deep JSON', 'application/json', `${'['.repeat(5000)}${']'.repeat(5000)}`],
      ['wrong type', 'text/plain', 'hello'],
      ['huge JSON', 'application/json', JSON.stringify({ search: 'x'.repeat(2_000_000) })],
    ];
    for (const route of routes) {
      for (const [name, type, payload] of cases) {
        const options: InjectOptions = {
          method: 'POST',
          url: route.path.replace('{id}', 'cs_local_x'),
          headers: { cookie, 'content-type': type },
          payload,
        };
        expectClientError(`${route.path} (${name})`, await t.app.inject(options));
      }
    }
  });
});
