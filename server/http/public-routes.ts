/**
 * The API reference page's own routes (@fastify/swagger-ui, http/openapi.ts): its HTML, scripts,
 * styles and its copy of the document. Public like the document: they show the API's paths and
 * shapes, which the source already publishes, and no data. Not contract JSON, so no zod schemas.
 */
export const DOCS_PAGE_ROUTES: readonly string[] = [
  'GET /api/docs',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/static/*',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
];

/**
 * The only routes a visitor without a session may call. Every other /api route answers 401
 * without one (session.ts reads this list), and the route-table test walks every registered
 * route to prove it. A route becomes public by being listed here, and nowhere else.
 */
export const PUBLIC_ROUTES: readonly string[] = [
  // Liveness and readiness, for load balancers and orchestrators.
  'GET /api/health',
  'GET /api/ready',
  'POST /api/register',
  'POST /api/login',
  // Ends whatever session the browser holds, or none.
  'POST /api/logout',
  // How one may sign in here (the provider's name, the password forms): the sign-in page's.
  'GET /api/auth/methods',
  // Sign-in with the identity provider (features/oidc): the start sends the browser there, and
  // the callback is where it comes back; the signed flow cookie is the callback's credential.
  'GET /api/auth/oidc/start',
  'GET /api/auth/oidc/callback',
  // A photo: its owner's session or a signed link is the credential (storage/blob-access.ts).
  'GET /api/blobs/:owner/:file',
  // The bytes of an upload: the signed token is the credential, as with a presigned S3 URL.
  'PUT /api/uploads/:token',
  // The vote page (spec §2 /vote/:token): the session's access token is the credential.
  // Throttled per IP (features/ratings/routes.ts); the answer names nothing of the owner.
  'GET /api/rating-sessions/token/:token',
  'GET /api/rating-sessions/token/:token/outfits/:outfitId/image',
  'POST /api/rating-votes',
  // The OpenAPI document and its reference page (http/openapi.ts), for people building on the API.
  'GET /api/openapi.json',
  ...DOCS_PAGE_ROUTES,
];

/**
 * Signed-in routes that show another user's object on purpose (say, a marketplace listing):
 * the route-table test does not expect 404 for another user's id on these. Say why for each.
 */
export const SHARED_ROUTES: readonly string[] = [
  // Spec §7: a listing's page, open to every signed-in user (and counting their views).
  'GET /api/marketplace/:id',
  // Spec §2 Community Feed: every signed-in user sees, likes, saves, shares and comments on any
  // post, and follows any author (features/community/routes.ts).
  'PUT /api/community/posts/:id/like',
  'DELETE /api/community/posts/:id/like',
  'PUT /api/community/posts/:id/save',
  'DELETE /api/community/posts/:id/save',
  'POST /api/community/posts/:id/share',
  'GET /api/community/posts/:id/comments',
  'POST /api/community/posts/:id/comments',
  'PUT /api/community/authors/:id/follow',
  'DELETE /api/community/authors/:id/follow',
];

/**
 * Routes only a signed-in browser may call, never a personal API token (403 with a token; the
 * session hook reads this list): what guards the account itself. A leaked token must not lock its
 * owner out, make itself a twin or outlive its revocation.
 */
export const SESSION_ONLY_ROUTES: readonly string[] = [
  'PUT /api/account/password',
  'POST /api/account/sign-out-everywhere',
  'DELETE /api/account',
  // A token never makes, lists or revokes tokens.
  'GET /api/tokens',
  'POST /api/tokens',
  'DELETE /api/tokens/:id',
  // The identity provider's link (features/oidc): a token never sees or unlinks it. Its start and
  // callback are public; a link there needs the browser's session cookie, never a token.
  'GET /api/auth/oidc/identity',
  'DELETE /api/auth/oidc/identity',
];

/**
 * POST routes a read-only token may call: they change nothing. Every other POST, PUT, PATCH and
 * DELETE answers a read token 403.
 */
export const READ_TOKEN_POST_ROUTES: readonly string[] = [
  // Suggests looks and saves nothing (counted against the generation budget like any call).
  'POST /api/outfits/generate',
  // The MCP endpoint takes every call as a POST; it offers a read token only its read tools.
  'POST /api/mcp',
];

/**
 * Routes only a personal API token may call: a session cookie alone answers 401, so a page in the
 * browser can never drive them (the route refuses it; the route-table test holds each to it).
 */
export const TOKEN_ONLY_ROUTES: readonly string[] = [
  // A person's own AI assistant (features/mcp/, decision 020).
  'POST /api/mcp',
];

/** `METHOD /path/:param` as the lists above spell it; HEAD is GET's shadow. */
export const routeKey = (method: string, url: string): string =>
  `${method === 'HEAD' ? 'GET' : method} ${url}`;

const publicKeys = new Set(PUBLIC_ROUTES);

export const isPublicRoute = (method: string, url: string): boolean =>
  publicKeys.has(routeKey(method, url));

const sessionOnlyKeys = new Set(SESSION_ONLY_ROUTES);

export const isSessionOnlyRoute = (method: string, url: string): boolean =>
  sessionOnlyKeys.has(routeKey(method, url));

const readTokenPostKeys = new Set(READ_TOKEN_POST_ROUTES);

/** Whether a read-only token may call the route: GET (and HEAD), and the listed POSTs. */
export const isReadRoute = (method: string, url: string): boolean =>
  method === 'GET' || method === 'HEAD' || readTokenPostKeys.has(routeKey(method, url));

const tokenOnlyKeys = new Set(TOKEN_ONLY_ROUTES);

export const isTokenOnlyRoute = (method: string, url: string): boolean =>
  tokenOnlyKeys.has(routeKey(method, url));
