import { describe, expect, it } from 'vitest';
import { ALL_CARDS, cardPickerOptions } from './card-picker';
import { readMessagesIn } from '../../../tests/support/unit/messages';

readMessagesIn();

const cards = [
  { id: 'a', fullName: 'Ada' },
  { id: 'b', fullName: 'Bob' },
];

describe('the card picker', () => {
  it('offers all cards first, then each card by name', () => {
    expect(cardPickerOptions(cards, undefined)).toEqual([
      { value: ALL_CARDS, label: 'All cards' },
      { value: 'a', label: 'Ada' },
      { value: 'b', label: 'Bob' },
    ]);
  });

  it('keeps a card from the address chosen while the list loads, and names it unknown after', () => {
    expect(cardPickerOptions(undefined, 'z').at(-1)).toEqual({
      value: 'z',
      label: 'Loading cards…',
    });
    expect(cardPickerOptions(cards, 'z').at(-1)).toEqual({ value: 'z', label: 'Unknown card' });
    expect(cardPickerOptions(cards, 'a')).toHaveLength(3);
  });
});
