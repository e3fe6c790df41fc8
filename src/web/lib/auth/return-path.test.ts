import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetReturnPath, rememberReturnPath, returnPathAfterSignIn } from './return-path';

describe('the path a visitor comes back to after signing in', () => {
  beforeEach(() => {
    const kept = new Map<string, string>();
    vi.stubGlobal('window', {
      sessionStorage: {
        getItem: (key: string) => kept.get(key) ?? null,
        setItem: (key: string, value: string) => kept.set(key, value),
        removeItem: (key: string) => kept.delete(key),
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is the invitation link they opened, until its page is shown', () => {
    expect(returnPathAfterSignIn()).toBe('/');
    rememberReturnPath('/team/join?token=abc_DEF-123');
    expect(returnPathAfterSignIn()).toBe('/team/join?token=abc_DEF-123');
    forgetReturnPath();
    expect(returnPathAfterSignIn()).toBe('/');
  });

  it('is My Cards for any other path, another site included', () => {
    rememberReturnPath('/account');
    expect(returnPathAfterSignIn()).toBe('/');
    rememberReturnPath('//evil.example/team/join?token=a');
    expect(returnPathAfterSignIn()).toBe('/');
    rememberReturnPath('/team/join?token=a&next=https://evil.example');
    expect(returnPathAfterSignIn()).toBe('/');
  });

  it('is My Cards where the browser keeps nothing', () => {
    vi.stubGlobal('window', undefined);
    rememberReturnPath('/team/join?token=abc');
    expect(returnPathAfterSignIn()).toBe('/');
  });
});
