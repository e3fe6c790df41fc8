/**
 * Video-call backgrounds of the signed-in owner's cards (docs/product.md#share-background).
 * Drawing one costs a few hundred milliseconds of CPU, so: its ETag comes from the card's version
 * before anything is drawn (a re-download the browser kept is a 304 that draws nothing and is not
 * counted), each owner may draw a bounded number per window, each is drawn in its turn with the
 * process's other image work (`app.images`, one per core), and the last few drawn are kept in
 * memory.
 */
import type { Readable } from 'node:stream';
import {
  BACKGROUND_PREVIEW_WIDTH,
  BACKGROUND_WIDTH,
  type BackgroundLayoutId,
  type BackgroundSize,
} from '../../../../shared/background';
import { designOf } from '../../../../shared/card-design';
import { directionOf, type Language } from '../../../../shared/i18n/languages';
import type { CardRow } from '../../../db/schema';
import { etagOf } from '../../../lib/http-caching';
import { LruCache } from '../../../lib/lru';
import { enforceRateLimits } from '../../../lib/rate-limiter';
import { findCardFor, publicCardUrl, rowInLanguage } from '../../cards';
import type { Principal } from '../../access';
import type { ShareContext } from '../context';

/** Full-size drawings per owner and window: every layout downloaded several times over. */
export const BACKGROUNDS_PER_WINDOW = 30;
/**
 * Previews per owner and window, counted apart: a sixteenth of the pixels, and the share page
 * shows every layout at each visit (a page opened forty times in ten minutes).
 */
export const BACKGROUND_PREVIEWS_PER_WINDOW = 120;
export const BACKGROUND_WINDOW_SECONDS = 10 * 60;

/** Each size's width and the owner's limit it counts against. */
const SIZES: Record<BackgroundSize, { width: number; limitKey: string; perWindow: number }> = {
  full: { width: BACKGROUND_WIDTH, limitKey: 'background', perWindow: BACKGROUNDS_PER_WINDOW },
  preview: {
    width: BACKGROUND_PREVIEW_WIDTH,
    limitKey: 'background-preview',
    perWindow: BACKGROUND_PREVIEWS_PER_WINDOW,
  },
};

/** Changed when the drawing changes, so that browsers do not keep an old one. */
const DRAWING_VERSION = 2;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface PreparedBackground {
  row: CardRow;
  etag: string;
  /** Draws the image (or takes it from memory); counted against the owner's limit. */
  draw: () => Promise<Buffer>;
}

export class BackgroundService {
  private readonly drawn = new LruCache<string, Promise<Buffer>>(12);

  constructor(private readonly ctx: ShareContext) {}

  /**
   * The owner's card (404 for anyone else's) and the ETag of its background in `layout` and
   * `size` for the site at `origin`, known before anything is drawn.
   */
  async prepare(
    principal: Principal,
    cardId: string,
    layout: BackgroundLayoutId,
    origin: string,
    size: BackgroundSize = 'full',
    /** `?lang=`: the card's language to draw its text in (docs/product.md#card-languages). */
    lang?: string,
  ): Promise<PreparedBackground> {
    const shown = rowInLanguage(await findCardFor(this.ctx, principal, 'view', cardId), lang);
    const row = shown.row;
    const key = `${DRAWING_VERSION}:${row.id}:${row.updatedAt.getTime()}:${layout}:${size}:${origin}:${shown.language}`;
    const { width, limitKey, perWindow } = SIZES[size];
    return {
      row,
      etag: etagOf(key),
      draw: async () => {
        await enforceRateLimits(this.ctx.database.db, [
          {
            key: `${limitKey}:user:${principal.userId}`,
            max: perWindow,
            windowSeconds: BACKGROUND_WINDOW_SECONDS,
          },
        ]);
        const kept = this.drawn.get(key);
        if (kept) return kept;
        const pending = this.render(row, shown.language, layout, origin, width);
        this.drawn.set(key, pending);
        pending.catch(() => this.drawn.delete(key));
        return pending;
      },
    };
  }

  private async render(
    row: CardRow,
    language: Language,
    layout: BackgroundLayoutId,
    origin: string,
    width: number,
  ) {
    const design = designOf(row);
    const stream = row.brandLogoKey ? await this.ctx.storage.get(row.brandLogoKey) : undefined;
    const logo = stream ? await readAll(stream) : undefined;
    // The drawing and its font library load with the first background, not at start.
    const { renderBackground } = await import('./render-background');
    return this.ctx.images.draw('background', () =>
      renderBackground(
        {
          layout,
          fullName: row.fullName,
          jobTitle: row.jobTitle,
          company: row.company,
          fontFamily: design.fontFamily,
          accentColor: design.accentColor,
          backgroundColor: design.backgroundColor,
          // Arabic and Hebrew are set from the right, every line (docs/product.md#share-background);
          // in another language each line keeps its own direction, as a card with text in a
          // language it does not name always had.
          direction: directionOf(language) === 'rtl' ? 'rtl' : undefined,
          // A scan opens the page marked as coming from a background (docs/product.md#insights).
          qrText: `${publicCardUrl(origin, row.id)}&src=background`,
          logo,
        },
        width,
      ),
    );
  }
}
