/** The two widths every screen is checked at: a phone (390 × 844) and a laptop (1280 × 800). */
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
export const VIEWPORTS = [PHONE, DESKTOP] as const;
