import http from 'node:http';
import { postJson } from './app-process.ts';

/** Signs a new account up on a running app process and answers its session cookie. */
export async function signUp(port: number, username: string): Promise<string> {
  const response = await postJson(port, '/api/register', {
    username,
    password: 'long enough password',
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${await response.text()}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

/**
 * How a request ended, as a client sees it. `dropped` is the one that must never happen: the
 * request was written to a connection the server had accepted, and no answer came back (a reset
 * or a closed socket), so the client cannot know whether a POST was done.
 */
export type Outcome =
  | { kind: 'answered'; status: number; body: string; connectionClose: boolean }
  | { kind: 'refused' }
  | { kind: 'dropped' | 'unsent'; code: string; reusedSocket: boolean };

export interface SendOptions {
  port: number;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
  agent?: http.Agent;
}

/** One request through node:http (keep-alive when given an agent), never rejecting. */
export function send({ port, method, path, headers, body, agent }: SendOptions): Promise<Outcome> {
  return new Promise((resolve) => {
    let written = false;
    const request = http.request(
      { host: '127.0.0.1', port, method, path, headers, agent: agent ?? false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            kind: 'answered',
            status: response.statusCode!,
            body: Buffer.concat(chunks).toString(),
            connectionClose: response.headers.connection === 'close',
          }),
        );
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ kind: 'dropped', code: error.code ?? error.message, reusedSocket: true }),
        );
      },
    );
    request.on('finish', () => (written = true));
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') return resolve({ kind: 'refused' });
      resolve({
        kind: written ? 'dropped' : 'unsent',
        code: error.code ?? error.message,
        reusedSocket: request.reusedSocket,
      });
    });
    request.end(body);
  });
}
