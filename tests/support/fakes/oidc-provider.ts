import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on loopback, for tests that
 * sign in through an external identity provider.
 *
 * - Plain http on 127.0.0.1; the issuer is `http://127.0.0.1:<port>` and discovery is at
 *   `${issuer}/.well-known/openid-configuration`.
 * - One confidential client: authorization code + PKCE (S256), client_secret_basic or
 *   client_secret_post at the token endpoint, the configured redirect URIs.
 * - ID tokens are RS256-signed (key published at the JWKS endpoint) and carry `sub`, `email`,
 *   `email_verified` and `name` directly (not only at userinfo).
 * - The login page has the labelled inputs "Email" and "Password" and a "Sign in" button;
 *   consent is granted automatically, so after a correct password the browser goes straight
 *   back to the redirect URI.
 */

export interface OidcTestUser {
  sub: string;
  email: string;
  name: string;
  password: string;
  /** Defaults to true. */
  emailVerified?: boolean;
}

export interface OidcTestProvider {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
}

export interface StartOidcProviderOptions {
  /** 0 or omitted: a random free port. */
  port?: number;
  redirectUris: string[];
  users: OidcTestUser[];
  clientId?: string;
  clientSecret?: string;
}

// oidc-provider ships no type declarations (and @types/oidc-provider is not installed), so
// this file describes the small part of its API it uses.
interface OidcGrant {
  accountId?: string;
  clientId?: string;
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  addResourceScope(resource: string, scope: string): void;
  save(): Promise<string>;
}

interface OidcGrantConstructor {
  new (properties: { accountId: string; clientId: string }): OidcGrant;
  find(id: string): Promise<OidcGrant | undefined>;
}

interface OidcInteraction {
  uid: string;
  prompt: {
    name: string;
    details: {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
  };
  params: Record<string, unknown>;
  session?: { accountId?: string };
  grantId?: string;
  lastSubmission?: Record<string, unknown>;
}

interface OidcContext {
  oidc: {
    client?: { clientId: string };
    session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    params?: Record<string, unknown>;
    result?: { consent?: { grantId?: string } };
  };
}

interface OidcProviderInstance {
  Grant: OidcGrantConstructor;
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<OidcInteraction>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: Record<string, unknown>,
    options?: { mergeWithLastSubmission?: boolean },
  ): Promise<void>;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
}

type OidcProviderConstructor = new (
  issuer: string,
  configuration: Record<string, unknown>,
) => OidcProviderInstance;

// A non-literal specifier keeps TypeScript from looking for the (missing) declarations.
const oidcProviderModule = 'oidc-provider';

async function loadProvider(): Promise<OidcProviderConstructor> {
  const mod = (await import(oidcProviderModule)) as { Provider: OidcProviderConstructor };
  return mod.Provider;
}

type StoredPayload = Record<string, unknown> & {
  grantId?: string;
  uid?: string;
  consumed?: number;
};

/**
 * A per-provider in-memory store (the same role as oidc-provider's built-in memory adapter,
 * without its "development-only adapter" warning and its 1000-entry LRU limit).
 */
function createMemoryAdapter() {
  const store = new Map<string, { payload: StoredPayload; expiresAt: number }>();
  const get = (key: string): StoredPayload | undefined => {
    const entry = store.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      store.delete(key);
      return undefined;
    }
    return entry.payload;
  };
  return (model: string) => {
    const key = (id: string) => `${model}:${id}`;
    return {
      async upsert(id: string, payload: StoredPayload, expiresIn?: number) {
        const expiresAt = typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : Infinity;
        store.set(key(id), { payload, expiresAt });
      },
      async find(id: string) {
        return get(key(id));
      },
      async findByUid(uid: string) {
        for (const [storedKey, entry] of store) {
          if (storedKey.startsWith(`${model}:`) && entry.payload.uid === uid) return get(storedKey);
        }
        return undefined;
      },
      async findByUserCode(userCode: string) {
        for (const [storedKey, entry] of store) {
          if (storedKey.startsWith(`${model}:`) && entry.payload.userCode === userCode)
            return get(storedKey);
        }
        return undefined;
      },
      async consume(id: string) {
        const payload = get(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id: string) {
        store.delete(key(id));
      },
      async revokeByGrantId(grantId: string) {
        for (const [storedKey, entry] of store) {
          if (entry.payload.grantId === grantId) store.delete(storedKey);
        }
      },
    };
  };
}

const escapeHtml = (value: string): string =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

