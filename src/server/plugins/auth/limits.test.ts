import { describe, expect, it } from 'vitest';
import { mailboxOf } from './limits';

describe('mailboxOf', () => {
  it('counts spellings of one mailbox as one', () => {
    expect(mailboxOf(' Ada+Cards@Example.COM ')).toBe('ada@example.com');
    expect(mailboxOf('ada@example.com')).toBe('ada@example.com');
    expect(mailboxOf('a.d.a+x@googlemail.com')).toBe('ada@gmail.com');
    expect(mailboxOf('A.DA@gmail.com')).toBe('ada@gmail.com');
  });

  it('keeps dots elsewhere, a leading plus, and malformed input as they are', () => {
    expect(mailboxOf('a.da@example.com')).toBe('a.da@example.com');
    expect(mailboxOf('+ada@example.com')).toBe('+ada@example.com');
    expect(mailboxOf('not-an-address')).toBe('not-an-address');
  });
});
