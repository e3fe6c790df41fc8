import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { initialsIconSvg } from './initials-icon';

/** The share of the icon's pixels in each of the two colours. */
async function inkShare(svg: Buffer, size: number) {
  const { data } = await sharp(svg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (let i = 0; i < data.length; i += 3) if (data[i]! > 200 && data[i + 1]! > 200) ink++;
  return ink / (size * size);
}

describe('the initials icon of a card with no picture', () => {
  it('draws the initials as paths from the card font, in white on a dark colour', async () => {
    const svg = await initialsIconSvg({
      name: 'Ada Lovelace',
      size: 192,
      background: '#1e3a8a',
      fontId: 'playfair',
    });
    expect(svg.toString()).not.toContain('<text');
    expect(svg.toString()).toContain('<path');
    const share = await inkShare(svg, 192);
    // Two bold capitals cover a real part of the square, and the background the rest.
    expect(share).toBeGreaterThan(0.04);
    expect(share).toBeLessThan(0.4);
  });

  it('draws letters the card font lacks from the default font, and ? for an empty name', async () => {
    const cyrillic = await initialsIconSvg({
      name: 'Анна Ахматова',
      size: 96,
      background: '#111827',
      fontId: 'system',
    });
    expect(await inkShare(cyrillic, 96)).toBeGreaterThan(0.03);
    const empty = await initialsIconSvg({
      name: '  ',
      size: 96,
      background: '#111827',
      fontId: 'inter',
    });
    expect(await inkShare(empty, 96)).toBeGreaterThan(0.01);
  });
});
