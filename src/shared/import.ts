/**
 * Bulk import (docs/product.md#bulk-import): an organisation's people from a spreadsheet, each
 * invited with a card in the brand kit. The columns a file's headers can map to, how headers are
 * matched, and the report the server gives. Shared by the Import screen and the server.
 */
import { z } from 'zod';
import { errorDetailsSchema, type ErrorDetails } from './errors';

/** Rows in one import; more are refused before anything is read. */
export const IMPORT_MAX_ROWS = 1_000;
/** The largest file (or pasted text) one import reads. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/**
 * Import requests that change anything, per organisation per hour (a dry run is free); the screen
 * sends a run in parts of 100 rows, so a 1,000-row import is 10 of them.
 */
export const IMPORTS_PER_HOUR = 100;

/** What a column can be: a card field, the person's role, or one of the name's halves. */
export const IMPORT_TARGETS = [
  'email',
  'fullName',
  'firstName',
  'lastName',
  'jobTitle',
  'department',
  'phone',
  'mobile',
  'company',
  'location',
  'website',
  'bio',
  'linkedin',
  'github',
  'twitter',
  'facebook',
  'instagram',
  'role',
] as const;
export type ImportTarget = (typeof IMPORT_TARGETS)[number];

export const IMPORT_TARGET_LABELS: Record<ImportTarget, string> = {
  email: 'E-mail',
  fullName: 'Full name',
  firstName: 'First name',
  lastName: 'Last name',
  jobTitle: 'Job title',
  department: 'Department',
  phone: 'Phone',
  mobile: 'Mobile',
  company: 'Company',
  location: 'Location',
  website: 'Website',
  bio: 'Bio',
  linkedin: 'LinkedIn',
  github: 'GitHub',
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  instagram: 'Instagram',
  role: 'Role',
};

/** Header spellings each target is matched by, compared without case, spaces or punctuation. */
const HEADER_NAMES: Record<ImportTarget, readonly string[]> = {
  email: ['email', 'emailaddress', 'mail', 'workemail'],
  fullName: ['fullname', 'name', 'displayname'],
  firstName: ['firstname', 'givenname', 'forename'],
  lastName: ['lastname', 'surname', 'familyname'],
  jobTitle: ['jobtitle', 'title', 'position'],
  department: ['department', 'dept', 'team'],
  phone: ['phone', 'telephone', 'workphone', 'officephone', 'tel'],
  mobile: ['mobile', 'mobilephone', 'cell', 'cellphone'],
  company: ['company', 'organisation', 'organization', 'employer'],
  location: ['location', 'address', 'office', 'city'],
  website: ['website', 'url', 'web', 'homepage'],
  bio: ['bio', 'about'],
  linkedin: ['linkedin'],
  github: ['github'],
  twitter: ['twitter', 'x'],
  facebook: ['facebook'],
  instagram: ['instagram'],
  role: ['role', 'orgrole', 'access'],
};

const normaliseHeader = (header: string) =>
  header
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The target a header names, if any. */
export function targetOfHeader(header: string): ImportTarget | undefined {
  const name = normaliseHeader(header);
  return IMPORT_TARGETS.find((target) => HEADER_NAMES[target].includes(name));
}

/** A mapping from each header to the target it matches (unmatched headers map to ''). */
export function autoMapping(headers: readonly string[]): Record<string, ImportTarget | ''> {
  const used = new Set<ImportTarget>();
  const mapping: Record<string, ImportTarget | ''> = {};
  for (const header of headers) {
    const target = targetOfHeader(header);
    mapping[header] = target && !used.has(target) ? target : '';
    if (target) used.add(target);
  }
  return mapping;
}

/** `mapping` as the import's form sends it: header → target, or '' to leave a column out. */
export const importMappingSchema = z.record(
  z.string().max(200),
  z.union([z.enum(IMPORT_TARGETS), z.literal('')], {
    error: () => `must be one of ${IMPORT_TARGETS.join(', ')}, or empty to leave it out`,
  }),
);
export type ImportMapping = z.infer<typeof importMappingSchema>;

/**
 * What can be wrong with a row, each the id of its message in the catalogue
 * (`team.import.problem.<CODE>`). A row whose card the server refused for its own reason carries
 * that error's code instead (shared/error-codes.ts), said as any failed call is.
 */
