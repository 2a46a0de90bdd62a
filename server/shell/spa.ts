import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicUser } from '../../contract/auth.ts';
import {
  DEFAULT_SIGN_IN_METHODS,
  SESSION_COOKIE,
  type SignInMethods,
} from '../../contract/auth-values.ts';
import { PAGE_SESSION_SCRIPT_ID, PAGE_SIGN_IN_SCRIPT_ID } from '../../contract/page-preloads.ts';
import { createPageRenderer, type PageRenderer } from './page-preloads.ts';
import { setSessionCookie, type SessionResolver } from '../http/session.ts';

/** Who the page is for, when the server can tell (`user` null: nobody is signed in). */
type PageSession = { known: true; user: PublicUser | null } | { known: false };

/** JSON safe inside a <script> element: no `<` can close it. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Serves the built client: hashed assets cached forever, compressed at build time (brotli or gzip,
 * as the browser accepts), index.html for every other GET so the client router can take the path,
 * naming the files that page will need (page-preloads.ts) and who is signed in (`sessions`), so
 * the first screen needs no round trip to ask. Unknown /api paths answer a JSON 404.
 */
export async function registerSpa(
  app: FastifyInstance,
  clientDir: string | null,
  sessions: SessionResolver | null = null,
  signInMethods: SignInMethods = DEFAULT_SIGN_IN_METHODS,
): Promise<void> {
  const hasClient = clientDir !== null && existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      // Pages (`/` included) go through the handler below, which adds the page's preloads.
      index: false,
      wildcard: true,
      // The .br and .gz copies written at build time (scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const renderPage = hasClient ? createPageRenderer(clientDir, signInMethods) : null;
  // How one signs in here, for the sign-in page (decision 019): the same for every visitor.
  const methodsScript = `<script type="application/json" id="${PAGE_SIGN_IN_SCRIPT_ID}">${scriptSafeJson(signInMethods)}</script>`;
  const sessionOf = async (request: FastifyRequest, reply: FastifyReply): Promise<PageSession> => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return { known: true, user: null };
    if (!sessions || token.length > 128) return { known: false };
    try {
      const resolved = await sessions.resolveSession(token);
      if (resolved?.renewedUntil) setSessionCookie(request, reply, token, resolved.renewedUntil);
      return { known: true, user: resolved?.user ?? null };
    } catch (error) {
      // The database is away: the page still goes out, and the client asks /api/user itself.
      request.log.warn({ err: error }, 'page sent without its session');
      return { known: false };
    }
  };
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, render: PageRenderer) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const session = await sessionOf(request, reply);
    const signedIn = session.known
      ? session.user !== null
      : Boolean(request.cookies[SESSION_COOKIE]);
    let page = render(pathname, signedIn, session.known && session.user === null);
    page = page.replace('</head>', () => `${methodsScript}</head>`);
    if (session.known) {
      const script = `<script type="application/json" id="${PAGE_SESSION_SCRIPT_ID}">${scriptSafeJson({ user: session.user })}</script>`;
      // A function, so `$&` or `$'` in someone's name is not read as a replacement pattern.
      page = page.replace('</head>', () => `${script}</head>`);
    }
    return reply
      .header('cache-control', session.known && session.user ? 'private, no-cache' : 'no-cache')
      .header('vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(page);
  };
  if (renderPage) app.get('/', (request, reply) => sendPage(request, reply, renderPage));

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      request.url !== '/api';
    if (isPageRequest && renderPage) return sendPage(request, reply, renderPage);
    return reply.status(404).send({ message: 'Not found' });
  });
}
