/**
 * Printed cards (docs/product.md#share-print): the sheets a card's PDF comes on, their sizes, and
 * the API's query. Shared by the route (its request schema) and the share page (its choices).
 */
import { z } from 'zod';
import { cardIdQuerySchema } from './card';

export const PRINT_SHEETS = [
  {
    id: 'card',
    label: 'Single card (85 × 55 mm)',
    detail: 'One card with crop marks, for a print shop',
  },
  { id: 'a4', label: 'A4 sheet of 10', detail: '85 × 55 mm cards, fronts then backs' },
  { id: 'letter', label: 'Letter sheet of 10', detail: '3.5 × 2 in cards, fronts then backs' },
] as const;
export type PrintSheet = (typeof PRINT_SHEETS)[number]['id'];
export const PRINT_SHEET_IDS = PRINT_SHEETS.map((s) => s.id) as [PrintSheet, ...PrintSheet[]];

/** PostScript points in a millimetre (72 to the inch). */
export const POINTS_PER_MM = 72 / 25.4;
export const mm = (millimetres: number) => millimetres * POINTS_PER_MM;

/** A size in points, width first. */
export interface PageSize {
  width: number;
  height: number;
}

/** The European business card, cut size. */
export const CARD_SIZE: PageSize = { width: mm(85), height: mm(55) };
/** The US business card (3.5 × 2 in): ten of 85 × 55 mm would leave Letter 2 mm at top and bottom. */
export const US_CARD_SIZE: PageSize = { width: 3.5 * 72, height: 2 * 72 };

export const A4: PageSize = { width: mm(210), height: mm(297) };
export const LETTER: PageSize = { width: 8.5 * 72, height: 11 * 72 };

/** The size each sheet's cards are cut to. */
export const cardSizeOf = (sheet: PrintSheet): PageSize =>
  sheet === 'letter' ? US_CARD_SIZE : CARD_SIZE;

export const printQuerySchema = cardIdQuerySchema.extend({
  sheet: z.enum(PRINT_SHEET_IDS).default('card').describe('card: one card; a4 / letter: ten'),
});

/** The PDF's address for the share page's download. */
export const printPdfUrl = (id: string, sheet: PrintSheet) =>
  `/api/card/print.pdf?id=${encodeURIComponent(id)}&sheet=${sheet}`;
