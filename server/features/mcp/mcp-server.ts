import { readFileSync } from 'node:fs';
import path from 'node:path';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ApiTokenScope } from '../../../contract/api-tokens-values.ts';
import { projectRoot } from '../../paths.ts';
import { registerTools, type ToolContext } from './tool-kit.ts';
import { MCP_TOOLS } from './tools/all-tools.ts';

const { version } = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
  version: string;
};

export const MCP_SERVER_NAME = 'ai-fashion-companion';

const INSTRUCTIONS = `The user's own wardrobe in AI Fashion Companion: their pieces, saved outfits, calendar, capsules and packing lists. Temperatures are in °F. Ids come from the tools' answers (search_wardrobe for pieces, list_outfits for outfits). Image links work without signing in until the answer's imagesExpireAt.`;

const READ_ONLY_NOTE =
  ' This token can only read: the user makes a read and write token in the app’s Settings to save, plan or log wears.';

/**
 * The MCP server of one request, for its caller: the tools the token's scope may use, each calling
 * the app's API as the caller (tool-kit.ts, api-call.ts). Built per request: the endpoint keeps
 * no session (decision 020).
 */
export function buildMcpServer(scope: ApiTokenScope, context: ToolContext): McpServer {
  const server = new McpServer(
    { name: MCP_SERVER_NAME, title: 'AI Fashion Companion', version },
    { instructions: scope === 'write' ? INSTRUCTIONS : INSTRUCTIONS + READ_ONLY_NOTE },
  );
  registerTools(server, MCP_TOOLS, scope, context);
  return server;
}
