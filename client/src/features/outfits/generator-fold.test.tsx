import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '@/test/fetch-mock.ts';
import { loafers, shirt, trousers } from '@/test/fixtures/outfit-pieces.ts';
import { aSuggestion, anOutfit } from '@/test/fixtures/outfits.ts';
import { generatorReady, renderGenerator } from '@/test/render-generator.ts';
import { distinctOutfitName, savedOutfitName } from './generator-preset.ts';

const look = aSuggestion({ items: [shirt.id, trousers.id, loafers.id] });
const settings = () => document.getElementById('generator-settings');

describe('distinctOutfitName', () => {
  it('keeps a free name and numbers a taken one from (2)', () => {
    expect(distinctOutfitName('work outfit - 3/1/2025', new Set())).toBe('work outfit - 3/1/2025');
    expect(distinctOutfitName('a', new Set(['a']))).toBe('a (2)');
    expect(distinctOutfitName('a', new Set(['a', 'a (2)', 'a (3)']))).toBe('a (4)');
    expect(distinctOutfitName('a', new Set(['a (2)']))).toBe('a');
  });
});

describe('Outfit Generator on phones', () => {
  it('folds the settings to a one-line summary after generating, which opens them again', async () => {
    const { user } = renderGenerator({
      routes: { 'POST /api/outfits/generate': () => json(200, { suggestions: [look] }) },
    });
    const generate = await generatorReady();
    expect(screen.queryByRole('button', { name: /Change settings/ })).not.toBeInTheDocument();
    expect(settings()).not.toHaveClass('hidden');

    await user.click(generate);
    const summary = await screen.findByRole('button', { name: /Change settings/ });
    expect(summary).toHaveTextContent('Work · Sunny · 70°F');
    expect(summary).toHaveAttribute('aria-expanded', 'false');
    expect(summary).toHaveAttribute('aria-controls', 'generator-settings');
    expect(settings()).toHaveClass('hidden');

    await user.click(summary);
    expect(summary).toHaveAttribute('aria-expanded', 'true');
    expect(summary).toHaveAccessibleName(/Hide settings/);
    expect(settings()).not.toHaveClass('hidden');

    // Generating again folds them once more.
    await user.click(screen.getByRole('button', { name: 'Generate Outfit' }));
    await waitFor(() => expect(summary).toHaveAttribute('aria-expanded', 'false'));
  });

  it('sums up an occasion in words by the words themselves', async () => {
    const { user } = renderGenerator({
      routes: { 'POST /api/outfits/generate': () => json(200, { suggestions: [look] }) },
    });
    await generatorReady();
    await user.type(screen.getByLabelText('Or describe the occasion'), 'beach party{Enter}');
    const summary = await screen.findByRole('button', { name: /Change settings/ });
    expect(summary).toHaveTextContent('“beach party” · Sunny · 70°F');
  });

  it('says it is working while new looks are on their way', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user } = renderGenerator({
      routes: {
        'POST /api/outfits/generate': () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      },
    });
    await user.click(await generatorReady());
    const status = await screen.findByText('Putting together looks from your wardrobe…');
    expect(status.closest('[role="status"]')).not.toBeNull();
    answer(json(200, { suggestions: [look] }));
    expect(await screen.findByRole('article', { name: 'Look 1' })).toBeInTheDocument();
    expect(
      screen.queryByText('Putting together looks from your wardrobe…'),
    ).not.toBeInTheDocument();
  });
});

describe('Styling tips', () => {
  afterEach(() => vi.unstubAllGlobals());

  // A window as wide as `wide` says, for the media query the tips read on first render.
  const stubWidth = (wide: boolean) =>
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: wide,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));

  it.each([
    ['folded on a phone', false],
    ['open on a wider screen', true],
  ])('start %s and open on a tap', async (_, wide) => {
    stubWidth(wide);
    const tipped = aSuggestion({ items: look.items, tips: ['Tuck the shirt in.'] });
    const { user } = renderGenerator({
      routes: { 'POST /api/outfits/generate': () => json(200, { suggestions: [tipped] }) },
    });
    await user.click(await generatorReady());
    const card = await screen.findByRole('article', { name: 'Look 1' });
    const tips = within(card).getByText('Styling tips (1)').closest('details');
    expect(tips?.open).toBe(wide);
    await user.click(within(card).getByText('Styling tips (1)'));
    await waitFor(() => expect(tips?.open).toBe(!wide));
  });
});

describe('Saving a look', () => {
  it("adds ' (2)' when an outfit of that name exists, and ' (3)' when that does too", async () => {
    const name = savedOutfitName('work');
    const { user, requests } = renderGenerator({
      outfits: [anOutfit({ name }), anOutfit({ name: `${name} (2)` })],
      routes: {
        'POST /api/outfits/generate': () => json(200, { suggestions: [look] }),
        'POST /api/outfits': () => json(201, anOutfit({ itemIds: look.items })),
      },
    });
    await screen.findByRole('article', { name }, { timeout: 5000 });
    await user.click(await generatorReady());
    const card = await screen.findByRole('article', { name: 'Look 1' });
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST' && r.url === '/api/outfits')?.body).toEqual(
        expect.objectContaining({ name: `${name} (3)` }),
      ),
    );
  });
});
