import { z } from 'zod';
import { noContent } from './no-content.ts';

/**
 * The MCP endpoint (Model Context Protocol, Streamable HTTP) for a person's own AI assistant,
 * with a personal API token (decision 020). Not an endpoint map: its messages are JSON-RPC 2.0,
 * read and answered by the MCP SDK's transport; these schemas check the envelope and document it.
 */
export const MCP_PATH = '/api/mcp';

/** The most JSON-RPC messages one POST may carry (each tool call is one or more API calls). */
export const MCP_BATCH_MAX = 10;

/** GET (a server-sent stream) and DELETE (ending a session): this endpoint keeps no session. */
export const MCP_NO_SESSION_MESSAGE =
  'This MCP endpoint keeps no session and sends no stream: POST each JSON-RPC message';

const jsonRpcIdSchema = z.union([z.string(), z.number().int()]);

/** One JSON-RPC 2.0 message: a request, a notification or a response; the SDK reads the rest. */
export const jsonRpcMessageSchema = z.looseObject({
  jsonrpc: z.literal('2.0'),
  id: jsonRpcIdSchema.optional(),
  method: z.string().optional(),
  params: z.record(z.string(), z.unknown()).optional(),
});

const BODY_MESSAGE = `The body must be a JSON-RPC 2.0 message, or a list of at most ${MCP_BATCH_MAX}`;

/** POST /api/mcp: one message, or a batch of a few. */
export const mcpBodySchema = z.union(
  [jsonRpcMessageSchema, z.array(jsonRpcMessageSchema).min(1).max(MCP_BATCH_MAX)],
  { error: BODY_MESSAGE },
);

/** A JSON-RPC 2.0 answer: a result (a tool's answer, the tool list…) or an error. */
export const jsonRpcAnswerSchema = z.looseObject({
  jsonrpc: z.literal('2.0'),
  id: jsonRpcIdSchema.nullable(),
  result: z.record(z.string(), z.unknown()).optional(),
  error: z
    .object({ code: z.number().int(), message: z.string(), data: z.unknown().optional() })
    .optional(),
});

/** What POST /api/mcp answers: JSON (never a stream), or 202 when it held only notifications. */
export const mcpAnswerSchemas = {
  200: z.union([jsonRpcAnswerSchema, z.array(jsonRpcAnswerSchema)]),
  202: noContent,
} as const;
