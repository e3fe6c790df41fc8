import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CARD_TEMPLATES } from '../../../shared/card-design';
import type { CardRow } from '../../db/schema';
import { findPublicCard, publicCardUrl, renderBrandedQr } from '../cards';
import type { PublicCardContext } from './context';
import { buildCardVCard } from './public-card';

/** A card of each template as a visitor's first request would find it: every field filled. */
function sampleRow(template: string): CardRow {
  const at = new Date();
  return {
    id: randomUUID(),
    userId: 'warm-up',
    organizationId: null,
    assigneeId: null,
    inviteeEmail: null,
    title: 'Work',
    fullName: 'Ada Lovelace',
    jobTitle: 'Analyst',
    company: 'Analytical Engines',
    bio: 'Notes on the engine.',
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
    location: 'London',
    website: 'https://example.com',
    linkedin: 'https://www.linkedin.com/in/example',
    github: 'https://github.com/example',
    twitter: 'https://x.com/example',
    facebook: 'https://www.facebook.com/example',
    instagram: 'https://www.instagram.com/example',
    profileImageKey: null,
    bannerImageKey: null,
    template,
    accentColor: '#4338ca',
    backgroundColor: '#ffffff',
    fontFamily: 'system',
    buttonShape: 'rounded',
    hideBranding: false,
    brandLogoKey: null,
    language: 'en',
    translations: [],
    qrLogo: 'none',
    exchangeEnabled: true,
    version: 1,
    createdAt: at,
    updatedAt: at,
    deleteOn: null,
  };
}

/**
 * Before the server reports ready (Fastify's `onReady`, before it listens): the public page of
 * every template rendered once, for a visitor and for the owner, its vCard and its QR code made,
 * and the public card query run once. The first visitors after a start-up then find the renderer,
 * the query and the code they need compiled, instead of queueing behind the first of them
 * (docs/benchmarks.md, "The first seconds"). Nothing is kept: the sample cards exist nowhere.
 */
export async function warmUpPublicPages(
  ctx: PublicCardContext & Pick<FastifyInstance, 'config' | 'log'>,
  render: (row: CardRow, isOwner: boolean, origin: string) => string,
): Promise<void> {
  const started = performance.now();
  const origin = ctx.config.publicUrl;
  // The query first: a fresh embedded database reads its tables' pages on first use.
  await findPublicCard(ctx.database.db, randomUUID());
  for (const { id } of CARD_TEMPLATES) {
    const row = sampleRow(id);
    render(row, false, origin);
    render(row, true, origin);
    await buildCardVCard(ctx, row, { origin });
  }
  await renderBrandedQr('svg', {
    text: `${publicCardUrl(origin, randomUUID())}&src=qr`,
    accentColor: '#4338ca',
    backgroundColor: '#ffffff',
  });
  ctx.log.debug({ ms: Math.round(performance.now() - started) }, 'public pages warmed up');
}
