import { describe, expect, it } from 'vitest';
import { BRAND_MESSAGES, LOCKABLE_FIELDS } from '../../../shared/brand-kit';
import { lockedFieldOfMessage } from './use-brand-locks';

describe('the field a FIELD_LOCKED refusal names', () => {
  it('is found from the server’s sentence for every lockable field', () => {
    for (const field of LOCKABLE_FIELDS)
      expect(lockedFieldOfMessage(BRAND_MESSAGES.locked(field, 'Acme: North'))).toBe(field);
  });

  it('is none for another sentence', () => {
    expect(lockedFieldOfMessage('Something else went wrong')).toBeUndefined();
  });
});
