import type { calendarEndpoints } from '@contract/calendar.ts';
import type { communityEndpoints } from '@contract/community.ts';
import type { marketplaceEndpoints } from '@contract/marketplace.ts';
import type { outfitsEndpoints } from '@contract/outfits.ts';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock.ts';
import { endpointCaller, urlOf } from './api-client.ts';
import { ApiError } from './request-json.ts';

const outfits = endpointCaller<typeof outfitsEndpoints>();
const calendar = endpointCaller<typeof calendarEndpoints>();
const marketplace = endpointCaller<typeof marketplaceEndpoints>();
const community = endpointCaller<typeof communityEndpoints>();

describe('urlOf', () => {
  it('fills each path parameter, URL-encoded', () => {
    expect(urlOf('DELETE /api/outfits/:id', { params: { id: 'a/b c?' } })).toBe(
      '/api/outfits/a%2Fb%20c%3F',
    );
  });

  it('appends the set query values in order and leaves out the unset ones', () => {
    const query = { status: 'sold', mine: undefined, q: 'coat & hat', size: null, limit: 5 };
    expect(urlOf('GET /api/marketplace', { query })).toBe(
      '/api/marketplace?status=sold&q=coat+%26+hat&limit=5',
    );
    expect(urlOf('GET /api/marketplace', { query: { mine: undefined } })).toBe('/api/marketplace');
  });
});

describe('endpointCaller', () => {
  it("calls the key's method and path and answers the JSON body", async () => {
    const { requests } = mockFetch({
      'POST /api/outfits': () => json(201, { id: 'o1' }),
      'DELETE /api/outfits/o1': () => new Response(null, { status: 204 }),
    });

    const created = await outfits('POST /api/outfits', { body: { name: 'Look', itemIds: [] } });
    const removed = await outfits('DELETE /api/outfits/:id', { params: { id: 'o1' } });

    expect(created).toEqual({ id: 'o1' });
    expect(removed).toBeUndefined();
    expect(requests[0]).toMatchObject({
      method: 'POST',
      body: { name: 'Look', itemIds: [] },
      credentials: 'include',
    });
  });

  it('sends the query and the AbortSignal', async () => {
    const { fetchMock } = mockFetch({
      'GET /api/calendar?startDate=2025-01-01&endDate=2025-01-31': () => json(200, []),
    });
    const signal = new AbortController().signal;

    await calendar('GET /api/calendar', {
      query: { startDate: '2025-01-01', endDate: '2025-01-31' },
      signal,
    });

    expect(fetchMock.mock.calls[0]?.[1]?.signal).toBe(signal);
  });

  it('passes a FormData body through untouched', async () => {
    const { fetchMock } = mockFetch({ 'POST /api/marketplace': () => json(201, { id: 'l1' }) });
    const form = new FormData();

    await marketplace('POST /api/marketplace', { body: form });

    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form);
  });

  it('throws the ApiError "status: body" of a refusal', async () => {
    mockFetch({ 'DELETE /api/outfits/x': () => json(404, { message: 'Not found' }) });

    const failure = outfits('DELETE /api/outfits/:id', { params: { id: 'x' } });

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: '404: {"message":"Not found"}' });
  });

  it('answers the headers beside the body on request', async () => {
    mockFetch({
      'GET /api/community/posts?filter=following&limit=20': () =>
        json(200, [], { 'X-Next-Cursor': 'c1' }),
    });

    const { body, headers } = await community.withHeaders('GET /api/community/posts', {
      query: { filter: 'following', limit: 20 },
    });

    expect(body).toEqual([]);
    expect(headers.get('X-Next-Cursor')).toBe('c1');
  });

  it("gives a key's path, the first part of its queries' keys", () => {
    expect(outfits.path('GET /api/outfits')).toBe('/api/outfits');
  });
});
