import { useCallback, useEffect, useRef, useState } from 'react';
import type { CardFieldsInput } from '../../../shared/card';
import { EMPTY_VALUES, type FieldName } from './card-form-values';

type DraftValues = Required<CardFieldsInput>;

/** One draft per user on this device; it never leaves the browser (docs/product.md#card-draft). */
const cardDraftKey = (userId: string) => `cardvault:card-draft:${userId}`;

const FIELDS = Object.keys(EMPTY_VALUES) as FieldName[];

/** The stored draft, or null when there is none or it is unreadable (then it is dropped). */
function readDraft(key: string): DraftValues | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') throw new Error('not an object');
    const record = parsed as Record<string, unknown>;
    const values = { ...EMPTY_VALUES };
    for (const field of FIELDS) {
      const value = record[field];
      if (typeof value === 'string') values[field] = value;
    }
    return isEmpty(values) ? null : values;
  } catch {
    removeDraft(key);
    return null;
  }
}

function removeDraft(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage switched off: there is nothing kept to remove.
  }
}

const isEmpty = (values: Partial<CardFieldsInput>) =>
  FIELDS.every((field) => !(values[field] ?? '').trim());

/**
 * The new-card editor's draft (docs/product.md#card-draft): the text fields are kept in this
 * browser's localStorage under the user's id from the first change until the card is saved or the
 * draft discarded, so a Save that bounces to the pricing page (and the trial checkout after it)
 * loses nothing. Chosen images are not kept. `restored` is the draft found on opening, if any.
 */
export function useCardDraft(userId: string, enabled: boolean) {
  const key = cardDraftKey(userId);
  const [restored, setRestored] = useState<DraftValues | null>(() =>
    enabled ? readDraft(key) : null,
  );
  // Once saved or discarded, late writes (the last keystroke's effect) must not bring it back.
  const finished = useRef(false);

  const keep = useCallback(
    (values: Partial<CardFieldsInput>) => {
      if (!enabled || finished.current) return;
      try {
        if (isEmpty(values)) window.localStorage.removeItem(key);
        else {
          const kept = Object.fromEntries(FIELDS.map((field) => [field, values[field] ?? '']));
          window.localStorage.setItem(key, JSON.stringify(kept));
        }
      } catch {
        // Storage full or switched off: the editor still works, the draft is just not kept.
      }
    },
    [enabled, key],
  );

  /** The card was saved: the draft is gone for good (a disabled editor's leaves it be). */
  const saved = useCallback(() => {
    finished.current = true;
    if (enabled) removeDraft(key);
  }, [enabled, key]);

  /** Discard: the draft is removed; typing again starts a new one. */
  const discard = useCallback(() => {
    removeDraft(key);
    setRestored(null);
  }, [key]);

  const dismiss = useCallback(() => setRestored(null), []);

  return { restored, keep, saved, discard, dismiss };
}

/** Keeps the draft as the values change. */
export function useKeepDraft(
  keep: (values: Partial<CardFieldsInput>) => void,
  values: Partial<CardFieldsInput>,
) {
  const serialized = JSON.stringify(values);
  useEffect(() => {
    keep(JSON.parse(serialized) as Partial<CardFieldsInput>);
  }, [keep, serialized]);
}
