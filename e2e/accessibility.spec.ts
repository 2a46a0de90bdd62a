import { expect, test } from '@playwright/test';
import { seriousFindings } from './axe.ts';
import { DESKTOP, PHONE, signUpThroughUi, uniqueName } from './helpers.ts';
import { addPlanningWardrobe } from './planning-fixtures.ts';

// Every screen, at phone and desktop width, in light and dark: no serious or critical axe-core
// finding (WCAG 2.1 AA rules, colour contrast included). One account with a small wardrobe, made
// once; one test per theme and width, so each has its own time limit and names its own failures.
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

let storageState = '';

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(120_000);
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signUpThroughUi(page, { username: uniqueName('axe'), password: 'axe password 1' });
  await addPlanningWardrobe(page);
  storageState = testInfo.outputPath('state.json');
  await context.storageState({ path: storageState });
  await context.close();
});

for (const theme of ['light', 'dark'])
  for (const viewport of [PHONE, DESKTOP])
    test(`every screen passes axe-core at ${viewport.width} px, ${theme}`, async ({ browser }) => {
      test.setTimeout(150_000);
      const context = await browser.newContext({ storageState, viewport });
      await context.addInitScript((value) => localStorage.setItem('afc-theme', value), theme);
      const page = await context.newPage();
      const found: string[] = [];
      for (const path of SCREENS) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        for (const finding of await seriousFindings(page)) found.push(`${path} ${finding}`);
      }
      await context.close();
      expect(found).toEqual([]);
    });
