import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('replaces credentials in the query, whatever their case or encoding', () => {
    expect(redactUrl('/api/auth/verify-email?token=eyJ.abc.def&callbackURL=%2Flogin')).toBe(
      '/api/auth/verify-email?token=[redacted]&callbackURL=%2Flogin',
    );
    expect(redactUrl('/api/support/confirm?TOKEN=abc')).toBe(
      '/api/support/confirm?TOKEN=[redacted]',
    );
    expect(redactUrl('/api/support/confirm?%74oken=abc')).toBe(
      '/api/support/confirm?%74oken=[redacted]',
    );
    expect(redactUrl('/api/auth/callback/oidc?code=c0de&state=st4te&iss=x')).toBe(
      '/api/auth/callback/oidc?code=[redacted]&state=[redacted]&iss=x',
    );
    expect(redactUrl('/login?mode=reset&token=abc#top')).toBe('/login?mode=reset&token=[redacted]');
  });

  it('replaces a reset token in the path, also under another spelling', () => {
    expect(redactUrl('/api/auth/reset-password/abc123?callbackURL=%2Flogin%3Fmode%3Dreset')).toBe(
      '/api/auth/reset-password/[redacted]?callbackURL=%2Flogin%3Fmode%3Dreset',
    );
    expect(redactUrl('/api/auth/%72eset-password/abc123')).toBe(
      '/api/auth/%72eset-password/[redacted]',
    );
    expect(redactUrl('/api/auth/reset-password')).toBe('/api/auth/reset-password');
  });

  it('replaces a callback address that carries a credential', () => {
    expect(redactUrl('/x?callbackURL=%2Flogin%3Ftoken%3Dabc')).toBe('/x?callbackURL=[redacted]');
    expect(redactUrl('/x?next=/y?code=1')).toBe('/x?next=[redacted]');
    expect(redactUrl('/x?next=%2Fapi%2Fauth%2Freset-password%2Fabc')).toBe('/x?next=[redacted]');
  });

  it('leaves ordinary URLs alone', () => {
    for (const url of ['/', '/showcase?id=abc123def456', '/api/card/qr?id=x&format=svg', '/a?b']) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
