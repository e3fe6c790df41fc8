import { describe, expect, it } from 'vitest';
import { isClientRoute } from './routes';

describe('isClientRoute', () => {
  // The pages are docs/product.md#routes.
  it('knows the pages of the product, with or without a trailing slash', () => {
    expect(isClientRoute('/')).toBe(true);
    expect(isClientRoute('/showcase')).toBe(true);
    expect(isClientRoute('/admin/cards/')).toBe(true);
    expect(isClientRoute('/admin/support')).toBe(true);
    expect(isClientRoute('/admin/audit')).toBe(true);
    expect(isClientRoute('/privacy')).toBe(true);
    expect(isClientRoute('/insights')).toBe(true);
    expect(isClientRoute('/leads')).toBe(true);
  });

  it('treats everything else, including /404 itself, as not found', () => {
    expect(isClientRoute('/404')).toBe(false);
    expect(isClientRoute('/admin')).toBe(false);
    expect(isClientRoute('/showcase/extra')).toBe(false);
  });
});
