// The demo seeder talks to the app through its public HTTP API (app.inject), exactly as the
// browser does: same validation, same photo pipeline, the session user as the owner.
import type { App } from '../app.ts';

export class DemoSeedError extends Error {}

export interface Reply<T> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

/** Encodes a multipart/form-data body the way a browser's FormData would. */
async function multipart(
  fields: Record<string, string>,
  file: { name: string; type: string; bytes: Buffer } | null,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) {
    form.append('image', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** A signed-in session against an app, with the few calls the seeder needs. */
export class DemoClient {
  private cookie = '';

  constructor(private readonly app: App) {}

  private async call<T>(
    method: Method,
    url: string,
    options: { json?: unknown; form?: Awaited<ReturnType<typeof multipart>> } = {},
  ): Promise<Reply<T>> {
    const response = await this.app.inject({
      method,
      url,
      headers: { cookie: this.cookie, ...options.form?.headers },
      ...(options.form ? { payload: options.form.payload } : {}),
      ...(options.json !== undefined ? { payload: options.json as object } : {}),
    });
    const setCookie = [response.headers['set-cookie'] ?? []].flat();
    const session = setCookie.find((value) => value.startsWith('sid='));
    if (session) this.cookie = session.split(';')[0]!;
    const body = response.body ? (response.json() as T) : (undefined as T);
    return { status: response.statusCode, body, headers: response.headers };
  }

  /** Answers the body of a 2xx reply, or throws with the API's own message. */
  async expect<T>(
    method: Method,
    url: string,
    options: { json?: unknown; form?: Awaited<ReturnType<typeof multipart>> } = {},
  ): Promise<T> {
    const reply = await this.call<T & { message?: string }>(method, url, options);
    if (reply.status >= 300) {
      throw new DemoSeedError(`${method} ${url} answered ${reply.status}: ${reply.body?.message}`);
    }
    return reply.body;
  }

  /**
   * One page of a paged list (the community feed): its body, and the next page's address from
   * the answer's `Link: <…>; rel="next"` header (null on the last page).
   */
  async expectPage<T>(url: string): Promise<{ body: T; next: string | null }> {
    const reply = await this.call<T & { message?: string }>('GET', url);
    if (reply.status >= 300) {
      throw new DemoSeedError(`GET ${url} answered ${reply.status}: ${reply.body?.message}`);
    }
    const link = reply.headers.link;
    const next = typeof link === 'string' ? /<([^>]+)>;\s*rel="next"/.exec(link)?.[1] : undefined;
    return { body: reply.body, next: next ?? null };
  }

  /**
   * Signs in; creates the account first when it does not exist. Answers false when the username
   * is taken but the password differs (someone changed the demo account's password).
   */
  async signInOrRegister(account: {
    username: string;
    password: string;
    firstName: string;
    lastName: string;
  }): Promise<boolean> {
    const login = await this.call('POST', '/api/login', {
      json: { username: account.username, password: account.password },
    });
    if (login.status === 200) return true;
    if (login.status !== 401) throw new DemoSeedError(`Login answered ${login.status}`);
    const register = await this.call<{ message?: string }>('POST', '/api/register', {
      json: account,
    });
    if (register.status === 201) return true;
    if (register.status === 409) return false;
    throw new DemoSeedError(`Sign-up answered ${register.status}: ${register.body?.message}`);
  }

  async signOut(): Promise<void> {
    await this.call('POST', '/api/logout');
  }

  /** POST /api/wardrobe with a photo, as the add-item dialog sends it. */
  async addItem<T>(fields: Record<string, string>, photo: Buffer, fileName: string): Promise<T> {
    return this.postForm<T>('/api/wardrobe', fields, { photo, fileName });
  }

  /** A multipart POST as the app's photo forms send it (diary, marketplace), photo optional. */
  async postForm<T>(
    url: string,
    fields: Record<string, string>,
    image: { photo: Buffer; fileName: string } | null,
  ): Promise<T> {
    const file = image && { name: image.fileName, type: 'image/jpeg', bytes: image.photo };
    return this.expect<T>('POST', url, { form: await multipart(fields, file) });
  }

  /**
   * Another browser on the same app, signed in as nobody: what a friend opening a shared vote
   * link is. Each call gives a fresh one, so no cookie is shared between friends.
   */
  stranger(): DemoClient {
    return new DemoClient(this.app);
  }
}
