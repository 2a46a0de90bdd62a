import type { QueryFunctionContext } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock.ts';
import { getQueryFn } from './query-fn.ts';

function queryContext(queryKey: readonly unknown[]): QueryFunctionContext {
  return {
    queryKey,
    signal: new AbortController().signal,
    meta: undefined,
  } as QueryFunctionContext;
}

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
