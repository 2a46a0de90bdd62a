// Issue 16 on a phone: long dialogs keep their actions in view, the floating add button never
// sits over a dialog or the last card, and the lists' sorts reorder them.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpThroughUi, uniqueName } from './helpers.ts';
import { addPiece } from './wardrobe-fixtures.ts';

const PHONE = { width: 375, height: 800 };

const PIECES = [
  ['tops', ['Oxford shirt', 'Knit polo', 'Crew tee', 'Linen shirt', 'Striped tee', 'Silk blouse']],
  ['bottoms', ['Wool trousers', 'Dark jeans', 'Chinos', 'Pleated skirt']],
  ['shoes', ['Leather boots', 'White sneakers', 'Loafers']],
  ['outerwear', ['Trench coat', 'Denim jacket']],
  ['dresses', ['Slip dress']],
] as const;

async function addWardrobe(page: Page) {
  for (const [category, names] of PIECES) {
    for (const name of names) await addPiece(page, { name, category });
  }
}

async function addTrip(page: Page, tripName: string, startDate: string) {
  const response = await page.request.post('/api/packing-lists', {
    data: { tripName, startDate, endDate: startDate },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The box of a locator, which must be on screen. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

const tripNames = (page: Page) =>
  page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();

test('on a phone, long dialogs keep their actions in view, the add button stays out of the way, and sorts reorder', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await signUpThroughUi(page, { username: uniqueName('phn'), password: 'a long enough password' });
  await addWardrobe(page);
  await addTrip(page, 'Oslo', '2031-08-10');
  await addTrip(page, 'Lisbon', '2031-05-01');
  await addTrip(page, 'Kyoto', '2031-10-20');

  // A sort reorders the packing lists (soonest trip first is the server's order) and is kept.
  await page.goto('/packing-list');
  await expect(page.getByRole('heading', { name: 'Lisbon' })).toBeVisible();
  expect(await tripNames(page)).toEqual(['Lisbon', 'Oslo', 'Kyoto']);
  await page.getByRole('combobox', { name: 'Sort packing lists' }).click();
  await page.getByRole('option', { name: 'Trip name A–Z' }).click();
  await expect.poll(() => tripNames(page)).toEqual(['Kyoto', 'Lisbon', 'Oslo']);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Lisbon' })).toBeVisible();
  expect(await tripNames(page)).toEqual(['Kyoto', 'Lisbon', 'Oslo']);

  // The select-items dialog is longer than the phone: its body scrolls, its actions stay put.
  await page.getByRole('button', { name: 'Edit items for Lisbon' }).click();
  const select = page.getByRole('dialog', { name: 'Select Items for Lisbon' });
  await expect(select.getByRole('button', { name: /Slip dress/ })).toBeAttached();
  const body = select.locator('[data-slot=dialog-body]');
  const overflow = await body.evaluate((el) => el.scrollHeight - el.clientHeight);
  expect(overflow).toBeGreaterThan(200);
  const save = select.getByRole('button', { name: 'Save Items' });
  for (const at of ['top', 'bottom'] as const) {
    await body.evaluate((el, to) => el.scrollTo(0, to === 'top' ? 0 : el.scrollHeight), at);
    const saveBox = await box(save);
    expect(saveBox.y).toBeGreaterThanOrEqual(0);
    expect(saveBox.y + saveBox.height).toBeLessThanOrEqual(PHONE.height);
    // The title stays in view too.
    const title = await box(select.getByRole('heading', { name: 'Select Items for Lisbon' }));
    expect(title.y).toBeGreaterThanOrEqual(0);
  }
  await select.getByRole('button', { name: /Slip dress/ }).click();
  await save.click();
  await expect(select).toBeHidden();

  // The dashboard's floating add button: under any open dialog, never over the last card.
  await page.goto('/');
  const fab = page.getByRole('button', { name: 'Add item', exact: true });
  await expect(fab).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(200);
  const fabBox = await box(fab);
  const steps = page.getByRole('region', { name: 'Next steps' });
  const lastCard = await box(steps.getByRole('listitem').last());
  const overlaps =
    fabBox.x < lastCard.x + lastCard.width &&
    lastCard.x < fabBox.x + fabBox.width &&
    fabBox.y < lastCard.y + lastCard.height &&
    lastCard.y < fabBox.y + fabBox.height;
  expect(overlaps, JSON.stringify({ fabBox, lastCard })).toBe(false);

  await fab.click();
  const add = page.getByRole('dialog', { name: 'Add New Wardrobe Item' });
  await expect(add).toBeVisible();
  const centre = { x: fabBox.x + fabBox.width / 2, y: fabBox.y + fabBox.height / 2 };
  const onTop = await page.evaluate(({ x, y }) => {
    const hit = document.elementFromPoint(x, y);
    return {
      inDialog: hit?.closest('[role=dialog], [data-slot=dialog-overlay]') !== null,
      isFab: hit?.closest('button[aria-label="Add item"]') !== null,
    };
  }, centre);
  expect(onTop).toEqual({ inDialog: true, isFab: false });
  // The wardrobe's add dialog, long on a phone, keeps its action in view as well.
  const addButton = add.getByRole('button', { name: 'Add to Wardrobe' });
  const addBox = await box(addButton);
  expect(addBox.y + addBox.height).toBeLessThanOrEqual(PHONE.height);
  // And offers the phone's camera beside the upload.
  await expect(add.getByRole('button', { name: 'Take Photo' })).toBeVisible();
  await expect(add.getByLabel('Take a photo with the camera')).toHaveAttribute(
    'capture',
    'environment',
  );
  await page.keyboard.press('Escape');
  await expect(add).toBeHidden();

  // The menu drawer loads on its first press and opens from it; a link takes you there and closes it.
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/phone-menu-drawer.png' });
  await menu.getByRole('link', { name: 'Packing Lists' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/packing-list$/);
  // Once loaded it opens at once, and closing gives focus back to its button.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});
