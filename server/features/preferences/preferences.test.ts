import { describe, expect, it } from 'vitest';
import { anonymous, asUser, type Api } from '../../test/api-client.ts';
import { createTestApp } from '../../test/create-test-app.ts';

const { app } = await createTestApp();

const get = (user: Api = anonymous(app)) => user.get('/api/preferences');
const put = (user: Api, payload: unknown) => user.put('/api/preferences', payload);

describe('/api/preferences', () => {
  it('answers the defaults to a user who never changed them', async () => {
    const user = await asUser(app);
    const response = await get(user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ autoCutout: true });
  });

  it("changes the session user's settings only, and keeps them", async () => {
    const alice = await asUser(app);
    const bob = await asUser(app);
    const off = await put(alice, { autoCutout: false, userId: bob.user.id });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ autoCutout: false });
    expect((await get(alice)).json()).toEqual({ autoCutout: false });
    expect((await get(bob)).json()).toEqual({ autoCutout: true });

    // An empty change answers the settings as they are; switching back on works.
    expect((await put(alice, {})).json()).toEqual({ autoCutout: false });
    expect((await put(alice, { autoCutout: true })).json()).toEqual({ autoCutout: true });
  });

  it('refuses a value that is not true or false with 400', async () => {
    const user = await asUser(app);
    const response = await put(user, { autoCutout: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('autoCutout: autoCutout must be true or false');
    expect((await get(user)).json()).toEqual({ autoCutout: true });
  });

  it('needs a session', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await put(anonymous(app), { autoCutout: false })).statusCode).toBe(401);
  });
});
