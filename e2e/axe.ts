import type { Page } from '@playwright/test';
import axe from 'axe-core';

// axe-core run in the page itself: its source (axe.source) evaluated once per document (the DevTools protocol
// is not held by the page's Content-Security-Policy), then axe.run on the whole document. The
// Playwright wrapper finishes every run in a fresh blank page, about 1.2 s each; this takes
// 0.4–0.8 s per screen here, and the screens have no frames for it to visit.
const axeSource = axe.source;

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/** The serious and critical findings on the page as it stands, one line per element. */
export async function seriousFindings(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
    };
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      nodes: nodes.map((node) => ({ target: node.target.map(String) })),
    }));
  }, TAGS);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}
