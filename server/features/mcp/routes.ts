import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  MCP_NO_SESSION_MESSAGE,
  MCP_PATH,
  mcpAnswerSchemas,
  mcpBodySchema,
} from '../../../contract/mcp.ts';
import { sessionUser } from '../../http/session.ts';
import { apiCallFor } from './api-call.ts';
import { buildMcpServer } from './mcp-server.ts';
import type { McpService } from './service.ts';

/** The JSON-RPC answer to a request the server failed on after the transport took the reply. */
const INTERNAL_ERROR = JSON.stringify({
  jsonrpc: '2.0',
  id: null,
  error: { code: -32603, message: 'Internal error' },
});

/**
 * The MCP endpoint (decision 020), registered by hand: its answers are JSON-RPC written by the
 * MCP SDK's Streamable HTTP transport, not the contract's JSON (the route-table test lists it).
 * Stateless: each POST gets its own server and transport, with the tools the token's scope may
 * use, each calling the app's API as the caller; JSON answers, never a stream. Only a personal
 * API token reaches it: the session hook refuses anything else (TOKEN_ONLY_ROUTES).
 */
export function registerMcpRoutes(app: FastifyInstance, mcp: McpService): void {
  app.post(
    MCP_PATH,
    {
      schema: { body: mcpBodySchema, response: mcpAnswerSchemas },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const server = buildMcpServer(request.apiToken!.scope, {
        call: apiCallFor(app, request),
        links: mcp.imageLinks(user.id, `${request.protocol}://${request.host}`),
        log: request.log,
      });
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      reply.hijack();
      // What the hooks set (security headers) goes out with the transport's answer.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      try {
        await server.connect(transport);
        await transport.handleRequest(request.raw, reply.raw, request.body);
      } catch (error) {
        request.log.error({ err: error }, 'MCP request failed');
        if (reply.raw.headersSent) reply.raw.destroy();
        else reply.raw.writeHead(500, { 'content-type': 'application/json' }).end(INTERNAL_ERROR);
      }
    },
  );

  const noSession = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.status(405).header('allow', 'POST').send({ message: MCP_NO_SESSION_MESSAGE });
  const refusal = { response: { 405: z.object({ message: z.string() }) } };
  app.get(MCP_PATH, { schema: refusal }, noSession);
  app.delete(MCP_PATH, { schema: refusal }, noSession);
}