export const IMPORT_PROBLEM_CODES = [
  'BAD_ROLE',
  'BAD_EMAIL',
  /** A card field's rule (`details.message`: the rule's sentence, as the card's form says it). */
  'FIELD_INVALID',
  'DUPLICATE',
  'NO_SUBSCRIPTION',
  'OVER_SEATS',
  'NOT_SAVED',
  'INVITATION_LIMIT',
  /** `details.reason`: the refusal's code, `details.reasonMessage` its sentence. */
  'INVITATION_NOT_SENT',
] as const;
export type ImportProblemCode = (typeof IMPORT_PROBLEM_CODES)[number];

/** One of a row's problems: a code and the values its sentence names. */
export interface ImportProblem {
  code: string;
  details?: ErrorDetails | undefined;
}

/** One row's result: the spreadsheet's row number (the header is row 1). */
export interface ImportRowResult {
  row: number;
  email: string;
  ok: boolean;
  /** What the row does (or would do, in a dry run): a new card and invitation, or an update. */
  action: 'create' | 'update' | 'none';
  /** Each problem's sentence in English. */
  errors: string[];
  /** The same problems, one for each of `errors`, for the reader's language. */
  problems: ImportProblem[];
}

export interface ImportReport {
  dryRun: boolean;
  rows: ImportRowResult[];
  created: number;
  updated: number;
  invited: number;
}

/** The import's answer, as the web app checks it. */
export const importReportSchema = z.object({
  dryRun: z.boolean(),
  rows: z.array(
    z.object({
      row: z.number().int(),
      email: z.string(),
      ok: z.boolean(),
      action: z.enum(['create', 'update', 'none']),
      errors: z.array(z.string()),
      problems: z.array(z.object({ code: z.string(), details: errorDetailsSchema.optional() })),
    }),
  ),
  created: z.number().int(),
  updated: z.number().int(),
  invited: z.number().int(),
}) satisfies z.ZodType<ImportReport>;

/**
 * Why a whole file is refused: `details.problem` of the 400 VALIDATION_ERROR, beside the values its
 * sentence names, so the Import screen says it in the reader's language (`importFailureText`,
 * web/features/team/import-plan.ts). `NOT_CSV` names `why` (`NOT_UTF8` or a `CsvReadReason`, with
 * `line`), `TOO_MANY_ROWS` `rows` and `max`, `UNKNOWN_COLUMNS` `columns` (the names as a JSON list).
 */
export const IMPORT_FILE_PROBLEMS = [
  'NOT_CSV',
  'EMPTY',
  'TOO_MANY_ROWS',
  'NO_EMAIL_COLUMN',
  'UNKNOWN_COLUMNS',
] as const;
export type ImportFileProblem = (typeof IMPORT_FILE_PROBLEMS)[number];

export const IMPORT_MESSAGES = {
  noEmailColumn: 'Map one column to E-mail: each row needs an address to invite',
  empty: 'The file has no rows to import: a header line, then one line per person',
  tooMany: (rows: number) =>
    `One import takes at most ${IMPORT_MAX_ROWS.toLocaleString('en')} rows; this file has ${rows.toLocaleString('en')}. Split it and import each part.`,
  tooLarge: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB`,
  notCsv: (why: string) =>
    `This is not a CSV file: ${why}. Save the spreadsheet as CSV and try again.`,
  unknownColumns: (columns: readonly string[]) =>
    `mapping: the file has no column named ${columns.map((column) => `"${column}"`).join(', ')}`,
  noFile: 'Choose a CSV file or paste the rows',
  badEmail: 'E-mail is not a valid address',
  duplicate: (row: number) => `The same e-mail as row ${row}`,
  overSeats: (allocation: number) =>
    `Over the seat count: the organisation's subscription pays for ${allocation} cards`,
  noSubscription: 'The organisation has no live subscription: start its trial first',
  badRole: 'Role must be member or admin',
  alreadyOwner: 'This person is an owner of the organisation: their card is updated only',
  invitationLimit: (limit: number) =>
    `The organisation has ${limit.toLocaleString('en')} invitations waiting, the most it may have: revoke some, or import again once people have joined`,
} as const;

/** A row's problem: its English sentence in `errors`, its code and values in `problems`. */
export function addImportProblem(
  result: Pick<ImportRowResult, 'errors' | 'problems'>,
  code: ImportProblemCode | (string & {}),
  english: string,
  details?: ErrorDetails,
): void {
  result.errors.push(english);
  result.problems.push(details ? { code, details } : { code });
}
