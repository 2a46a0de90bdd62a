import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DESKTOP, PHONE, signUpThroughUi, uniqueName } from './helpers.ts';
import { addPlanningWardrobe } from './planning-fixtures.ts';

// The charts (an item's wear history, the impact trend, the style profile's palette) at phone and
// desktop width, light and dark: drawn, labels apart, and screenshots kept for a look.
const SHOTS = process.env.CHART_SHOTS_DIR ?? path.join(import.meta.dirname, 'artifacts', 'charts');
const shot = (name: string) => path.join(SHOTS, `${name}.png`);

async function logWears(page: Page, times: Record<string, number>) {
  const items = await (await page.request.get('/api/wardrobe')).json();
  for (const item of items as { id: string; name: string }[])
    for (let i = 0; i < (times[item.name] ?? 0); i += 1)
      expect((await page.request.post(`/api/wardrobe/${item.id}/wear`)).ok()).toBe(true);
  return items as { id: string; name: string }[];
}

/** The month labels under the bars never overlap one another. */
async function expectLabelsApart(chart: Locator) {
  const boxes = await chart.locator('text').evaluateAll((nodes) =>
    nodes
      .filter((n) => /^[A-Z][a-z]{2}$/.test(n.textContent ?? ''))
      .map((n) => n.getBoundingClientRect())
      .map((r) => ({ left: r.left, right: r.right })),
  );
  expect(boxes).toHaveLength(12);
  for (let i = 1; i < boxes.length; i += 1)
    expect(boxes[i]!.left).toBeGreaterThan(boxes[i - 1]!.right);
}

test('charts read at 375 and 1440 px, light and dark', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpThroughUi(page, { username: uniqueName('charts'), password: 'charts password 1' });
  await addPlanningWardrobe(page);
  const items = await logWears(page, { 'Grey wool trousers': 3, 'White sneakers': 2 });
  const trousers = items.find((item) => item.name === 'Grey wool trousers')!;

  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate((value) => localStorage.setItem('afc-theme', value), theme);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      const tag = `${viewport.width}-${theme}`;

      await page.goto(`/wardrobe/${trousers.id}`);
      const detail = page.getByRole('dialog', { name: 'Grey wool trousers' });
      const history = detail.getByRole('img', { name: /^3 wears in the last 12 months/ });
      await history.scrollIntoViewIfNeeded();
      await expectLabelsApart(history);
      await page.screenshot({ path: shot(`item-wear-${tag}`) });

      await page.goto('/sustainability');
      const trend = page.getByRole('img', { name: /^5 wears in the last 12 months/ });
      await trend.scrollIntoViewIfNeeded();
      await expectLabelsApart(trend);
      await page.screenshot({ path: shot(`sustainability-${tag}`) });

      await page.goto('/');
      const profile = page.getByRole('region', { name: 'Your Style Profile' });
      await expect(profile.getByTestId('palette-strip')).toBeVisible();
      await profile.scrollIntoViewIfNeeded();
      await profile.screenshot({ path: shot(`palette-${tag}`) });
    }
  }
});
