/**
 * The data export (docs/product.md#account-data): one ZIP of everything that is the user's,
 * written as it streams. Each part adds its files and its line of README.txt; a feature that
 * stores more of a user's data adds a part to `exportParts`.
 */
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { slugifyName } from '../../../shared/text';
import type { CardRow, ProfileRow } from '../../db/schema';
import { ownedBy } from '../access';
import { ownerDailyFiguresCsv } from '../insights';
import { getSubscriptionDetails } from '../billing';
import { buildCardVCard } from '../public-page';
import { cardRowParts, publicCardUrl } from '../cards';
import type { SessionsExport } from '../../../shared/account-data';
import { exportAccountLeads } from '../leads';
import { exportOwnerWebhooks } from '../webhooks';
import type { AccountContext } from './context';
import { listSessionsOfUser, type AccountRecord } from './repository';

/** Whose data, as read when the export starts. */
export interface ExportSource {
  ctx: AccountContext;
  account: AccountRecord;
  profile: ProfileRow;
  cards: CardRow[];
  /** The site's origin for the request: the vCards and cards.json link the card pages there. */
  origin: string;
}

/** A file of the ZIP: bytes made now, or a stored file streamed when its turn comes. */
export type ExportFile =
  { path: string; content: string | Buffer } | { path: string; storageKey: string };

export interface ExportPart {
  /** What the part holds, one line of README.txt. */
  readme: string;
  files(source: ExportSource): Promise<ExportFile[]>;
}

/** Where a stored image is in the ZIP: under images/, by its storage key. */
export const imagePath = (key: string | null): string | null => (key ? `images/${key}` : null);

/** Where a card's vCard is in the ZIP. */
export const vcardPath = (card: Pick<CardRow, 'id' | 'fullName'>) =>
  `cards/${slugifyName(card.fullName)}-${card.id}.vcf`;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const profilePart: ExportPart = {
  readme:
    'profile.json: your account (sign-in methods, no password or session), your profile and your subscription.',
  async files({ ctx, account, profile }) {
    const subscription = await getSubscriptionDetails(ctx.database.db, { ownerId: account.id });
    const { profileImageKey, createdAt, updatedAt, termsAcceptedAt, ...fields } = profile;
    return [
      {
        path: 'profile.json',
        content: json({
          account: {
            id: account.id,
            name: account.name,
            email: account.email,
            emailVerified: account.emailVerified,
            createdAt: iso(account.createdAt),
            signInMethods: account.signInMethods,
          },
          profile: {
            ...fields,
            profileImage: imagePath(profileImageKey),
            termsAcceptedAt: iso(termsAcceptedAt),
            createdAt: iso(createdAt),
            updatedAt: iso(updatedAt),
          },
          subscription: subscription.has_subscription ? subscription : null,
        }),
      },
    ];
  },
};

const cardsPart: ExportPart = {
  readme:
    'cards.json: every card with its fields, its design, its page and where its images and vCard are in this file.',
  async files({ cards, origin }) {
    return [{ path: 'cards.json', content: json({ cards: cardsJson(cards, origin) }) }];
  },
};

/** The cards as cards.json lists them: their fields, page, vCard and images in the ZIP. */
export function cardsJson(cards: readonly CardRow[], origin: string) {
  return cards.map((row) => {
    const { fields, imageKeys, dates } = cardRowParts(row);
    const { userId: _owner, ...ownFields } = fields;
    return {
      ...ownFields,
      publicUrl: publicCardUrl(origin, row.id),
      vcard: vcardPath(row),
      images: {
        profile: imagePath(imageKeys.profile),
        banner: imagePath(imageKeys.banner),
        brandLogo: imagePath(imageKeys.brandLogo),
      },
      createdAt: iso(dates.createdAt),
      updatedAt: iso(dates.updatedAt),
      deleteOn: iso(dates.deleteOn),
    };
  });
}

const vcardsPart: ExportPart = {
  readme: 'cards/<name>-<id>.vcf: each card as a vCard, to import into any address book.',
  async files({ ctx, cards, origin }) {
    const files: ExportFile[] = [];
    // One at a time: each decodes the card's picture.
    for (const row of cards) {
      const { body } = await buildCardVCard(ctx, row, { origin });
      files.push({ path: vcardPath(row), content: body });
    }
    return files;
  },
};

