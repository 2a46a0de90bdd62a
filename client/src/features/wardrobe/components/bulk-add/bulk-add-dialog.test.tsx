import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada, json, mockFetch, userRoute, type RecordedRequest } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';
import { aPhoto, aScan, anItem } from '@/test/fixtures/wardrobe-items.ts';
import { BulkAddDialog } from './bulk-add-dialog.tsx';

// Each case renders the real app; a busy machine (the whole suite in parallel) can take a while.
const UI_TEST_TIMEOUT_MS = 20_000;

const later = <T,>(value: T, ms = 15) =>
  new Promise<T>((settle) => setTimeout(() => settle(value), ms));

const fileName = (request: RecordedRequest) =>
  ((request.body as FormData).get('image') as File).name;

function scanAnswers() {
  let inFlight = 0;
  let peak = 0;
  const handler = async (request: RecordedRequest) => {
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    const name = fileName(request);
    const response =
      name === 'broken.png'
        ? json(422, { message: 'The image could not be read' })
        : name === 'mystery.png'
          ? json(200, aScan({ detectedName: 'Olive Item', itemName: 'Olive Item', color: 'Olive' }))
          : json(
              200,
              aScan({
                detectedName: 'Navy Shirt',
                category: 'tops',
                confidence: { category: 0.95, color: 0.9 },
              }),
            );
    const answer = await later(response);
    inFlight -= 1;
    return answer;
  };
  return { handler, peak: () => peak };
}

function renderBulk() {
  const scans = scanAnswers();
  const fetch = mockFetch({
    ...userRoute(ada),
    'POST /api/wardrobe/scan': scans.handler,
    'POST /api/wardrobe': (request) =>
      json(201, anItem({ name: String((request.body as FormData).get('name')) })),
    'GET /api/wardrobe': () => json(200, []),
  });
  // The picker only offers images, but a browser can still hand over anything (drag and drop).
  const user = userEvent.setup({ applyAccept: false });
  renderApp({ ui: <BulkAddDialog open onOpenChange={() => {}} /> });
  return { user, scans, ...fetch };
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Add many items' }));
const row = (name: string) => within(dialog().getByRole('listitem', { name }));

describe('Add many items', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('scans and saves each photo two at a time, lists bad files with a reason, and asks for unknown categories', async () => {
    const { user, scans, requests } = renderBulk();
    const input = dialog().getByLabelText('Photos to add');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAttribute('accept', 'image/*,.heic,.heif');

    await user.upload(input, [
      aPhoto('shirt.png'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      aPhoto('broken.png'),
      aPhoto('mystery.png'),
      aPhoto('tee.png'),
    ]);

    await waitFor(() => expect(row('tee.png').getByText('Added')).toBeInTheDocument());
    await waitFor(() => expect(row('shirt.png').getByText('Added')).toBeInTheDocument());
    expect(row('notes.txt').getByText('Failed')).toBeInTheDocument();
    expect(row('notes.txt').getByText('Not an image file')).toBeInTheDocument();
    expect(row('broken.png').getByText('The image could not be read')).toBeInTheDocument();
    expect(row('mystery.png').getByText('Please confirm')).toBeInTheDocument();
    expect(dialog().getByRole('status')).toHaveTextContent(
      '2 of 5 added · 1 to confirm · 2 failed',
    );
    expect(scans.peak()).toBe(2);
    // The text file never left the browser.
    expect(
      requests
        .filter((r) => r.url === '/api/wardrobe/scan')
        .map(fileName)
        .sort(),
    ).toEqual(['broken.png', 'mystery.png', 'shirt.png', 'tee.png']);

    const saved = requests.filter((r) => r.method === 'POST' && r.url === '/api/wardrobe');
    expect(saved.map((r) => (r.body as FormData).get('category'))).toEqual(['tops', 'tops']);
    expect(saved.map((r) => (r.body as FormData).get('name'))).toEqual([
      'Navy Shirt',
      'Navy Shirt',
    ]);

    await user.click(
      row('mystery.png').getByRole('combobox', { name: 'Category for mystery.png' }),
    );
    await user.click(await screen.findByRole('option', { name: 'Outerwear' }));
    await user.click(row('mystery.png').getByRole('button', { name: 'Add item' }));

    await waitFor(() => expect(row('mystery.png').getByText('Added')).toBeInTheDocument());
    const last = requests.filter((r) => r.method === 'POST' && r.url === '/api/wardrobe').at(-1)!
      .body as FormData;
    expect(last.get('category')).toBe('outerwear');
    expect(last.get('name')).toBe('Olive Item');
    expect(fileName({ body: last } as RecordedRequest)).toBe('mystery.png');
  });

  it('preselects the chosen fallback for photos of unknown category, saving only once confirmed', async () => {
    const { user, requests } = renderBulk();
    await user.click(dialog().getByRole('combobox', { name: /can.t tell the category/ }));
    await user.click(await screen.findByRole('option', { name: 'File it under Accessories' }));

    await user.upload(dialog().getByLabelText('Photos to add'), [aPhoto('mystery.png')]);

    await waitFor(() => expect(row('mystery.png').getByText('Please confirm')).toBeInTheDocument());
    expect(row('mystery.png').getByRole('combobox')).toHaveTextContent('Accessories');
    expect(requests.some((r) => r.method === 'POST' && r.url === '/api/wardrobe')).toBe(false);
    await user.click(row('mystery.png').getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(row('mystery.png').getByText('Added')).toBeInTheDocument());
    const saved = requests.find((r) => r.method === 'POST' && r.url === '/api/wardrobe')!;
    expect((saved.body as FormData).get('category')).toBe('accessories');
  });
});
