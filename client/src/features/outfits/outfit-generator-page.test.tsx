import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anAlterEgo } from '@/test/fixtures/alter-egos.ts';
import { ada, json, mockFetch, userRoute, type RecordedRequest } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';
import { generatorReady, renderGenerator } from '@/test/render-generator.ts';
import {
  loafers,
  shirt,
  trousers,
  outfitPieces as wardrobe,
} from '@/test/fixtures/outfit-pieces.ts';
import { aSuggestion, anOutfit } from '@/test/fixtures/outfits.ts';
import { forecastRoute } from '@/test/fixtures/today.ts';

const toasts = () => screen.findByRole('region', { name: /Notifications/, hidden: true });

const generated = (suggestions = [aSuggestion({ items: [shirt.id, trousers.id, loafers.id] })]) =>
  json(200, { suggestions });

const generateRequests = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.url === '/api/outfits/generate');

const ready = generatorReady;

describe('Outfit Generator', () => {
  it('says the wardrobe is empty and sends nothing when Generate is pressed', async () => {
    const { user, requests } = renderGenerator({
      items: [],
      routes: { 'POST /api/outfits/generate': () => generated() },
    });
    expect(
      await screen.findByText('You need wardrobe items before generating outfits', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    const generate = screen.getByRole('button', { name: 'Generate Outfit' });
    expect(generate).toBeDisabled();
    await user.click(generate);
    await user.click(screen.getByRole('button', { name: 'Casual' }));
    expect(generateRequests(requests)).toHaveLength(0);
  });

  it('starts from the spec defaults: work, sunny, 70 °F, no styles, no persona selector', async () => {
    const { user, requests } = renderGenerator({
      routes: { 'POST /api/outfits/generate': () => generated() },
    });
    await user.click(await ready());
    await waitFor(() => expect(generateRequests(requests)).toHaveLength(1));
    expect(generateRequests(requests)[0]!.body).toEqual({
      occasion: 'work',
      weather: 'sunny',
      temperature: 70,
      stylePreferences: [],
      alterEgoId: null,
      alterEgoDescription: null,
      alterEgoPersonality: null,
      anchorItemId: null,
      seed: 0,
    });
    expect(screen.getByRole('button', { name: 'Work' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Sunny' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('70°F')).toBeInTheDocument();
    expect(screen.queryByLabelText('Style Persona')).not.toBeInTheDocument();
  });

  it('sends the chosen occasion, weather, temperature, styles and persona', async () => {
    const muse = anAlterEgo({
      name: 'Gallery Muse',
      description: 'Arty, relaxed, a little dramatic.',
      personality: 'Leans on black and one bold piece.',
    });
    const { user, requests } = renderGenerator({
      alterEgos: [anAlterEgo({ name: 'Weekend Me' }), muse],
      routes: { 'POST /api/outfits/generate': () => generated() },
    });
    await ready();

    await user.click(screen.getByRole('button', { name: 'Evening' }));
    await user.click(screen.getByRole('button', { name: 'Rainy' }));
    const slider = screen.getByRole('slider', { name: 'Temperature (°F)' });
    slider.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByText('60°F')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edgy' }));
    await user.click(screen.getByRole('button', { name: 'Classic' }));
    await user.click(screen.getByRole('button', { name: 'Minimalist' }));
    await user.click(screen.getByRole('button', { name: 'Minimalist' }));

    await user.click(screen.getByLabelText('Style Persona'));
    expect(screen.getByRole('option', { name: 'None (Default Style)' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Gallery Muse' }));
    expect(screen.getByText('Arty, relaxed, a little dramatic.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Generate Outfit' }));
    await waitFor(() => expect(generateRequests(requests)).toHaveLength(1));
    expect(generateRequests(requests)[0]!.body).toMatchObject({
      occasion: 'evening',
      weather: 'rainy',
      temperature: 60,
      // In the spec's order, whatever order they were picked in.
      stylePreferences: ['Classic', 'Edgy'],
      alterEgoId: muse.id,
      alterEgoDescription: 'Arty, relaxed, a little dramatic.',
      alterEgoPersonality: 'Leans on black and one bold piece.',
    });
  });

  it("shows each suggestion's real pieces, rating and tips, and saves it under the spec's name", async () => {
    const suggestion = aSuggestion({
      description: 'Navy and grey: a calm work look.',
      items: [shirt.id, trousers.id, loafers.id],
      styleRating: 4.5,
      tips: ['Roll the sleeves of the Navy Oxford shirt once.'],
    });
    const saved = anOutfit({ itemIds: suggestion.items });
    const { user, requests } = renderGenerator({
      routes: {
        'POST /api/outfits/generate': () => json(200, { suggestions: [suggestion] }),
        'POST /api/outfits': () => json(201, saved),
      },
    });
    await user.click(await ready());
    await user.click(screen.getByRole('button', { name: 'Date' }));

    const look = await screen.findByRole('article', { name: 'Look 1' });
    const photos = within(look).getAllByRole('img');
    expect(photos.map((img) => img.getAttribute('alt') ?? img.getAttribute('aria-label'))).toEqual([
      'Navy Oxford shirt',
      'Grey wool trousers',
      'Brown loafers (no photo)',
      'Style rating 4.5 out of 5',
    ]);
    expect(within(look).getByRole('img', { name: 'Navy Oxford shirt' })).toHaveAttribute(
      'src',
      '/blobs/shirt-thumb.webp',
    );
    expect(within(look).getByText('Navy and grey: a calm work look.')).toBeInTheDocument();
    expect(
      within(look).getByText('Roll the sleeves of the Navy Oxford shirt once.'),
    ).toBeInTheDocument();

    const like = within(look).getByRole('button', { name: 'Like' });
    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'false');

    await user.click(within(look).getByRole('button', { name: 'Save' }));
    expect(
      await within(await toasts()).findByText('Outfit created successfully!'),
    ).toBeInTheDocument();
    const save = requests.find((r) => r.method === 'POST' && r.url === '/api/outfits');
    // Saved with the settings it was generated with (work), not the occasion picked since.
    expect(save?.body).toEqual({
      name: `work outfit - ${new Date().toLocaleDateString()}`,
      description: 'Navy and grey: a calm work look.',
      itemIds: [shirt.id, trousers.id, loafers.id],
      occasion: 'work',
      weather: 'sunny',
      temperature: 70,
      aiGenerated: true,
      alterEgoId: null,
    });
    expect(within(look).getByRole('button', { name: 'Saved' })).toBeDisabled();
  });

  it('sends the occasion in the user’s own words, shows the stylist’s reading above the looks, and saves under the nearest occasion', async () => {
    const suggestion = aSuggestion({
      description: 'Dressed for an Indian wedding on a sunny 70 °F day: a jewel-toned look.',
      items: [shirt.id, trousers.id, loafers.id],
    });
    const explanation =
      'Read as an Indian wedding: dressy, festive colour welcome, dress modestly, avoid white and black.';
    const { user, requests } = renderGenerator({
      routes: {
        'POST /api/outfits/generate': () =>
          json(200, {
            suggestions: [suggestion],
            occasionReading: {
              text: 'Indian wedding',
              understood: true,
              readAs: ['an Indian wedding'],
              occasion: 'formal',
              formality: 'dressy',
              activities: ['seated', 'dancing'],
              dressCodes: ['festive', 'modest'],
              avoidColors: ['white', 'black'],
              layers: false,
              explanation,
            },
          }),
        'POST /api/outfits': () => json(201, anOutfit({ itemIds: suggestion.items })),
      },
    });
    await ready();
    const field = screen.getByRole('textbox', { name: 'Or describe the occasion' });
    expect(field).toHaveAttribute('maxlength', '120');
    expect(field).toHaveAccessibleDescription(/the occasion chosen above is used if it can/);
    expect(field.getAttribute('placeholder')).toMatch(/Indian wedding/);
    // Typed and sent from the keyboard: Enter in the field generates.
    await user.type(field, '  Indian wedding {Enter}');
    await waitFor(() => expect(generateRequests(requests)).toHaveLength(1));
    expect(generateRequests(requests)[0]!.body).toMatchObject({
      occasion: 'work',
      occasionText: 'Indian wedding',
    });
    // The button stays as it was: the fallback.
    expect(screen.getByRole('button', { name: 'Work' })).toHaveAttribute('aria-pressed', 'true');

    const reading = await screen.findByText(explanation);
    const look = await screen.findByRole('article', { name: 'Look 1' });
    expect(reading.compareDocumentPosition(look) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(within(look).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.url === '/api/outfits')).toBe(true),
    );
    const save = requests.find((r) => r.method === 'POST' && r.url === '/api/outfits');
    expect(save?.body).toMatchObject({
      name: `formal outfit - ${new Date().toLocaleDateString()}`,
      occasion: 'formal',
      description: `For “Indian wedding”: ${suggestion.description}`,
    });
  });

  it('says so when the stylist could not read the words, and sends no blank words', async () => {
    const { user, requests } = renderGenerator({
      routes: {
        'POST /api/outfits/generate': (request) =>
          (request.body as { occasionText?: string }).occasionText
            ? json(200, {
                suggestions: [aSuggestion({ items: [shirt.id, trousers.id, loafers.id] })],
                occasionReading: {
                  text: 'xyzzy',
                  understood: false,
                  readAs: [],
                  occasion: 'casual',
                  formality: 'casual',
                  activities: [],
                  dressCodes: [],
                  avoidColors: [],
                  layers: false,
                  explanation: "Could not read 'xyzzy'; styled for a casual day.",
                },
              })
            : generated(),
      },
    });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Casual' }));
    const field = screen.getByLabelText('Or describe the occasion');
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Generate Outfit' }));
    await waitFor(() => expect(generateRequests(requests)).toHaveLength(1));
    expect(generateRequests(requests)[0]!.body).not.toHaveProperty('occasionText');
    expect(screen.queryByText(/^Read as|^Could not read/)).not.toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'xyzzy');
    await user.click(screen.getByRole('button', { name: 'Generate Outfit' }));
    expect(
      await screen.findByText("Could not read 'xyzzy'; styled for a casual day."),
    ).toBeInTheDocument();
    expect(generateRequests(requests)[1]!.body).toMatchObject({
      occasion: 'casual',
      occasionText: 'xyzzy',
    });
  });

  it('toasts "Failed to create outfit" when saving fails', async () => {
    const { user } = renderGenerator({
      routes: {
        'POST /api/outfits/generate': () => generated(),
        'POST /api/outfits': () => json(400, { message: 'itemIds: not in your wardrobe' }),
      },
    });
    await user.click(await ready());
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await within(await toasts()).findByText('Failed to create outfit')).toBeInTheDocument();
    expect(within(await toasts()).getByText('itemIds: not in your wardrobe')).toBeInTheDocument();
  });

  it('asks for a new seed on Refresh', async () => {
    const { user, requests } = renderGenerator({
      routes: { 'POST /api/outfits/generate': () => generated() },
    });
    await user.click(await ready());
    await user.click(await screen.findByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(generateRequests(requests)).toHaveLength(2));
    const [first, second] = generateRequests(requests).map((r) => r.body as { seed: number });
    expect(first!.seed).toBe(0);
    expect(second!.seed).not.toBe(first!.seed);
  });

  it('shows what the wardrobe is missing instead of a broken outfit', async () => {
    const { user } = renderGenerator({
      routes: {
        'POST /api/outfits/generate': () =>
          json(200, { suggestions: [], missing: ['Add a pair of shoes to complete outfits'] }),
      },
    });
    await user.click(await ready());
    const status = await screen.findByText('Add a pair of shoes to complete outfits');
    expect(status.closest('[role="status"]')).toHaveTextContent(
      'No complete outfit fits these settings yet',
    );
    expect(screen.queryByRole('article', { name: /Look/ })).not.toBeInTheDocument();
  });

  it('toasts the rate limit when the server answers 429', async () => {
    const { user } = renderGenerator({
      routes: {
        'POST /api/outfits/generate': () =>
          json(429, { message: 'Generation rate limit reached. Try again in 42 seconds.' }),
      },
    });
    await user.click(await ready());
    expect(
      await within(await toasts()).findByText('Failed to generate suggestions'),
    ).toBeInTheDocument();
    expect(
      within(await toasts()).getByText(/Generation rate limit reached\. Try again in 42 seconds\./),
    ).toBeInTheDocument();
  });

  it('builds around the piece named in the link', async () => {
    const { user, requests } = renderGenerator({
      path: `/outfit-generator?anchor=${trousers.id}`,
      routes: { 'POST /api/outfits/generate': () => generated() },
    });
    expect(
      await screen.findByText('Building around', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Grey wool trousers', { selector: 'p' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Outfit' }));
    await waitFor(() => expect(generateRequests(requests)).toHaveLength(1));
    expect(generateRequests(requests)[0]!.body).toMatchObject({ anchorItemId: trousers.id });

    await user.click(
      screen.getByRole('button', { name: 'Stop building around Grey wool trousers' }),
    );
    expect(screen.queryByText('Building around')).not.toBeInTheDocument();
  });

  it("sets the occasion from the words of a chosen persona's occasions", async () => {
    const brunch = anAlterEgo({ name: 'Brunch Me', occasions: ['Weekend brunch'] });
    const { user } = renderGenerator({ alterEgos: [brunch] });
    await ready();
    expect(screen.getByRole('button', { name: 'Work' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(await screen.findByLabelText('Style Persona'));
    await user.click(screen.getByRole('option', { name: 'Brunch Me' }));
    expect(screen.getByRole('button', { name: 'Casual' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens with the persona and occasion a persona card links to', async () => {
    const boss = anAlterEgo({ name: 'Boardroom Boss', description: 'Sharp and polished.' });
    renderGenerator({
      alterEgos: [boss],
      path: `/outfit-generator?persona=${boss.id}&occasion=formal`,
    });
    expect(
      await screen.findByText('Sharp and polished.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Style Persona')).toHaveTextContent('Boardroom Boss');
    expect(screen.getByRole('button', { name: 'Formal' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("is opened from an item's detail with 'Build an outfit around this'", async () => {
    mockFetch({
      ...userRoute(ada),
      'GET /api/wardrobe': () => json(200, wardrobe),
      'GET /api/alter-egos': () => json(200, []),
      'GET /api/outfits': () => json(200, []),
      ...forecastRoute(),
    });
    const user = userEvent.setup();
    const { currentPath } = renderApp({ path: `/wardrobe/${trousers.id}` });
    const detail = await screen.findByRole(
      'dialog',
      { name: 'Grey wool trousers' },
      { timeout: 5000 },
    );
    await user.click(within(detail).getByRole('link', { name: 'Build an outfit around this' }));
    expect(currentPath()).toBe(`/outfit-generator?anchor=${trousers.id}`);
    expect(
      await screen.findByText('Building around', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
