/**
 * An organisation's data as one ZIP (docs/product.md#organisation-export), for its owners: the
 * organisation and its subscription, its members and invitations, its cards with their vCards and
 * images, its leads, its daily figures and its audit log. Written like an account's export
 * (export.ts), streamed as it is made.
 */
import type { FastifyRequest } from 'fastify';
import { ORG_MESSAGES } from '../../../shared/organisations';
import { AppError } from '../../lib/app-error';
import { enforceRateLimits } from '../../lib/rate-limiter';
import { requestOrigin } from '../../lib/request-origin';
import { heldBy } from '../access';
import { getSubscriptionDetails } from '../billing';
import { listAllCardsOfOrganisation } from '../cards';
import { ownerDailyFiguresCsv } from '../insights';
import { exportLeadsOf } from '../leads';
import {
  allOrgAudit,
  domainsOfOrganisation,
  findOrganisation,
  invitationsOf,
  membersOf,
  organisationScope,
} from '../organisations';
import { buildCardVCard } from '../public-page';
import type { AccountContext } from './context';
import { cardsJson, vcardPath, zipOf, type ExportFile } from './export';

/** Organisation exports per organisation an hour: each reads every card's pictures. */
export const ORGANISATION_EXPORTS_PER_HOUR = 5;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const README = [
  'organisation.json: the organisation (name, address), its subscription, and its e-mail domains with their TXT records and whether each is verified.',
  'members.json: its members with their roles, and its invitations with their state.',
  'cards.json: every card of the organisation with its fields, its design, its page, who it is assigned to, and where its images and vCard are in this file.',
  'cards/<name>-<id>.vcf: each card as a vCard.',
  'images/: the pictures and logos of its cards, as stored.',
  'leads.csv: the contact details visitors shared from its cards, with the consent they gave and when.',
  "analytics.csv: each card's figures per day. No visitor is named or located.",
  'audit-log.json: every change its owners and admins made, oldest first, with who made it and when.',
];

export const organisationExportFileName = (slug: string, now: Date) =>
  `cardvault-${slug}-${now.toISOString().slice(0, 10)}.zip`;

/** `GET /api/org/export?orgId=`: owners only (the organisation policy's `export`). */
export async function exportOrganisation(
  ctx: AccountContext,
  request: FastifyRequest,
  userId: string,
  orgId: string,
): Promise<{ zip: NodeJS.ReadableStream; filename: string }> {
  const db = ctx.database.db;
  await organisationScope(db, userId, orgId, 'view', 'export');
  await enforceRateLimits(db, [
    {
      key: `org-export:${orgId}`,
      max: ORGANISATION_EXPORTS_PER_HOUR,
      windowSeconds: 60 * 60,
    },
  ]);
  const org = await findOrganisation(db, orgId);
  if (!org) throw AppError.notFound(ORG_MESSAGES.notFound);
  const now = new Date();
  const origin = requestOrigin(ctx.config, request);
  const cards = await listAllCardsOfOrganisation(ctx, orgId);
  // Counts still in memory are written first, so today is complete.
  await ctx.analytics.flush();
  const files: ExportFile[] = [
    {
      path: 'organisation.json',
      content: json({
        organisation: org,
        subscription: await getSubscriptionDetails(db, { organisationId: orgId }),
        domains: await domainsOfOrganisation(db, orgId),
      }),
    },
    {
      path: 'members.json',
      content: json({
        members: await membersOf(db, orgId),
        invitations: await invitationsOf(db, orgId),
      }),
    },
    { path: 'cards.json', content: json({ cards: cardsJson(cards, origin) }) },
  ];
  // One at a time: each decodes the card's picture.
  for (const row of cards) {
    const { body } = await buildCardVCard(ctx, row, { origin });
    files.push({ path: vcardPath(row), content: body });
  }
  const keys = cards
    .flatMap((card) => [card.profileImageKey, card.bannerImageKey, card.brandLogoKey])
    .filter((key): key is string => Boolean(key));
  for (const key of new Set(keys)) files.push({ path: `images/${key}`, storageKey: key });
  files.push(
    { path: 'leads.csv', content: await exportLeadsOf(ctx, heldBy(orgId)) },
    { path: 'analytics.csv', content: await ownerDailyFiguresCsv(db, heldBy(orgId)) },
    { path: 'audit-log.json', content: json({ entries: await allOrgAudit(db, orgId) }) },
  );
  const readme = [
    `CardVault: the data of ${org.name}`,
    `Exported ${now.toISOString()}.`,
    '',
    ...README.map((line) => `- ${line}`),
    '',
    'JSON files are UTF-8; CSV files are UTF-8 with a header row, every cell quoted, and a',
    'leading apostrophe before a cell that a spreadsheet would otherwise read as a formula.',
    '',
  ].join('\r\n');
  return {
    zip: zipOf(ctx, readme, files, now),
    filename: organisationExportFileName(org.slug, now),
  };
}
