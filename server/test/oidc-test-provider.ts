import { createPrivateKey, createSign, generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import OidcProvider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

/** A person the provider knows: what they type at its login page and the claims it says of them. */
export interface TestAccount {
  /** The `sub` claim, stable per person. */
  sub: string;
  /** What is typed into the provider's login page (defaults to `sub`). */
  login?: string;
  password: string;
  email?: string;
  email_verified?: boolean;
  preferred_username?: string;
  given_name?: string;
  family_name?: string;
  groups?: string[];
}

export interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/** How the provider's ID token is changed on its way out (the real one re-signed with its key). */
export type IdTokenTamper = (claims: Record<string, unknown>) => Record<string, unknown>;

export interface OidcTestProvider {
  /** The issuer (`http://127.0.0.1:<port>`), as OIDC_ISSUER takes it. */
  issuer: string;
  /** Adds (or replaces) a person. */
  account(account: TestAccount): void;
  /** Every request answers 503 while down (discovery, the token endpoint, the login page). */
  down(isDown: boolean): void;
  /** The next ID tokens are changed so (null: sent as made). Signed again with the real key. */
  tamperIdToken(tamper: IdTokenTamper | null, options?: { foreignKey?: boolean }): void;
  /** How many authorization codes the token endpoint took (or refused). */
  tokenRequests(): number;
  close(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(new URLSearchParams(body)));
    request.on('error', reject);
  });
}

