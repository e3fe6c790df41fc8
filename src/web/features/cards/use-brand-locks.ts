import { useMemo } from 'react';
import {
  BRAND_CONTENT_FIELDS,
  isLockableField,
  LOCKABLE_FIELD_LABELS,
  LOCKABLE_FIELDS,
  type BrandContentField,
  type BrandKit,
  type LockableField,
} from '../../../shared/brand-kit';
import { useBrandKit } from './brand-api';
import type { BrandLocks } from './card-design-panel';
import { translate } from '../../lib/i18n/intl';

/**
 * The brand kit's locks on an organisation's card (docs/product.md#brand-kit): which fields come
 * from the kit, and the note shown beside them. A personal card has none; while the kit loads,
 * nothing is locked (the server refuses a change to a locked field anyway, in its own words).
 */
export function useBrandLocks(orgId: string | null | undefined, organisationName: string) {
  const { data } = useBrandKit(orgId);
  return useMemo(() => {
    const locked = new Set<LockableField>(data?.locked ?? []);
    const locks: BrandLocks | undefined =
      locked.size > 0
        ? { locked, note: translate('brandKit.setBy', { organisation: organisationName }) }
        : undefined;
    return {
      kit: data,
      locks,
      isLocked: (field: string) => isLockableField(field) && locked.has(field),
    };
  }, [data, organisationName]);
}

/** The kit's locked content fields, with the kit's values (a new card starts from them). */
export const lockedContentOf = (kit: BrandKit): [BrandContentField, string][] =>
  BRAND_CONTENT_FIELDS.filter((field) => kit.locked.includes(field)).map((field) => [
    field,
    kit.content[field],
  ]);

/**
 * The field a 403 FIELD_LOCKED names ("<Field> is set by <Organisation>: …"), so that the editor
 * shows the refusal at that field.
 */
export const lockedFieldOfMessage = (message: string): LockableField | undefined =>
  LOCKABLE_FIELDS.find((field) => message.startsWith(`${LOCKABLE_FIELD_LABELS[field]} is set by `));
