import type { QueryFunctionContext } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock.ts';
import { ApiError, apiRequest, errorMessage, getQueryFn } from './api.ts';

function queryContext(queryKey: readonly unknown[]): QueryFunctionContext {
  return {
    queryKey,
    signal: new AbortController().signal,
    meta: undefined,
  } as QueryFunctionContext;
}

describe('apiRequest', () => {
  it('sends JSON with the session cookie and returns the response', async () => {
    const { fetchMock, requests } = mockFetch({ 'POST /api/things': () => json(201, { id: 1 }) });

    const response = await apiRequest('POST', '/api/things', { name: 'Coat' });

    expect(await response.json()).toEqual({ id: 1 });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      body: { name: 'Coat' },
      credentials: 'include',
    });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('passes FormData through untouched, leaving the multipart header to the browser', async () => {
    const { fetchMock } = mockFetch({ 'POST /api/upload': () => json(201, {}) });
    const form = new FormData();
    form.append('name', 'Coat');

    await apiRequest('POST', '/api/upload', form);

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).toBeUndefined();
  });

  it('sends no body and no content type without data', async () => {
    const { fetchMock } = mockFetch({
      'POST /api/logout': () => new Response(null, { status: 204 }),
    });
    await apiRequest('POST', '/api/logout');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ body: undefined, headers: undefined });
  });

  it('throws "status: body" on a non-OK answer', async () => {
    mockFetch({ 'DELETE /api/things/1': () => json(404, { message: 'Not found' }) });

    const failure = apiRequest('DELETE', '/api/things/1');

    await expect(failure).rejects.toMatchObject({ message: '404: {"message":"Not found"}' });
    await expect(failure).rejects.toBeInstanceOf(Error);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404 });
  });

  it('uses the status text when the body is empty', async () => {
    mockFetch({
      'GET /api/slow': () => new Response('', { status: 503, statusText: 'Service Unavailable' }),
    });
    await expect(apiRequest('GET', '/api/slow')).rejects.toMatchObject({
      message: '503: Service Unavailable',
    });
  });
});

describe('getQueryFn', () => {
  it("joins the query key's parts with '/' and parses JSON", async () => {
    const { requests } = mockFetch({ 'GET /api/capsules/42': () => json(200, { id: '42' }) });

    const data = await getQueryFn({ on401: 'throw' })(queryContext(['/api/capsules', '42']));

    expect(data).toEqual({ id: '42' });
    expect(requests[0]).toMatchObject({ url: '/api/capsules/42', credentials: 'include' });
  });

  it('answers null on 401 when asked to', async () => {
    mockFetch({ 'GET /api/user': () => json(401, { message: 'Not signed in' }) });
    expect(await getQueryFn({ on401: 'returnNull' })(queryContext(['/api/user']))).toBeNull();
  });

  it('throws on 401 otherwise', async () => {
    mockFetch({ 'GET /api/user': () => json(401, { message: 'Not signed in' }) });
    await expect(getQueryFn({ on401: 'throw' })(queryContext(['/api/user']))).rejects.toThrow(
      '401: {"message":"Not signed in"}',
    );
  });

  it('still throws other failures in returnNull mode', async () => {
    mockFetch({ 'GET /api/user': () => json(500, { message: 'Internal' }) });
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/user']))).rejects.toThrow(
      '500: {"message":"Internal"}',
    );
  });
});

describe('errorMessage', () => {
  it("pulls the server's message out of a JSON error body", () => {
    expect(errorMessage(new Error('409: {"message":"Username already exists"}'))).toBe(
      'Username already exists',
    );
  });

  it('keeps a plain-text body as it came', () => {
    expect(errorMessage(new Error('502: Bad Gateway'))).toBe('Bad Gateway');
  });

  it('keeps messages that are not API errors, e.g. a network failure', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it('falls back when there is nothing to show', () => {
    expect(errorMessage('boom', 'Please try again later.')).toBe('Please try again later.');
    expect(errorMessage(new Error('400: {"message":""}'), 'Fallback')).toBe('{"message":""}');
  });
});
