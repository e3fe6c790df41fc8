/**
 * Bulk import (docs/product.md#bulk-import): an organisation's owners and admins bring their
 * people from a CSV file. Each row is one person: a card in the brand kit, assigned to them when
 * they are a member, or waiting for them (`invitee_email`) with an invitation mailed when they are
 * not. The same file again updates the cards it made (matched by e-mail) and sends no second
 * invitation. A dry run reports what each row would do and changes nothing; a real run applies
 * each row in its own transaction, so a failure in the middle leaves the rows before it applied
 * and says which.
 */
import { BRAND_CONTENT_FIELDS, type LockableField } from '../../../shared/brand-kit';
import { cardFieldsSchema } from '../../../shared/card';
import { CsvReadError, readCsv } from '../../../shared/csv-read';
import { ERROR_CODES } from '../../../shared/error-codes';
import {
  addImportProblem,
  autoMapping,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  IMPORTS_PER_HOUR,
  type ImportFileProblem,
  type ImportMapping,
  type ImportReport,
  type ImportRowResult,
  type ImportTarget,
} from '../../../shared/import';
import { AppError } from '../../lib/app-error';
import { enforceRateLimits } from '../../lib/rate-limiter';
import { orgAllows, type Principal } from '../access';
import { freeCardSlots } from '../billing';
import { membersOf, recordOrgAudit, type Caller } from '../organisations';
import * as brandRepository from './brand-repository';
import { membershipOf } from './card-access';
import { applyRows, type ImportContext, type PlannedRow } from './import-apply';
import * as repository from './repository';

export type { ImportContext } from './import-apply';

export interface ImportInput {
  orgId: string;
  /** The file's text (or the pasted rows), header line first. */
  text: string;
  mapping?: ImportMapping | undefined;
  dryRun: boolean;
}

/** A whole file refused: its English sentence, and its problem and values for another language. */
const fileRefusal = (
  message: string,
  problem: ImportFileProblem,
  values: Record<string, string | number> = {},
) => new AppError(ERROR_CODES.VALIDATION_ERROR, message, { problem, ...values });

/** The rows of the text, header first; 400 for what is not a CSV file, empty, or too long. */
function readRows(text: string): { headers: string[]; rows: string[][] } {
  let all: string[][];
  try {
    all = readCsv(text);
  } catch (error) {
    if (error instanceof CsvReadError) {
      throw fileRefusal(IMPORT_MESSAGES.notCsv(error.message), 'NOT_CSV', {
        why: error.reason,
        ...(error.line === undefined ? {} : { line: error.line }),
      });
    }
    throw error;
  }
  const [headers, ...rows] = all;
  if (!headers || rows.length === 0) throw fileRefusal(IMPORT_MESSAGES.empty, 'EMPTY');
  if (rows.length > IMPORT_MAX_ROWS) {
    throw fileRefusal(IMPORT_MESSAGES.tooMany(rows.length), 'TOO_MANY_ROWS', {
      rows: rows.length,
      max: IMPORT_MAX_ROWS,
    });
  }
  return { headers: headers.map((header) => header.trim()), rows };
}

/** The cells of a row by target, from the mapping (the header's auto-match by default). */
function cellsOf(headers: string[], mapping: ImportMapping, row: string[]) {
  const cells: Partial<Record<ImportTarget, string>> = {};
  headers.forEach((header, index) => {
    const target = mapping[header];
    if (target) cells[target] = (row[index] ?? '').trim();
  });
  return cells;
}

/**
 * `/api/org/import`: plans every row, then, unless it is a dry run, applies the rows that can be
 * applied, one transaction each.
 */
export async function importPeople(
  ctx: ImportContext,
  principal: Principal,
  caller: Caller,
  input: ImportInput,
  siteUrl: string,
): Promise<ImportReport> {
  const db = ctx.database.db;
  const membership = await membershipOf(db, input.orgId, principal);
  if (!orgAllows(membership, 'create', 'card') || !orgAllows(membership, 'create', 'invitation')) {
    throw AppError.forbidden('Only owners and admins of the organisation can import people');
  }
  const { headers, rows } = readRows(input.text);
  const mapping = input.mapping ?? autoMapping(headers);
  const unknown = Object.keys(mapping).filter((header) => !headers.includes(header));
  if (unknown.length > 0) {
    throw fileRefusal(IMPORT_MESSAGES.unknownColumns(unknown), 'UNKNOWN_COLUMNS', {
      columns: JSON.stringify(unknown),
    });
  }
  if (!Object.values(mapping).includes('email')) {
    throw fileRefusal(IMPORT_MESSAGES.noEmailColumn, 'NO_EMAIL_COLUMN');
  }
  if (!input.dryRun) {
    await enforceRateLimits(db, [
      { key: `org-import:${input.orgId}`, max: IMPORTS_PER_HOUR, windowSeconds: 60 * 60 },
    ]);
  }

  const { plans, kit } = await planRows(ctx, input.orgId, headers, mapping, rows);
  const report: ImportReport = {
    dryRun: input.dryRun,
    rows: plans.map((plan) => plan.result),
    created: 0,
    updated: 0,
    invited: 0,
  };
  if (input.dryRun) {
    report.created = plans.filter((p) => p.result.ok && p.result.action === 'create').length;
    report.updated = plans.filter((p) => p.result.ok && p.result.action === 'update').length;
    return report;
  }
  await applyRows(ctx, principal, caller, input.orgId, kit, plans, siteUrl, report);
  // The run as a whole; each card made is in the log on its own, in its transaction.
  await recordOrgAudit(db, {
    organisationId: input.orgId,
    actorId: principal.userId,
    action: 'import.run',
    targetType: 'import',
    targetId: input.orgId,
    details: {
      rows: report.rows.length,
      created: report.created,
      updated: report.updated,
      invited: report.invited,
      failed: report.rows.filter((row) => !row.ok).length,
    },
  });
  return report;
}

