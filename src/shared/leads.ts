/**
 * Contact exchange (docs/product.md#leads): what a visitor sends back from a card's public page,
 * and the owner's leads. Shared by the public page's dialog, the Leads page and the server.
 */
import { z } from 'zod';
import { PHONE_MAX_CHARS, PHONE_PATTERN } from './phone';
import {
  LEAD_MESSAGES,
  LEAD_NOTE_MAX_LENGTH,
  LEAD_TEXT_MAX_LENGTH,
  LEADS_PAGE_SIZE,
} from './leads-constants';

export * from './leads-constants';

const optionalText = (label: string, max = LEAD_TEXT_MAX_LENGTH) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).default('');

export const leadSubmissionSchema = z.object({
  cardId: z.string().trim().min(1).max(64),
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(LEAD_TEXT_MAX_LENGTH, `Name must be at most ${LEAD_TEXT_MAX_LENGTH} characters`),
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Enter a valid email address')
    .pipe(z.email('Enter a valid email address')),
  phone: z
    .string()
    .trim()
    .max(PHONE_MAX_CHARS, 'Phone is too long')
    .refine(
      (value) => value === '' || PHONE_PATTERN.test(value),
      'Phone may contain digits, spaces, brackets, dashes and a leading +',
    )
    .default(''),
  company: optionalText('Company'),
  jobTitle: optionalText('Job title'),
  note: optionalText('Note', LEAD_NOTE_MAX_LENGTH),
  consent: z.literal(true, { error: LEAD_MESSAGES.consentRequired }),
  /**
   * Send the visitor a copy of the card (its vCard attached) once they confirm their address by
   * a mailed link; at most one such link a day per mailbox.
   */
  sendCopy: z.boolean().default(false),
  /** The honeypot: hidden from people; anything in it marks a script. */
  website: z.string().max(500).default(''),
  /**
   * Milliseconds between the public page beginning to load and the submission (the minimum fill
   * time). Not bounded above: a page may stay open for days before its visitor writes.
   */
  elapsedMs: z.number().int().nonnegative().optional(),
});
export type LeadSubmission = z.input<typeof leadSubmissionSchema>;

/** `leads/copy`: the token of the link mailed to a visitor who asked for a copy of the card. */
export const leadCopyRequestSchema = z.object({
  token: z.string().max(512),
});

export const leadSchema = z.object({
  id: z.string(),
  cardId: z.string(),
  /** The card's name as it is now (its title, else its full name). */
  cardName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  jobTitle: z.string(),
  note: z.string(),
  consentText: z.string(),
  consentedAt: z.string(),
  ownerNote: z.string(),
  followedUp: z.boolean(),
  createdAt: z.string(),
  /**
   * An organisation's lead (docs/product.md#team-insights-and-leads): the member its card is
   * assigned to now, or null when it is assigned to no one. Absent on a person's own leads.
   */
  member: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable().optional(),
});
export type Lead = z.infer<typeof leadSchema>;

export const LEAD_SORTS = ['newest', 'oldest', 'name'] as const;

export const leadListRequestSchema = z.object({
  /** An organisation's (docs/product.md#team-insights-and-leads): those the caller may see. */
  orgId: z.string().trim().min(1).max(64).optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(LEADS_PAGE_SIZE),
  cardId: z.string().max(64).optional(),
  /**
   * With `orgId`: the leads of the cards assigned to this member (their user id). A member asking
   * for anyone but themselves finds none.
   */
  assigneeId: z.string().trim().min(1).max(64).optional(),
  /** Searched in name, e-mail, company, job title and note. */
  q: z.string().trim().max(200).optional(),
  /** YYYY-MM-DD, UTC, inclusive. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  sort: z.enum(LEAD_SORTS).default('newest'),
});
export type LeadListRequest = z.input<typeof leadListRequestSchema>;

export const leadListResponseSchema = z.object({
  items: z.array(leadSchema),
  totalCount: z.number().int().nonnegative(),
});

/** `note` here is the owner's private note (the lead's `ownerNote`), never the visitor's. */
export const leadUpdateSchema = z.object({
  /** An organisation's (docs/product.md#team-insights-and-leads): those the caller may see. */
  orgId: z.string().trim().min(1).max(64).optional(),
  id: z.string().min(1).max(64),
  note: z.string().max(2_000, 'Note must be at most 2000 characters').optional(),
  followedUp: z.boolean().optional(),
});

export const leadDeleteSchema = z.object({
  /** An organisation's (docs/product.md#team-insights-and-leads): those the caller may see. */
  orgId: z.string().trim().min(1).max(64).optional(),
  ids: z.array(z.string().min(1).max(64)).min(1).max(500),
});

/**
 * `GET /api/leads/export.csv` and `.xlsx`: the list's filters and order as query parameters, every
 * page.
 */
export const leadExportQuerySchema = leadListRequestSchema.omit({ page: true, pageSize: true });
export type LeadExportQuery = z.input<typeof leadExportQuerySchema>;

/** `GET /api/leads/counts`: how many leads each of the caller's cards has (My Cards, Insights). */
export const leadCountsSchema = z.object({
  items: z.array(z.object({ cardId: z.string(), leads: z.number().int().nonnegative() })),
});
export type LeadCounts = z.infer<typeof leadCountsSchema>;

/** The exports' columns (CSV and Excel), in order. */
export const LEAD_CSV_HEADER = [
  'Received (UTC)',
  'Card',
  'Name',
  'Email',
  'Phone',
  'Company',
  'Job title',
  'Their note',
  'Consent',
  'Consented at (UTC)',
  'My note',
  'Followed up',
] as const;

/**
 * An organisation's export (`orgId`): the same columns, then the member the lead's card is
 * assigned to (`Name <e-mail>`, or `Unassigned`).
 */
export const ORG_LEAD_CSV_HEADER = [...LEAD_CSV_HEADER, 'Member'] as const;

export type LeadSort = (typeof LEAD_SORTS)[number];
