import { randomBytes } from 'node:crypto';
import type { PublicUser } from '../../contract/auth.ts';
import type { App } from '../app.ts';

export interface SignedInUser {
  user: PublicUser;
  /** The `Cookie` header value that carries the session. */
  cookie: string;
  password: string;
}

export const uniqueUsername = (prefix = 'user') => `${prefix}_${randomBytes(4).toString('hex')}`;

/** The `name=value` pair of the session cookie a response set. */
export function sessionCookieFrom(headers: Record<string, unknown>): string {
  const raw = headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : [raw];
  const session = all.find(
    (value): value is string => typeof value === 'string' && value.startsWith('sid='),
  );
  if (!session) throw new Error('The response set no session cookie');
  return session.split(';')[0]!;
}

/** Registers a new account through the API and answers its session cookie. */
export async function signUp(
  app: App,
  fields: Partial<{
    username: string;
    password: string;
    firstName: string;
    lastName: string;
    email: string;
  }> = {},
): Promise<SignedInUser> {
  const password = fields.password ?? 'correct horse battery';
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username: uniqueUsername(), ...fields, password },
  });
  if (response.statusCode !== 201)
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return {
    user: response.json<PublicUser>(),
    cookie: sessionCookieFrom(response.headers),
    password,
  };
}
