import { describe, expect, it } from 'vitest';
import { carriesSessionCredential, sessionCredentialOf } from './session-credential';

const NAME = '__Secure-cardvault.session_token';

describe('sessionCredentialOf', () => {
  it('finds the session cookie by its exact name among the others, and the Authorization header', () => {
    expect(sessionCredentialOf({ cookie: `theme=dark; ${NAME}=abc.sig; lang=en` }, NAME)).toEqual({
      authorization: undefined,
      cookies: ['abc.sig'],
    });
    expect(sessionCredentialOf({ authorization: 'Bearer abc.sig' }, NAME)).toEqual({
      authorization: 'Bearer abc.sig',
      cookies: [],
    });
    expect(sessionCredentialOf({ cookie: `${NAME}=a.sig; ${NAME}=b.sig` }, NAME)?.cookies).toEqual([
      'a.sig',
      'b.sig',
    ]);
  });

  it('finds nothing in other cookies, even ones that look like a session cookie', () => {
    expect(sessionCredentialOf({}, NAME)).toBeUndefined();
    expect(sessionCredentialOf({ cookie: 'theme=dark' }, NAME)).toBeUndefined();
    // The name without its https prefix, a longer name, and the name as a value are not ours.
    for (const cookie of [
      'cardvault.session_token=abc.sig',
      `x${NAME}=abc.sig`,
      `${NAME}_data=abc.sig`,
      `note=${NAME}`,
    ]) {
      expect(carriesSessionCredential({ cookie }, NAME), cookie).toBe(false);
    }
  });

  it('counts any Authorization header, even an empty one, as a credential', () => {
    expect(carriesSessionCredential({ authorization: '' }, NAME)).toBe(true);
    expect(carriesSessionCredential({ cookie: `${NAME}=abc.sig` }, NAME)).toBe(true);
  });
});
