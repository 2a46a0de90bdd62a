import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Browser } from '@playwright/test';
import { DESKTOP, PHONE, signUpThroughUi, uniqueName } from './helpers.ts';
import { addPlanningWardrobe } from './planning-fixtures.ts';

// Every screen, at phone and desktop width, in light and dark: no serious or critical axe-core
// finding (WCAG 2.1 AA rules, colour contrast included).
const SCREENS = [
  '/',
  '/wardrobe',
  '/style-diary',
  '/outfit-generator',
  '/alter-egos',
  '/calendar',
  '/capsule',
  '/packing-list',
  '/shopping',
  '/marketplace',
  '/friends-rating',
  '/sustainability',
  '/community',
  '/settings',
];

async function findings(browser: Browser, storageState: string, theme: string, width: number) {
  const context = await browser.newContext({
    storageState,
    viewport: width === PHONE.width ? PHONE : DESKTOP,
  });
  await context.addInitScript((value) => localStorage.setItem('afc-theme', value), theme);
  const page = await context.newPage();
  const found: string[] = [];
  for (const path of SCREENS) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    for (const v of violations)
      if (v.impact === 'serious' || v.impact === 'critical')
        for (const node of v.nodes)
          found.push(`${path} ${theme} ${width}px ${v.id}: ${node.target.join(' ')}`);
  }
  await context.close();
  return found;
}

test('every screen passes axe-core at phone and desktop width, light and dark', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  await signUpThroughUi(page, { username: uniqueName('axe'), password: 'axe password 1' });
  await addPlanningWardrobe(page);
  const storageState = testInfo.outputPath('state.json');
  await page.context().storageState({ path: storageState });

  const found: string[] = [];
  for (const theme of ['light', 'dark'])
    for (const width of [PHONE.width, DESKTOP.width])
      found.push(...(await findings(browser, storageState, theme, width)));
  expect(found).toEqual([]);
});