function loginPage(options: {
  uid: string;
  clientId: string;
  email?: string;
  error?: string;
}): string {
  const error = options.error
    ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in - Test OpenID Provider</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f4f5; margin: 0; }
  main { max-width: 22rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
  p.client { color: #52525b; margin: 0 0 1.25rem; }
  label { display: block; font-weight: 600; margin: .75rem 0 .25rem; }
  input { width: 100%; box-sizing: border-box; padding: .5rem; font-size: 1rem; border: 1px solid #a1a1aa; border-radius: 4px; }
  button { margin-top: 1.25rem; width: 100%; padding: .6rem; font-size: 1rem; border: 0; border-radius: 4px; background: #1d4ed8; color: #fff; cursor: pointer; }
  .error { color: #b91c1c; background: #fef2f2; border: 1px solid #fecaca; padding: .5rem; border-radius: 4px; }
</style>
</head>
<body>
<main>
<h1>Sign in</h1>
<p class="client">to continue to ${escapeHtml(options.clientId)}</p>
${error}
<form method="post" action="/interaction/${encodeURIComponent(options.uid)}/login" novalidate>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" value="${escapeHtml(options.email ?? '')}" autofocus>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password">
<button type="submit">Sign in</button>
</form>
</main>
</body>
</html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > 64 * 1024) throw new Error('form body too large');
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(html);
}

/** Starts the provider and resolves once it is listening. Call `stop()` when done. */
export async function startOidcProvider(
  options: StartOidcProviderOptions,
): Promise<OidcTestProvider> {
  const Provider = await loadProvider();
  const clientId = options.clientId ?? 'cardvault-test-client';
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  const users = options.users;
  const findUser = (sub: string) => users.find((user) => user.sub === sub);

  // The request listener is attached once the provider exists (it needs the port for its issuer).
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://127.0.0.1:${port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = {
    ...privateKey.export({ format: 'jwk' }),
    kid: randomUUID(),
    alg: 'RS256',
    use: 'sig',
  };

  const configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'RS256',
      },
    ],
    adapter: createMemoryAdapter(),
    jwks: { keys: [signingKey] },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 600,
      Grant: 86_400,
      IdToken: 3600,
      Interaction: 3600,
      RefreshToken: 86_400,
      Session: 86_400,
    },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
    },
    scopes: ['openid', 'email', 'profile', 'offline_access'],
    // Put the scope-requested claims (email, name, ...) in the ID token as well as userinfo.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    findAccount: (_ctx: unknown, sub: string) => {
      const user = findUser(sub);
      if (!user) return undefined;
      return {
        accountId: user.sub,
        claims: () => ({
          sub: user.sub,
          email: user.email,
          email_verified: user.emailVerified ?? true,
          name: user.name,
        }),
      };
    },
    // First-party client: grant whatever it asks for, so there is never a consent screen.
    loadExistingGrant: async (ctx: OidcContext) => {
      const { client, session, params, result } = ctx.oidc;
      const accountId = session?.accountId;
      if (!client || !session || !accountId) return undefined;
      const existingId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      let grant = existingId ? await provider.Grant.find(existingId) : undefined;
      if (!grant || grant.accountId !== accountId || grant.clientId !== client.clientId) {
        grant = new provider.Grant({ accountId, clientId: client.clientId });
      }
      const scope = typeof params?.scope === 'string' ? params.scope : 'openid';
      grant.addOIDCScope(scope);
      await grant.save();
      return grant;
    },
  };
  let provider: OidcProviderInstance;
  try {
    provider = new Provider(issuer, configuration);
  } catch (error) {
    server.close();
    throw error;
  }

  const interaction = async (
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
    action: string,
  ) => {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) {
      sendHtml(res, 400, '<p>Interaction mismatch. Start the sign-in again.</p>');
      return;
    }
    const detailsClientId =
      typeof details.params.client_id === 'string' ? details.params.client_id : clientId;

    if (details.prompt.name === 'login') {
      if (req.method === 'POST' && action === 'login') {
        const form = await readForm(req);
        const email = (form.get('email') ?? '').trim();
        const password = form.get('password') ?? '';
        const user = users.find(
          (candidate) => candidate.email.toLowerCase() === email.toLowerCase(),
        );
        if (!user || user.password !== password) {
          sendHtml(
            res,
            401,
            loginPage({
              uid,
              clientId: detailsClientId,
              email,
              error: 'Invalid email or password.',
            }),
          );
          return;
        }
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: user.sub, remember: false } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      sendHtml(res, 200, loginPage({ uid, clientId: detailsClientId }));
      return;
    }

    if (details.prompt.name === 'consent') {
      // Only reached if loadExistingGrant did not cover the request (e.g. a `claims` parameter).
      const accountId = details.session?.accountId;
      if (!accountId) throw new Error('consent prompt without a logged-in account');
      const found = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
      const grant = found ?? new provider.Grant({ accountId, clientId: detailsClientId });
      const missing = details.prompt.details;
      if (missing.missingOIDCScope?.length) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims?.length) grant.addOIDCClaims(missing.missingOIDCClaims);
      for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
        grant.addResourceScope(resource, scopes.join(' '));
      }
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
      return;
    }

    sendHtml(res, 400, `<p>Unsupported prompt ${escapeHtml(details.prompt.name)}.</p>`);
  };

  const providerCallback = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', issuer);
    const match = /^\/interaction\/([^/]+)(?:\/([a-z]+))?\/?$/.exec(url.pathname);
    if (!match) {
      providerCallback(req, res);
      return;
    }
    const uid = decodeURIComponent(match[1] ?? '');
    const action = match[2] ?? '';
    interaction(req, res, uid, action).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      sendHtml(res, 400, `<h1>Sign-in error</h1><p>${escapeHtml(message)}</p>`);
    });
  });

  let stopped = false;
  return {
    issuer,
    clientId,
    clientSecret,
    async stop() {
      if (stopped) return;
      stopped = true;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
