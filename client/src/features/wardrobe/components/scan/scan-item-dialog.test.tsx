import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ada, deferred, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';
import { aPhoto, aScan, anItem } from '@/test/fixtures/wardrobe-items.ts';
import { ScanItemDialog } from './scan-item-dialog.tsx';

// Each case renders the real app; a busy machine (the whole suite in parallel) can take a while.
const UI_TEST_TIMEOUT_MS = 20_000;

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open scanner
      </button>
      <ScanItemDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

function renderScanner() {
  const user = userEvent.setup();
  renderApp({ ui: <Harness /> });
  return { user };
}

const toasts = () => screen.findByRole('region', { name: /Notifications/, hidden: true });
const dialog = () => within(screen.getByRole('dialog', { name: 'AI Scan Item' }));

describe('AI Scan Item dialog', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('says "No image selected" when scanning without a photo, and sends nothing', async () => {
    const { requests } = mockFetch(userRoute(ada));
    const { user } = renderScanner();

    await user.click(dialog().getByRole('button', { name: 'Scan with AI' }));

    expect(await within(await toasts()).findByText('No image selected')).toBeInTheDocument();
    expect(within(await toasts()).getByText('Please select an image to scan.')).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/api/wardrobe/scan')).toBe(false);
  });

  it('offers the camera (capture="environment") and a file upload, both images only', async () => {
    mockFetch(userRoute(ada));
    renderScanner();
    expect(dialog().getByRole('button', { name: 'Take Photo' })).toBeInTheDocument();
    expect(dialog().getByRole('button', { name: 'Upload Image' })).toBeInTheDocument();
    const camera = dialog().getByLabelText('Take a photo with the camera');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*,.heic,.heif');
    expect(dialog().getByLabelText('Upload an image file')).toHaveAttribute(
      'accept',
      'image/*,.heic,.heif',
    );
  });

  it('previews, scans, lets the details be edited, then adds the item with its size and photo', async () => {
    const scan = deferred<Response>();
    const { requests } = mockFetch({
      ...userRoute(ada),
      'POST /api/wardrobe/scan': () => scan.promise,
      'POST /api/wardrobe': () => json(201, anItem()),
      'GET /api/wardrobe': () => json(200, []),
    });
    const { user } = renderScanner();
    const photo = aPhoto();

    await user.upload(dialog().getByLabelText('Upload an image file'), photo);
    expect(dialog().getByRole('img', { name: 'Photo to scan' })).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Scan with AI' }));

    expect(await dialog().findByRole('button', { name: 'Scanning...' })).toBeDisabled();
    scan.resolve(
      json(
        200,
        aScan({
          detectedName: 'Camel Coat',
          itemName: 'Camel Coat',
          category: 'outerwear',
          color: 'Camel',
          size: 'M',
          style: ['classic', 'minimal'],
          confidence: { category: 0.95, color: 0.8 },
        }),
      ),
    );

    expect(
      await within(await toasts()).findByText('Item scanned successfully!'),
    ).toBeInTheDocument();
    expect(
      within(await toasts()).getByText(
        'AI has detected the item details. Review and confirm below.',
      ),
    ).toBeInTheDocument();
    const form = dialog();
    expect(form.getByLabelText(/^Item Name/)).toHaveValue('Camel Coat');
    expect(form.getByLabelText(/^Category/)).toHaveTextContent('Outerwear');
    expect(form.getByLabelText(/^Color/)).toHaveValue('Camel');
    expect(form.getByLabelText(/^Size/)).toHaveValue('M');
    expect(form.getByLabelText(/^Style Tags/)).toHaveValue('classic, minimal');
    expect(form.queryByLabelText('Price (USD)')).not.toBeInTheDocument();

    await user.clear(form.getByLabelText('Brand'));
    await user.type(form.getByLabelText('Brand'), 'Acme');
    await user.click(form.getByRole('button', { name: 'Confirm & Add to Wardrobe' }));

    expect(await within(await toasts()).findByText('Item added successfully!')).toBeInTheDocument();
    expect(
      within(await toasts()).getByText('Your scanned item has been added to your wardrobe.'),
    ).toBeInTheDocument();
    const sent = requests.find((r) => r.method === 'POST' && r.url === '/api/wardrobe')!
      .body as FormData;
    expect(sent.get('name')).toBe('Camel Coat');
    expect(sent.get('category')).toBe('outerwear');
    expect(sent.get('size')).toBe('M');
    expect(sent.get('brand')).toBe('Acme');
    expect(JSON.parse(String(sent.get('tags')))).toEqual(['classic', 'minimal']);
    expect(sent.get('image')).toBe(photo);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'AI Scan Item' })).not.toBeInTheDocument(),
    );
  });

  it('still asks for a category in the review form when the scan found none', async () => {
    const { requests } = mockFetch({
      ...userRoute(ada),
      'POST /api/wardrobe/scan': () => json(200, aScan()),
    });
    const { user } = renderScanner();
    await user.upload(dialog().getByLabelText('Upload an image file'), aPhoto());
    await user.click(dialog().getByRole('button', { name: 'Scan with AI' }));
    await dialog().findByRole('button', { name: 'Confirm & Add to Wardrobe' });

    await user.click(dialog().getByRole('button', { name: 'Confirm & Add to Wardrobe' }));
    expect(await within(await toasts()).findByText('Category required')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST' && r.url === '/api/wardrobe')).toBe(false);
  });

  it('returns to the preview with the server message when the scan fails', async () => {
    mockFetch({
      ...userRoute(ada),
      'POST /api/wardrobe/scan': () => json(415, { message: 'Unsupported image type' }),
    });
    const { user } = renderScanner();
    await user.upload(dialog().getByLabelText('Upload an image file'), aPhoto());
    await user.click(dialog().getByRole('button', { name: 'Scan with AI' }));

    expect(await within(await toasts()).findByText('Scan failed')).toBeInTheDocument();
    expect(within(await toasts()).getByText('Unsupported image type')).toBeInTheDocument();
    expect(dialog().getByRole('img', { name: 'Photo to scan' })).toBeInTheDocument();
    expect(dialog().getByRole('button', { name: 'Scan with AI' })).toBeEnabled();
    expect(
      dialog().queryByRole('button', { name: 'Confirm & Add to Wardrobe' }),
    ).not.toBeInTheDocument();
  });

  it('says "Failed to scan item" when the failure carries no message', async () => {
    mockFetch({
      ...userRoute(ada),
      'POST /api/wardrobe/scan': () => new Response('', { status: 500, statusText: '' }),
    });
    const { user } = renderScanner();
    await user.upload(dialog().getByLabelText('Upload an image file'), aPhoto());
    await user.click(dialog().getByRole('button', { name: 'Scan with AI' }));

    expect(await within(await toasts()).findByText('Scan failed')).toBeInTheDocument();
    expect(within(await toasts()).getByText('Failed to scan item')).toBeInTheDocument();
  });

  it('Cancel in the review step resets everything for the next scan', async () => {
    mockFetch({ ...userRoute(ada), 'POST /api/wardrobe/scan': () => json(200, aScan()) });
    const { user } = renderScanner();
    await user.upload(dialog().getByLabelText('Upload an image file'), aPhoto());
    await user.click(dialog().getByRole('button', { name: 'Scan with AI' }));
    await dialog().findByRole('button', { name: 'Confirm & Add to Wardrobe' });

    await user.click(dialog().getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'AI Scan Item' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Open scanner' }));

    expect(dialog().getByRole('button', { name: 'Take Photo' })).toBeInTheDocument();
    expect(dialog().queryByRole('img', { name: 'Photo to scan' })).not.toBeInTheDocument();
    expect(dialog().queryByLabelText(/^Item Name/)).not.toBeInTheDocument();
  });
});
