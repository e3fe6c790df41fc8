import { config } from 'zod';
import { describe, expect, it } from 'vitest';

describe('zod configuration for the browser', () => {
  it('turns on jitless where zod reads it, so no eval probe trips the CSP', async () => {
    expect(config().jitless).toBeFalsy();
    await import('./zod-config');
    expect(config().jitless).toBe(true);
  });
});
