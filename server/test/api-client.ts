import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../app.ts';
import { signUp, type SignedInUser } from './factories.ts';
import { multipartForm, type FormFile } from './multipart-form.ts';

export type ApiResponse = LightMyRequestResponse;

/** Requests through app.inject as one visitor: `await alice.put('/api/wardrobe/…', { name })`. */
export interface Api {
  get(url: string): Promise<ApiResponse>;
  /** A JSON body (objects are sent as JSON); none when omitted. */
  post(url: string, body?: unknown): Promise<ApiResponse>;
  put(url: string, body?: unknown): Promise<ApiResponse>;
  patch(url: string, body?: unknown): Promise<ApiResponse>;
  delete(url: string): Promise<ApiResponse>;
  /** A multipart form (text fields and files), as the browser's FormData sends it. */
  postForm(url: string, fields: Record<string, string>, files?: FormFile[]): Promise<ApiResponse>;
  /** Anything else (a multipart form, raw bytes, extra headers), with this visitor's cookie. */
  request(options: InjectOptions): Promise<ApiResponse>;
}

/** A signed-in visitor: the account (its id first, for factories) and its requests. */
export interface UserApi extends Api, SignedInUser {
  id: string;
}

function apiWith(app: App, cookie: string | null, authorization?: string): Api {
  const request = (options: InjectOptions) =>
    app.inject({
      ...options,
      headers: {
        ...options.headers,
        ...(cookie ? { cookie } : {}),
        ...(authorization ? { authorization } : {}),
      },
    });
  const withBody = (method: 'POST' | 'PUT' | 'PATCH') => (url: string, body?: unknown) =>
    request(body === undefined ? { method, url } : { method, url, payload: body as object });
  return {
    get: (url) => request({ method: 'GET', url }),
    post: withBody('POST'),
    put: withBody('PUT'),
    patch: withBody('PATCH'),
    delete: (url) => request({ method: 'DELETE', url }),
    postForm: async (url, fields, files = []) => {
      const form = await multipartForm(fields, files);
      return request({ method: 'POST', url, headers: form.headers, payload: form.payload });
    },
    request,
  };
}

/** The requests of an account that already exists (signUp's answer, say). */
export function apiFor(app: App, account: SignedInUser): UserApi {
  return { ...apiWith(app, account.cookie), ...account, id: account.user.id };
}

/**
 * A fresh account, signed up through POST /api/register like a person, and its requests.
 * Fields default to a unique username and a valid password.
 */
export async function asUser(
  app: App,
  fields: Parameters<typeof signUp>[1] = {},
): Promise<UserApi> {
  return apiFor(app, await signUp(app, fields));
}

/** A visitor without a session. */
export function anonymous(app: App): Api {
  return apiWith(app, null);
}

/** A visitor whose browser sends `cookie` (one a response set, a revoked or a planted one). */
export function withCookie(app: App, cookie: string): Api {
  return apiWith(app, cookie);
}

/** A script calling with a personal API token (`Authorization: Bearer <secret>`), no cookie. */
export function withToken(app: App, secret: string): Api {
  return apiWith(app, null, `Bearer ${secret}`);
}

/** Requests with exactly this Authorization header (a malformed one, say), no cookie. */
export function withAuthorization(app: App, authorization: string): Api {
  return apiWith(app, null, authorization);
}

/**
 * The JSON body of an answer that must have `status`; otherwise the test fails showing what the
 * server said instead.
 */
export function expectJson<T>(response: ApiResponse, status = 200): T {
  if (response.statusCode !== status) {
    throw new Error(`Expected ${status}, got ${response.statusCode}: ${response.body}`);
  }
  return response.json<T>();
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `call(user, method, url, body?)`: one request as `user`, with a JSON body when one is given. */
export type Call = (
  user: SignedInUser,
  method: Method,
  url: string,
  payload?: unknown,
) => Promise<ApiResponse>;

/** A `Call` on the app `app()` answers, so it can be made before `beforeAll` builds the app. */
export function caller(app: () => App): Call {
  return (user, method, url, payload) =>
    apiFor(app(), user).request(
      payload === undefined ? { method, url } : { method, url, payload: payload as object },
    );
}
