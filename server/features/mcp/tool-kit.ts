import type { FastifyBaseLogger } from 'fastify';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { ApiTokenScope } from '../../../contract/api-tokens-values.ts';
import { ApiRefusal, type ApiCall } from './api-call.ts';
import type { ImageLinks } from './service.ts';

/** What a tool needs for one request: the API as its caller, and links to the caller's photos. */
export interface ToolContext {
  call: ApiCall;
  links: ImageLinks;
  log: FastifyBaseLogger;
}

/**
 * One MCP tool: its input is a zod object (built from the contract's schemas, described for the
 * model), its answer a small JSON object. `access: 'read'` tools are the only ones a read-only
 * token is offered.
 */
export interface McpTool<S extends z.ZodObject = z.ZodObject> {
  name: string;
  title: string;
  description: string;
  access: ApiTokenScope;
  input: S;
  run(input: z.output<S>, context: ToolContext): Promise<Record<string, unknown>>;
}

/** Declares a tool with its input's types checked against what `run` reads. */
export const defineTool = <S extends z.ZodObject>(tool: McpTool<S>): McpTool =>
  tool as unknown as McpTool;

/** The answer as compact JSON text (what a model reads) and as structured content. */
const answer = (value: Record<string, unknown>): CallToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(value) }],
  structuredContent: value,
});

const toolError = (message: string): CallToolResult => ({
  content: [{ type: 'text', text: message }],
  isError: true,
});

/** A fault of ours, not the caller's: said plainly, logged with its cause. */
export const TOOL_FAILED_MESSAGE = 'The wardrobe app could not answer this call. Try again later.';

/**
 * Registers the tools the token's scope may use: a read token is offered the read tools only (a
 * write tool it names is unknown to its server). A refusal of the API (not found, invalid, a limit
 * reached) is the tool's error with the API's own words.
 */
export function registerTools(
  server: McpServer,
  tools: readonly McpTool[],
  scope: ApiTokenScope,
  context: ToolContext,
): void {
  for (const tool of tools) {
    if (tool.access === 'write' && scope !== 'write') continue;
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.input,
        annotations: {
          readOnlyHint: tool.access === 'read',
          destructiveHint: false,
          openWorldHint: false,
        },
      },
      async (input: unknown) => {
        try {
          return answer(await tool.run(input as z.output<z.ZodObject>, context));
        } catch (error) {
          // The API's refusals (and its 503 or 507) in its words; only a fault of ours is hidden.
          if (error instanceof ApiRefusal && error.status !== 500) return toolError(error.message);
          context.log.error({ err: error, tool: tool.name }, 'MCP tool failed');
          return toolError(TOOL_FAILED_MESSAGE);
        }
      },
    );
  }
}

/** `limit` and `offset` of a paged list. */
export const PAGE_DEFAULT = 20;
export const PAGE_MAX = 50;
export const pagingShape = {
  limit: z
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(PAGE_MAX, `limit must be at most ${PAGE_MAX}`)
    .default(PAGE_DEFAULT)
    .describe(`How many to answer (default ${PAGE_DEFAULT}, at most ${PAGE_MAX}).`),
  offset: z
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset cannot be negative')
    .default(0)
    .describe("How many to skip: the previous answer's nextOffset."),
};

/** One page of a list, with where the next one starts (null on the last). */
export function page<T>(all: readonly T[], { limit, offset }: { limit: number; offset: number }) {
  const end = offset + limit;
  return {
    total: all.length,
    offset,
    nextOffset: end < all.length ? end : null,
    page: all.slice(offset, end),
  };
}
