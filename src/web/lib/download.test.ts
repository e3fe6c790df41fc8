import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';

describe('the name a download is saved under', () => {
  it('is the UTF-8 name when the server gives one, else the plain one, else the fallback', () => {
    expect(
      fileNameOf(
        `attachment; filename="zoe-novakova-cards.pdf"; filename*=UTF-8''zo%C3%AB-nov%C3%A1kov%C3%A1-cards.pdf`,
        'cards.pdf',
      ),
    ).toBe('zoë-nováková-cards.pdf');
    expect(fileNameOf('attachment; filename="ada-lovelace.png"', 'x.png')).toBe('ada-lovelace.png');
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4%A`, 'x.png')).toBe('x.png');
    expect(fileNameOf(null, 'cards.pdf')).toBe('cards.pdf');
  });
});
