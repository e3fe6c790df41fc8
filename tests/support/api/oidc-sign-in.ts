import type { FastifyInstance } from 'fastify';
import { cookieHeader } from './users';

/** Cookies one browser keeps for one host (enough for the provider's own pages). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(setCookie: string[]): void {
    for (const cookie of setCookie) {
      const [pair = ''] = cookie.split(';');
      const equals = pair.indexOf('=');
      if (equals > 0) this.cookies.set(pair.slice(0, equals).trim(), pair.slice(equals + 1));
    }
  }

  get header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface OidcSignInResult {
  /** Where our app sent the browser at the end (its callback's redirect). */
  location: string;
  /** Our app's session cookie after the sign-in, empty when none was set. */
  cookie: string;
}

/**
 * Signs in through the OpenID provider of tests/support/fakes/oidc-provider.ts the way a browser
 * would, without one: our app is reached with `inject`, the provider over HTTP. Starts at
 * `POST /api/auth/sign-in/social`, fills the provider's login form, and follows the redirects back
 * to our callback.
 */
export async function signInThroughOidc(
  app: FastifyInstance,
  person: { email: string; password: string },
): Promise<OidcSignInResult> {
  const start = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    payload: {
      provider: 'oidc',
      callbackURL: '/',
      errorCallbackURL: '/login',
      newUserCallbackURL: '/complete-profile',
    },
  });
  if (start.statusCode !== 200) throw new Error(`sign-in did not start: ${start.body}`);
  return followOidcProvider(app, {
    url: (start.json() as { url: string }).url,
    appCookies: cookieHeader(start.headers['set-cookie']),
    callbackPrefix: `${app.config.publicUrl}/api/auth/callback/`,
    person,
  });
}

/**
 * From the provider's authorisation address to our callback, as a browser: fills the provider's
 * login form with the person's address and password and follows the redirects; the callback is
 * reached with `inject` and the app's cookies of the start.
 */
export async function followOidcProvider(
  app: FastifyInstance,
  start: {
    url: string;
    appCookies: string;
    callbackPrefix: string;
    person: { email: string; password: string };
  },
): Promise<OidcSignInResult> {
  const { appCookies, callbackPrefix, person } = start;
  const provider = new CookieJar();
  let url = start.url;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 12; step += 1) {
    if (url.startsWith(callbackPrefix)) {
      const target = new URL(url);
      const back = await app.inject({
        method: 'GET',
        url: `${target.pathname}${target.search}`,
        headers: { cookie: appCookies },
      });
      return {
        location: String(back.headers.location ?? ''),
        cookie: cookieHeader(back.headers['set-cookie']).includes('session_token=')
          ? cookieHeader(back.headers['set-cookie'])
          : '',
      };
    }
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: provider.header,
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form?.toString(),
    });
    provider.store(response.headers.getSetCookie());
    form = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const page = await response.text();
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`the provider answered ${response.status} without a form`);
    url = new URL(action.replaceAll('&amp;', '&'), url).href;
    form = new URLSearchParams({ email: person.email, password: person.password });
  }
  throw new Error('the sign-in did not come back to the app');
}
