/** The "Card" picker of the Insights and Leads pages: all cards, or one of the user's. */
import { translate } from './i18n/intl';

/** A card the picker offers. */
export interface CardChoice {
  id: string;
  fullName: string;
}

/** The picker's value for "All cards". */
export const ALL_CARDS = '';

/**
 * The picker's options: All cards, then each card. A card named in the address that the list
 * does not (yet) hold still shows as chosen, as loading or unknown. In the active language.
 */
export function cardPickerOptions(
  cards: readonly CardChoice[] | undefined,
  chosen: string | undefined,
): { value: string; label: string }[] {
  const options = [
    { value: ALL_CARDS, label: translate('insights.picker.allCards') },
    ...(cards ?? []).map((card) => ({ value: card.id, label: card.fullName })),
  ];
  if (chosen && !options.some((option) => option.value === chosen)) {
    options.push({
      value: chosen,
      label: translate(cards ? 'insights.picker.unknownCard' : 'insights.picker.loadingCards'),
    });
  }
  return options;
}