const imagesPart: ExportPart = {
  readme: 'images/: the pictures of your profile and cards (photos, banners, logos), as stored.',
  async files({ profile, cards }) {
    const keys = [
      profile.profileImageKey,
      ...cards.flatMap((card) => [card.profileImageKey, card.bannerImageKey, card.brandLogoKey]),
    ].filter((key): key is string => Boolean(key));
    return [...new Set(keys)].map((key) => ({ path: `images/${key}`, storageKey: key }));
  },
};

const analyticsPart: ExportPart = {
  readme:
    "analytics.csv: each card's figures per day (views, unique visitors, QR scans, NFC taps, saves, link clicks, shares, leads). No visitor is named or located.",
  async files({ ctx, account }) {
    // Counts still in memory are written first, so today is complete.
    await ctx.analytics.flush();
    return [
      {
        path: 'analytics.csv',
        content: await ownerDailyFiguresCsv(ctx.database.db, ownedBy(account.id)),
      },
    ];
  },
};

const leadsPart: ExportPart = {
  readme:
    'leads.csv: the contact details visitors shared from your cards, with the consent they gave and when, your notes and follow-up marks.',
  async files({ ctx, account }) {
    return [{ path: 'leads.csv', content: await exportAccountLeads(ctx, account.id) }];
  },
};

const sessionsPart: ExportPart = {
  readme:
    'sessions.json: your sign-in sessions: when each started and expires, and the IP address and browser (user agent) it was opened from. No session token.',
  async files({ ctx, account }) {
    const rows = await listSessionsOfUser(ctx.database.db, account.id);
    const sessions: SessionsExport['sessions'] = rows.map((row) => ({
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
    }));
    return [{ path: 'sessions.json', content: json({ sessions }) }];
  },
};

const webhooksPart: ExportPart = {
  readme:
    'webhooks.json: your webhook endpoints with their events and every delivery (event, status, attempts, times). The signing secret is withheld.',
  async files({ ctx, account }) {
    return [{ path: 'webhooks.json', content: json(await exportOwnerWebhooks(ctx, account.id)) }];
  },
};

/** The parts of every export, in README order. */
export const exportParts: ExportPart[] = [
  profilePart,
  cardsPart,
  vcardsPart,
  imagesPart,
  leadsPart,
  analyticsPart,
  sessionsPart,
  webhooksPart,
];

function readmeOf(parts: readonly ExportPart[], exportedAt: Date): string {
  return [
    'CardVault: your data',
    `Exported ${exportedAt.toISOString()}.`,
    '',
    'This file holds everything CardVault keeps about you and your cards:',
    '',
    ...parts.map((part) => `- ${part.readme}`),
    '',
    'JSON files are UTF-8; CSV files are UTF-8 with a header row, every cell quoted, and a',
    'leading apostrophe before a cell that a spreadsheet would otherwise read as a formula.',
    '',
  ].join('\r\n');
}

/**
 * The ZIP's bytes as a stream. Files made from the database are ready before it starts; stored
 * images are opened one at a time as the ZIP reaches them.
 */
export async function writeAccountExport(
  source: ExportSource,
  parts: readonly ExportPart[] = exportParts,
  now = new Date(),
): Promise<NodeJS.ReadableStream> {
  const files: ExportFile[] = [];
  for (const part of parts) files.push(...(await part.files(source)));
  return zipOf(source.ctx, readmeOf(parts, now), files, now);
}

/** A ZIP of `files` after its README, streamed: stored files are read as the ZIP reaches them. */
export function zipOf(
  ctx: Pick<AccountContext, 'storage' | 'log'>,
  readme: string,
  files: readonly ExportFile[],
  now: Date,
): NodeJS.ReadableStream {
  const { storage, log } = ctx;
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(readme), 'README.txt', { mtime: now });
  for (const file of files) {
    if ('content' in file) {
      zip.addBuffer(Buffer.from(file.content), file.path, { mtime: now });
      continue;
    }
    // Images are compressed already.
    zip.addReadStreamLazy(file.path, { mtime: now, compress: false }, (done) => {
      storage.get(file.storageKey).then(
        (stream) => {
          if (!stream) log.warn({ key: file.storageKey }, 'export: a stored image is missing');
          done(null, stream ?? Readable.from([]));
        },
        (error: unknown) => done(error, Readable.from([])),
      );
    });
  }
  zip.end();
  return zip.outputStream;
}
