import { describe, expect, it } from 'vitest';
import { CARD_TEMPLATES } from '../../../shared/card-design';
import { createTestApp } from '../../../../tests/support/api/test-app';
import type { CardRow } from '../../db/schema';
import { entryAssets } from '../../plugins/web-assets';
import { toPublicCard } from '../cards';
import { renderCardPageDocument } from './card-page-document';
import { warmUpPublicPages } from './warm-up';

describe('the warm-up before the server reports ready', () => {
  it('renders every template for a visitor and the owner, and stores nothing', async () => {
    const t = await createTestApp();
    try {
      const assets = entryAssets(undefined, 'showcase');
      const rendered: string[] = [];
      await warmUpPublicPages(t.app, (row: CardRow, isOwner: boolean, origin: string) => {
        const html = renderCardPageDocument({
          card: toPublicCard(t.app, row),
          isOwner,
          publicUrl: origin,
          assets,
        });
        expect(html).toContain('Ada Lovelace');
        rendered.push(`${row.template}:${isOwner}`);
        return html;
      });
      expect(rendered.sort()).toEqual(
        CARD_TEMPLATES.flatMap(({ id }) => [`${id}:false`, `${id}:true`]).sort(),
      );
      const { rows } = (await t.database.db.execute('select count(*)::int as n from cards')) as {
        rows: { n: number }[];
      };
      expect(rows[0]?.n).toBe(0);
    } finally {
      await t.close();
    }
  });
});
