import type { McpTool } from '../tool-kit.ts';
import { listCapsules, listPackingLists } from './collection-tools.ts';
import { generateOutfits, listOutfits, saveOutfit } from './outfit-tools.ts';
import { getCalendar, getToday, planOutfit } from './planning-tools.ts';
import { getItem, logWear, searchWardrobe } from './wardrobe-tools.ts';

/** Every tool, in the order a client lists them: the reads, then the writes. */
export const MCP_TOOLS: readonly McpTool[] = [
  searchWardrobe,
  getItem,
  generateOutfits,
  listOutfits,
  getToday,
  getCalendar,
  listCapsules,
  listPackingLists,
  saveOutfit,
  planOutfit,
  logWear,
];
