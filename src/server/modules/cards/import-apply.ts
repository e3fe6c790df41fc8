/**
 * Applying a bulk import's checked rows (docs/product.md#bulk-import). What every row shares is
 * read once for the run: the organisation, its brand kit (read when the rows were planned), its
 * invitations, and whether the kit's design is open to it. Each new person's row is then one
 * transaction: the seat reserved under the subscription's lock (so parallel imports never exceed
 * the allocation), the card, its audit entry and, for someone not yet a member, the invitation
 * with its mail. A failure leaves the rows before it applied, and the report says which.
 */
import { DEFAULT_DESIGN } from '../../../shared/card-design';
import type { CardFields } from '../../../shared/card';
import { ERROR_CODES } from '../../../shared/error-codes';
import {
  addImportProblem,
  IMPORT_MESSAGES,
  type ImportReport,
  type ImportRowResult,
} from '../../../shared/import';
import {
  ORG_MESSAGES,
  ORG_PENDING_INVITATION_LIMIT,
  type OrgRole,
} from '../../../shared/organisations';
import { AppError } from '../../lib/app-error';
import type { Holder, Principal } from '../access';
import { reserveCardSlot } from '../billing';
import {
  findMembership,
  findOrganisation,
  invitationsOf,
  inviteInTransaction,
  recordOrgAudit,
  type Caller,
  type OrganisationsContext,
} from '../organisations';
import type * as brandRepository from './brand-repository';
import { applyBrandKitRow } from './brand-rules';
import type { CardsContext } from './context';
import * as repository from './repository';
import { assertDesignAllowed, newCardId, updateCard } from './service';

export type ImportContext = CardsContext & OrganisationsContext;

/** A row read and checked: the card's fields, the person's role, or why it cannot be imported. */
export interface PlannedRow {
  result: ImportRowResult;
  fields?: CardFields;
  role: Exclude<OrgRole, 'owner'>;
  existingCardId?: string | undefined;
  memberId?: string | undefined;
}

/** What the rows of one run share. */
interface ImportRun {
  ctx: ImportContext;
  principal: Principal;
  caller: Caller;
  organisation: { id: string; name: string };
  holder: Holder;
  kit: Awaited<ReturnType<typeof brandRepository.findBrand>>;
  siteUrl: string;
  /** Each address's latest invitation still pending: valid (`pending`) or past its expiry. */
  invitations: Map<string, { id: string; expired: boolean }>;
  /** Invitations pending now, counted against the organisation's limit as the run adds them. */
  pendingCount: number;
  /** The kit's design was found open to the organisation (the same for every new card). */
  designAllowed: boolean;
}

const NO_IMAGES = {
  removeProfile: false,
  removeBanner: false,
  removeBrandLogo: false,
};

/** Applies every row that passed its checks, in order, one transaction each. */
export async function applyRows(
  ctx: ImportContext,
  principal: Principal,
  caller: Caller,
  orgId: string,
  kit: ImportRun['kit'],
  plans: PlannedRow[],
  siteUrl: string,
  report: ImportReport,
): Promise<void> {
  const db = ctx.database.db;
  const [organisation, invitationList] = await Promise.all([
    findOrganisation(db, orgId),
    invitationsOf(db, orgId),
  ]);
  if (!organisation) throw AppError.notFound(ORG_MESSAGES.notFound);
  const invitations = new Map<string, { id: string; expired: boolean }>();
  // Newest first: the first of an address is its latest.
  for (const invitation of invitationList) {
    const email = invitation.email.toLowerCase();
    if (invitations.has(email)) continue;
    if (invitation.state === 'pending' || invitation.state === 'expired') {
      invitations.set(email, { id: invitation.id, expired: invitation.state === 'expired' });
    }
  }
  const run: ImportRun = {
    ctx,
    principal,
    caller,
    organisation: { id: orgId, name: organisation.name },
    holder: { organisationId: orgId },
    kit,
    siteUrl,
    invitations,
    pendingCount: invitationList.filter((invitation) => invitation.state === 'pending').length,
    designAllowed: false,
  };
  for (const plan of plans) {
    if (!plan.result.ok || !plan.fields) continue;
    await applyRow(run, plan, plan.fields, report);
  }
}

/** A row that failed: nothing of it applied, and why, in the words the report gives. */
function failRow(run: ImportRun, result: ImportRowResult, error: unknown) {
  result.ok = false;
  result.action = 'none';
  if (error instanceof AppError) addImportProblem(result, error.code, error.message, error.details);
  else {
    addImportProblem(result, 'NOT_SAVED', 'The card could not be saved');
    run.ctx.log.error({ err: error, row: result.row }, 'import row');
  }
}