/**
 * Reads and checks every row against the file, the members, the kit and the free seats, each read
 * once; the kit comes back with the plans, for applying them.
 */
async function planRows(
  ctx: ImportContext,
  orgId: string,
  headers: string[],
  mapping: ImportMapping,
  rows: string[][],
): Promise<{ plans: PlannedRow[]; kit: Awaited<ReturnType<typeof brandRepository.findBrand>> }> {
  const db = ctx.database.db;
  const [members, kit, cardKeys, seats] = await Promise.all([
    membersOf(db, orgId),
    brandRepository.findBrand(db, orgId),
    repository.organisationCardKeys(db, orgId),
    freeCardSlots(db, { organisationId: orgId }),
  ]);
  const memberByEmail = new Map(members.map((m) => [m.email.toLowerCase(), m]));
  const locked = new Set((kit?.locked ?? []) as LockableField[]);
  const seen = new Map<string, number>();
  let newCards = 0;
  const plans = rows.map((cellsRow, index): PlannedRow => {
    const rowNumber = index + 2;
    const cells = cellsOf(headers, mapping, cellsRow);
    const email = (cells.email ?? '').toLowerCase();
    const result: ImportRowResult = {
      row: rowNumber,
      email,
      ok: false,
      action: 'none',
      errors: [],
      problems: [],
    };
    const plan: PlannedRow = { result, role: 'member' };
    const role = (cells.role ?? '').toLowerCase();
    if (role === 'admin') plan.role = 'admin';
    else if (role !== '' && role !== 'member')
      addImportProblem(result, 'BAD_ROLE', IMPORT_MESSAGES.badRole);

    const raw: Record<string, string> = {
      title: cells.department ?? '',
      fullName:
        cells.fullName || [cells.firstName, cells.lastName].filter((part) => part).join(' '),
      jobTitle: cells.jobTitle ?? '',
      company: cells.company ?? '',
      bio: cells.bio ?? '',
      email,
      phone: cells.phone || cells.mobile || '',
      location: cells.location ?? '',
      website: cells.website ?? '',
      linkedin: cells.linkedin ?? '',
      github: cells.github ?? '',
      twitter: cells.twitter ?? '',
      facebook: cells.facebook ?? '',
      instagram: cells.instagram ?? '',
    };
    // The kit's locked fields are the kit's on every card; what the kit has fills what is empty.
    for (const field of BRAND_CONTENT_FIELDS) {
      const kitValue = kit?.[field] ?? '';
      if (locked.has(field) || !raw[field]) raw[field] = kitValue;
    }
    const parsed = cardFieldsSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const email = issue.path[0] === 'email';
        const message = email ? IMPORT_MESSAGES.badEmail : issue.message;
        if (result.errors.includes(message)) continue;
        if (email) addImportProblem(result, 'BAD_EMAIL', message);
        else
          addImportProblem(result, 'FIELD_INVALID', message, {
            field: String(issue.path[0] ?? ''),
            message,
          });
      }
    } else {
      plan.fields = parsed.data;
    }
    if (email) {
      const first = seen.get(email);
      if (first !== undefined)
        addImportProblem(result, 'DUPLICATE', IMPORT_MESSAGES.duplicate(first), { row: first });
      else seen.set(email, rowNumber);
    }
    const member = memberByEmail.get(email);
    if (member?.role === 'owner') plan.role = 'member';
    plan.memberId = member?.userId;
    plan.existingCardId = cardKeys.get(email);
    result.action = plan.existingCardId ? 'update' : 'create';
    if (result.errors.length === 0 && result.action === 'create') {
      if (!seats.live) addImportProblem(result, 'NO_SUBSCRIPTION', IMPORT_MESSAGES.noSubscription);
      else if (newCards >= seats.free)
        addImportProblem(result, 'OVER_SEATS', IMPORT_MESSAGES.overSeats(seats.allocation), {
          allocation: seats.allocation,
        });
      else newCards += 1;
    }
    result.ok = result.errors.length === 0;
    if (!result.ok) result.action = 'none';
    return plan;
  });
  return { plans, kit };
}
