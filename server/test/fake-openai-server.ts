import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake received: one POST /v1/chat/completions. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (model, messages, response_format…). */
  body: ChatRequestBody;
}

/** The parts of a chat completion request the tests look at. */
export interface ChatRequestBody {
  model?: string;
  messages?: {
    role: string;
    content:
      | string
      | (
          | { type: 'text'; text: string }
          | { type: 'image_url'; image_url: { url: string; detail?: string } }
        )[];
  }[];
  response_format?: {
    type: string;
    json_schema?: { name: string; strict?: boolean; schema?: Record<string, unknown> };
  };
  [key: string]: unknown;
}

/** How the fake answers the next request. */
export type FakeReply =
  /** A 200 chat completion whose message content is `content` (a value is sent as its JSON text). */
  | { content: unknown; delayMs?: number; finishReason?: 'stop' | 'length' }
  /** An error answer in OpenAI's shape: `{ error: { message, type, code } }`. */
  | { status: number; message: string; headers?: Record<string, string>; delayMs?: number };

export interface FakeOpenAiServer {
  /** The API root to give the SDK, e.g. http://127.0.0.1:40123/v1. */
  baseUrl: string;
  /** Every request received, oldest first. */
  requests: ReceivedRequest[];
  /** Queues replies, answered in order; an unscripted request gets a 500. */
  reply(...replies: FakeReply[]): void;
  /** Forgets queued replies and received requests. */
  reset(): void;
  close(): Promise<void>;
}

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(text)),
    'x-request-id': `req_fake_${Date.now()}`,
    ...headers,
  });
  response.end(text);
}

/**
 * An OpenAI-compatible chat completions server on 127.0.0.1 (a free port), speaking the real
 * response shapes, so the provider is tested over real HTTP through the real SDK.
 */
export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const requests: ReceivedRequest[] = [];
  let queue: FakeReply[] = [];
  let completions = 0;
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      if (request.method !== 'POST' || path !== '/v1/chat/completions') {
        send(response, 404, {
          error: {
            message: `Unknown route ${request.method} ${path}`,
            type: 'invalid_request_error',
            param: null,
            code: null,
          },
        });
        return;
      }
      let body: ChatRequestBody;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequestBody;
      } catch {
        send(response, 400, {
          error: {
            message: 'Invalid JSON body',
            type: 'invalid_request_error',
            param: null,
            code: null,
          },
        });
        return;
      }
      requests.push({ method: request.method, path, headers: request.headers, body });
      const reply = queue.shift() ?? {
        status: 500,
        message: 'The fake server had no reply scripted',
      };

      const answer = () => {
        if (response.destroyed) return;
        if ('status' in reply) {
          const type =
            reply.status === 429
              ? 'requests'
              : reply.status >= 500
                ? 'server_error'
                : 'invalid_request_error';
          const code = reply.status === 429 ? 'rate_limit_exceeded' : null;
          send(
            response,
            reply.status,
            { error: { message: reply.message, type, param: null, code } },
            reply.headers,
          );
          return;
        }
        completions += 1;
        const content =
          typeof reply.content === 'string' ? reply.content : JSON.stringify(reply.content);
        send(response, 200, {
          id: `chatcmpl-fake${completions}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model ?? 'unknown',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content, refusal: null, annotations: [] },
              logprobs: null,
              finish_reason: reply.finishReason ?? 'stop',
            },
          ],
          usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
          system_fingerprint: 'fp_fake',
        });
      };
      if (reply.delayMs) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          answer();
        }, reply.delayMs);
        timers.add(timer);
      } else {
        answer();
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (...replies) => {
      queue.push(...replies);
    },
    reset: () => {
      queue = [];
      requests.length = 0;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
