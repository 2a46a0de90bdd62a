import { NO_GARMENT_MESSAGE } from '@contract/wardrobe-values.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';
import { aPhoto, aScan, anItem } from '@/test/fixtures/wardrobe-items.ts';
import { ScanItemDialog } from './scan-item-dialog.tsx';

// Each case renders the real app; a busy machine (the whole suite in parallel) can take a while.
const UI_TEST_TIMEOUT_MS = 20_000;

const dialog = () => within(screen.getByRole('dialog', { name: 'AI Scan Item' }));
const labelOf = (field: RegExp) => dialog().getByText(field, { selector: 'label' });
/** The 'Use it' button of the suggestion that reads `text`. */
const useButton = (text: RegExp) =>
  within(dialog().getByText(text).closest('p')!).getByRole('button', { name: 'Use it' });

async function scanWith(answer: Response) {
  const fetch = mockFetch({
    ...userRoute(ada),
    'POST /api/wardrobe/scan': () => answer,
    'POST /api/wardrobe': () => json(201, anItem()),
    'GET /api/wardrobe': () => json(200, []),
  });
  const user = userEvent.setup();
  renderApp({ ui: <ScanItemDialog open onOpenChange={() => {}} /> });
  await user.upload(dialog().getByLabelText('Upload an image file'), aPhoto());
  await user.click(dialog().getByRole('button', { name: 'Scan with AI' }));
  return { user, ...fetch };
}

describe('the scan says how sure it is', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('marks sure fields "Detected by AI" and leaves unsure ones empty, to confirm', async () => {
    const { user, requests } = await scanWith(
      json(
        200,
        aScan({
          detectedName: 'Black Jacket',
          itemName: 'Black Jacket',
          category: 'outerwear',
          color: 'Black',
          style: ['casual'],
          confidence: { category: 0.6, color: 0.9, name: 0.6 },
          lowConfidence: true,
          unsure: ['category', 'name', 'style'],
          scanToken: 'token-1',
        }),
      ),
    );
    expect(await dialog().findByText(/unsure of some details/)).toBeInTheDocument();
    expect(labelOf(/^Color/)).toHaveTextContent('Detected by AI');
    for (const field of [/^Item Name/, /^Category/, /^Style Tags/]) {
      expect(labelOf(field)).toHaveTextContent('Please confirm');
    }
    const name = dialog().getByRole('textbox', { name: /^Item Name/ });
    expect(name).toHaveValue('');
    await user.click(useButton(/Maybe: Black Jacket\?/));
    expect(name).toHaveValue('Black Jacket');

    await user.click(useButton(/Looks like: Outerwear/));
    await user.click(dialog().getByRole('button', { name: 'Confirm & Add to Wardrobe' }));
    const sent = requests.find((r) => r.method === 'POST' && r.url === '/api/wardrobe');
    expect((sent?.body as FormData | undefined)?.get('scanToken')).toBe('token-1');
  });

  it("shows the 'no garment' answer beside the photo, which stays for another try", async () => {
    await scanWith(json(422, { message: NO_GARMENT_MESSAGE }));
    expect(await dialog().findByRole('status')).toHaveTextContent(NO_GARMENT_MESSAGE);
    expect(dialog().getByRole('img', { name: 'Photo to scan' })).toBeInTheDocument();
    expect(dialog().getByRole('button', { name: 'Scan with AI' })).toBeEnabled();
  });
});