const loginPage = (uid: string, error?: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test identity provider: sign in</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: sans-serif; max-width: 24rem; margin: 3rem auto">
<h1>Test identity provider</h1>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<p><label>Username <input name="login" autocomplete="username" required></label></p>
<p><label>Password <input name="password" type="password" autocomplete="current-password" required></label></p>
<p><button type="submit">Sign in</button></p>
</form></body></html>`;

function base64url(value: object | Buffer): string {
  const buffer = Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value));
  return buffer.toString('base64url');
}

/**
 * A real OpenID Connect provider (the certified `oidc-provider` package) on a free loopback port,
 * for the tests and the e2e app: discovery, authorization with PKCE, its own login page (a form:
 * login and password, no consent screen for these first-party clients), the token endpoint and
 * userinfo. `clients` are registered with their redirect URIs. The test may take it down, or have
 * its ID tokens altered and re-signed (another audience, an expiry passed) to prove the app checks.
 */
export async function startOidcTestProvider(
  clients: readonly TestClient[],
  options: { port?: number } = {},
): Promise<OidcTestProvider> {
  const accounts = new Map<string, TestAccount>();
  let isDown = false;
  let tamper: IdTokenTamper | null = null;
  let tamperWithForeignKey = false;
  let tokenCount = 0;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'test-key-1';
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' };
  const foreignKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

  const sockets = new Set<Socket>();
  let handler: (request: IncomingMessage, response: ServerResponse) => void = (_, response) => {
    response.statusCode = 503;
    response.end();
  };
  const server: Server = createServer((request, response) => handler(request, response));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const configuration: Configuration = {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [client.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['preferred_username', 'given_name', 'family_name', 'name'],
      groups: ['groups'],
    },
    scopes: ['openid', 'email', 'profile', 'groups'],
    jwks: { keys: [jwk as never] },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    features: { devInteractions: { enabled: false } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => {
          const { login: _login, password: _password, ...claims } = account;
          return claims;
        },
      };
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Error</title><h1>${escapeHtml(String(out.error))}</h1><p>${escapeHtml(String(out.error_description ?? ''))}</p>`;
    },
  };
  const provider = new OidcProvider(issuer, configuration);

  // The token endpoint's answer, its ID token altered and signed again when the test asks.
  provider.use(async (ctx: KoaContextWithOIDC, next) => {
    await next();
    if (ctx.path !== '/token' || ctx.method !== 'POST') return;
    tokenCount += 1;
    const body = ctx.body as { id_token?: string } | undefined;
    if (!tamper || !body?.id_token) return;
    const [header, payload] = body.id_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const signingInput = `${header}.${base64url(tamper(claims))}`;
    const signature = createSign('RSA-SHA256')
      .update(signingInput)
      .sign(tamperWithForeignKey ? foreignKey : createPrivateKey({ key: jwk, format: 'jwk' }));
    ctx.body = { ...body, id_token: `${signingInput}.${base64url(signature)}` };
  });

  const callback = provider.callback();

  async function interaction(request: IncomingMessage, response: ServerResponse, url: URL) {
    const [, , uid, action] = url.pathname.split('/');
    const details = await provider.interactionDetails(request, response);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    if (details.prompt.name === 'consent') {
      // First-party clients: what they ask is granted without a screen.
      const grant = details.grantId
        ? ((await provider.Grant.find(details.grantId)) ??
          new provider.Grant({
            accountId: details.session!.accountId,
            clientId: details.params.client_id as string,
          }))
        : new provider.Grant({
            accountId: details.session!.accountId,
            clientId: details.params.client_id as string,
          });
      const missing = details.prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
      };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      const grantId = await grant.save();
      await provider.interactionFinished(
        request,
        response,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
      return;
    }
    if (request.method === 'POST' && action === 'login') {
      const form = await readForm(request);
      const login = form.get('login') ?? '';
      const account = [...accounts.values()].find((a) => (a.login ?? a.sub) === login);
      if (!account || account.password !== form.get('password')) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(loginPage(details.uid, 'Wrong username or password'));
        return;
      }
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId: account.sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(loginPage(details.uid));
  }

  handler = (request, response) => {
    if (isDown) {
      response.writeHead(503, { 'content-type': 'text/plain' });
      response.end('down for maintenance');
      return;
    }
    const url = new URL(request.url ?? '/', issuer);
    if (url.pathname.startsWith('/interaction/')) {
      interaction(request, response, url).catch((error: unknown) => {
        if (response.headersSent) return;
        response.writeHead(400, { 'content-type': 'text/plain' });
        response.end(`interaction failed: ${(error as Error).message}`);
      });
      return;
    }
    callback(request, response);
  };

  return {
    issuer,
    account(account) {
      accounts.set(account.sub, account);
    },
    down(value) {
      isDown = value;
    },
    tamperIdToken(next, tamperOptions = {}) {
      tamper = next;
      tamperWithForeignKey = tamperOptions.foreignKey ?? false;
    },
    tokenRequests: () => tokenCount,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A fresh `sub` for a person made in a test. */
export const newSubject = () => randomUUID();

/** A browser's cookies for one site, as Set-Cookie headers leave them. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    take(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const at = pair.indexOf('=');
        const name = pair.slice(0, at).trim();
        const cleared =
          attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) ||
          attributes.some((a) => /^\s*expires=.*1970/i.test(a));
        if (cleared) cookies.delete(name);
        else cookies.set(name, pair.slice(at + 1).trim());
      }
    },
  };
}

/**
 * What a person's browser does at the provider, by plain HTTP: opens the authorization URL the
 * app sent it to, signs in at the provider's login page with `login` and `password`, follows the
 * provider's redirects, and answers where the provider sends it back (the app's callback with
 * `code`, `state` and `iss`). Throws when the provider answers something else.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  password: string,
): Promise<URL> {
  const jar = cookieJar();
  const origin = new URL(authorizationUrl).origin;
  let url = new URL(authorizationUrl);
  let body: BodyInit | undefined;
  for (let hop = 0; hop < 12; hop++) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });
    jar.take(response);
    body = undefined;
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== origin) return next;
      url = next;
      await response.body?.cancel();
      continue;
    }
    const html = await response.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (response.status !== 200 || !action || html.includes('role="alert"')) {
      throw new Error(`the provider answered ${response.status}: ${html.slice(0, 300)}`);
    }
    url = new URL(action.replaceAll('&#47;', '/'), url);
    body = new URLSearchParams({ login, password }).toString();
  }
  throw new Error('too many redirects at the provider');
}
