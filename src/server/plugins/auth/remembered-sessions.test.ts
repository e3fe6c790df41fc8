import { describe, expect, it } from 'vitest';
import { REMEMBER_SESSION_MS, RememberedSessions } from './remembered-sessions';

const NAME = 'cardvault.session_token';
const user = { id: 'u1', name: '', email: 'ada@example.com', emailVerified: true };
const inADay = () => new Date(Date.now() + 86_400_000);

describe('RememberedSessions', () => {
  it('names a credential by the Authorization header and the session cookie, ignoring other cookies', () => {
    const sessions = new RememberedSessions(NAME);
    const cookie = sessions.credentialOf({ cookie: `theme=dark; ${NAME}=abc.sig; lang=en` });
    expect(cookie).toBe(sessions.credentialOf({ cookie: `${NAME}=abc.sig` }));
    expect(sessions.credentialOf({ cookie: `${NAME}=abc.other` })).not.toBe(cookie);
    expect(sessions.credentialOf({ authorization: 'Bearer abc.sig' })).not.toBe(cookie);
    expect(
      sessions.credentialOf({ authorization: 'Bearer abc.sig', cookie: `${NAME}=abc.sig` }),
    ).not.toBe(cookie);
    expect(sessions.credentialOf({ cookie: 'theme=dark' })).toBeUndefined();
    expect(sessions.credentialOf({})).toBeUndefined();
    // A cookie whose name only ends like ours is someone else's.
    expect(sessions.credentialOf({ cookie: `x${NAME}=abc.sig` })).toBeUndefined();
  });

  it('names nothing when the session cookie comes twice', () => {
    const sessions = new RememberedSessions(NAME);
    expect(sessions.credentialOf({ cookie: `${NAME}=a.sig; ${NAME}=b.sig` })).toBeUndefined();
  });

  it('remembers verified users only', () => {
    const sessions = new RememberedSessions(NAME);
    sessions.remember('verified', 't1', user, inADay());
    sessions.remember('unverified', 't2', { ...user, emailVerified: false }, inADay());
    expect(sessions.get('verified')).toMatchObject({ token: 't1', user });
    expect(sessions.get('unverified')).toBeUndefined();
  });

  it('forgets after a minute, or when the session expires if that comes first', () => {
    let now = 1_000_000;
    const sessions = new RememberedSessions(NAME, () => now);
    sessions.remember('long', 't1', user, new Date(now + 86_400_000));
    sessions.remember('short', 't2', user, new Date(now + 10_000));
    now += 10_000;
    expect(sessions.get('short')).toBeUndefined();
    expect(sessions.get('long')).toBeDefined();
    now += REMEMBER_SESSION_MS - 10_000;
    expect(sessions.get('long')).toBeUndefined();
    expect(sessions.size).toBe(0);
  });

  it('forgets one credential on request', () => {
    const sessions = new RememberedSessions(NAME);
    sessions.remember('a', 't1', user, inADay());
    sessions.remember('b', 't2', user, inADay());
    sessions.forget('a');
    expect(sessions.get('a')).toBeUndefined();
    expect(sessions.get('b')).toBeDefined();
  });
});
