import type { MessageId } from '../../../shared/i18n/catalogue';

export const SECTION_IDS = {
  cards: 'digital-business-cards',
  howItWorks: 'how-it-works',
  pricing: 'pricing',
  examples: 'examples',
} as const;

/** The landing page's sections in the visitors' header, each label a message id. */
export const MARKETING_NAV_ITEMS = [
  { label: 'nav.digitalBusinessCards', sectionId: SECTION_IDS.cards },
  { label: 'nav.howItWorks', sectionId: SECTION_IDS.howItWorks },
  { label: 'nav.pricing', sectionId: SECTION_IDS.pricing },
] as const satisfies readonly { label: MessageId; sectionId: string }[];
