import { PAGE_SESSION_SCRIPT_ID } from '@contract/page-preloads.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { takeSessionFromPage } from './api.ts';

const alex = { id: 'u1', username: 'alex', firstName: 'Alex', lastName: null, email: null };

function pageSays(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_SESSION_SCRIPT_ID;
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => document.getElementById(PAGE_SESSION_SCRIPT_ID)?.remove());

describe('the session the server put in the page', () => {
  it('is read once: the signed-in person, then nothing (later reads ask the server)', () => {
    pageSays(JSON.stringify({ user: alex }));
    expect(takeSessionFromPage()).toEqual(alex);
    expect(takeSessionFromPage()).toBeUndefined();
  });

  it('says nobody is signed in with null', () => {
    pageSays('{"user":null}');
    expect(takeSessionFromPage()).toBeNull();
  });

  it('is ignored when absent, broken or of another shape', () => {
    expect(takeSessionFromPage()).toBeUndefined();
    pageSays('{"user":');
    expect(takeSessionFromPage()).toBeUndefined();
    pageSays(JSON.stringify({ user: { id: 7 } }));
    expect(takeSessionFromPage()).toBeUndefined();
  });
});
