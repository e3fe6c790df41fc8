export const SECTION_IDS = {
  cards: 'digital-business-cards',
  howItWorks: 'how-it-works',
  pricing: 'pricing',
  examples: 'examples',
} as const;

export const MARKETING_NAV_ITEMS = [
  { label: 'Digital Business Cards', sectionId: SECTION_IDS.cards },
  { label: 'How it Works', sectionId: SECTION_IDS.howItWorks },
  { label: 'Pricing', sectionId: SECTION_IDS.pricing },
] as const;