/**
 * The invitation a row's person needs: none for a member or an address already invited and still
 * waiting; the same one again for an invitation past its expiry; a new one otherwise, within the
 * organisation's limit of pending invitations (`limited`: over it).
 */
function invitationFor(run: ImportRun, plan: PlannedRow) {
  if (plan.memberId) return { send: false } as const;
  const current = run.invitations.get(plan.result.email);
  if (current && !current.expired) return { send: false } as const;
  // Sending one again is not a new one (as in the library, which checks its limit after).
  if (current) return { send: true, renew: current.id } as const;
  if (run.pendingCount >= ORG_PENDING_INVITATION_LIMIT) return { send: false, limited: true };
  return { send: true } as const;
}

async function applyRow(
  run: ImportRun,
  plan: PlannedRow,
  fields: CardFields,
  report: ImportReport,
): Promise<void> {
  const { ctx, principal, caller, organisation, holder } = run;
  const { result } = plan;
  const db = ctx.database.db;
  const invitation = invitationFor(run, plan);
  const invite = (tx: typeof db) =>
    inviteInTransaction(ctx, tx, {
      caller,
      organisation,
      email: result.email,
      role: plan.role,
      siteUrl: run.siteUrl,
      renew: 'renew' in invitation ? invitation.renew : undefined,
    });
  try {
    if (plan.existingCardId) {
      await updateCard(ctx, principal, plan.existingCardId, fields, {}, NO_IMAGES);
      report.updated += 1;
    } else {
      const kit = await applyBrandKitRow(db, organisation.id, run.kit, {
        fields,
        design: {},
        logoChange: 'none',
        isNew: true,
      });
      const design = { ...DEFAULT_DESIGN, ...kit.design };
      if (!run.designAllowed) {
        await assertDesignAllowed(ctx, holder, design, null, false);
        run.designAllowed = true;
      }
      const id = newCardId();
      await db.transaction(async (tx) => {
        await reserveCardSlot(tx, holder);
        // Read for the run when it was planned; one who left since gets no card of it.
        if (plan.memberId && !(await findMembership(tx, organisation.id, plan.memberId))) {
          throw new AppError(ERROR_CODES.NOT_A_MEMBER, ORG_MESSAGES.assigneeNotMember);
        }
        await recordOrgAudit(tx, {
          organisationId: organisation.id,
          actorId: principal.userId,
          action: 'card.create',
          targetType: 'card',
          targetId: id,
          details: {
            fullName: kit.fields.fullName,
            ...(plan.memberId ? { assigneeId: plan.memberId } : { inviteeEmail: result.email }),
          },
        });
        await repository.insertCard(tx, {
          id,
          userId: null,
          organizationId: organisation.id,
          assigneeId: plan.memberId ?? null,
          inviteeEmail: plan.memberId ? null : result.email,
          ...kit.fields,
          ...design,
          exchangeEnabled: true,
          profileImageKey: null,
          bannerImageKey: null,
          brandLogoKey: kit.brandLogoKey ?? null,
        });
        // The card and its person's invitation stand or fall together.
        if (invitation.send) await invite(tx);
      });
      report.created += 1;
      if (invitation.send) sent(run, result.email, report);
    }
  } catch (error) {
    failRow(run, result, error);
    return;
  }
  if ('limited' in invitation) {
    result.ok = false;
    addImportProblem(
      result,
      'INVITATION_LIMIT',
      `The card is saved; the invitation was not sent: ${IMPORT_MESSAGES.invitationLimit(ORG_PENDING_INVITATION_LIMIT)}`,
      { limit: ORG_PENDING_INVITATION_LIMIT },
    );
    return;
  }
  // An updated card's person may still need their invitation (the last one expired or went).
  if (!plan.existingCardId || !invitation.send) return;
  try {
    await db.transaction(invite);
    sent(run, result.email, report);
  } catch (error) {
    // The card stays (the same file again sends the invitation); the row says what is missing.
    result.ok = false;
    const reason = error instanceof AppError ? error.message : 'an error';
    addImportProblem(
      result,
      'INVITATION_NOT_SENT',
      `The card is saved; the invitation was not sent: ${reason}`,
      error instanceof AppError ? { reason: error.code, reasonMessage: reason } : undefined,
    );
  }
}

/** An invitation sent (new, or an expired one again): pending now, and never sent twice. */
function sent(run: ImportRun, email: string, report: ImportReport) {
  run.invitations.set(email, { id: '', expired: false });
  run.pendingCount += 1;
  report.invited += 1;
}
