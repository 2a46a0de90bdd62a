import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock.ts';
import { ApiError, requestJson, requestJsonWithHeaders } from './request-json.ts';

describe('requestJson', () => {
  it('sends JSON with the session cookie and answers the JSON body', async () => {
    const { fetchMock, requests } = mockFetch({ 'POST /api/things': () => json(201, { id: 1 }) });

    const answer = await requestJson<{ id: number }>('/api/things', {
      method: 'POST',
      body: { name: 'Coat' },
    });

    expect(answer).toEqual({ id: 1 });
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

    await requestJson('/api/upload', { method: 'POST', body: form });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).toBeUndefined();
  });

  it('sends no body and no content type without data', async () => {
    const { fetchMock } = mockFetch({
      'POST /api/logout': () => new Response(null, { status: 204 }),
    });
    await requestJson('/api/logout', { method: 'POST' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toBeUndefined();
  });

  it('throws "status: body" on a non-OK answer', async () => {
    mockFetch({ 'DELETE /api/things/1': () => json(404, { message: 'Not found' }) });

    const failure = requestJson('/api/things/1', { method: 'DELETE' });

    await expect(failure).rejects.toMatchObject({ message: '404: {"message":"Not found"}' });
    await expect(failure).rejects.toBeInstanceOf(Error);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404 });
  });

  it('uses the status text when the body is empty', async () => {
    mockFetch({
      'GET /api/slow': () => new Response('', { status: 503, statusText: 'Service Unavailable' }),
    });
    await expect(requestJson('/api/slow')).rejects.toMatchObject({
      message: '503: Service Unavailable',
    });
  });

  it('sends a Blob as its raw bytes with its own type', async () => {
    const { fetchMock } = mockFetch({
      'PUT /upload/abc': () => new Response(null, { status: 200 }),
    });
    const photo = new Blob(['jpeg bytes'], { type: 'image/jpeg' });

    await requestJson('/upload/abc', { method: 'PUT', body: photo });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(photo);
    expect(init?.headers).toEqual({ 'Content-Type': 'image/jpeg' });
  });

  it('answers undefined when the body is not JSON', async () => {
    mockFetch({ 'DELETE /api/things/1': () => new Response(null, { status: 204 }) });
    await expect(requestJson('/api/things/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('answers the headers beside the body when asked', async () => {
    mockFetch({
      'GET /api/pages': () => json(200, [1, 2], { 'X-Next-Cursor': 'abc' }),
    });
    const answer = await requestJsonWithHeaders<number[]>('/api/pages');
    expect(answer.body).toEqual([1, 2]);
    expect(answer.headers.get('x-next-cursor')).toBe('abc');
  });
});
