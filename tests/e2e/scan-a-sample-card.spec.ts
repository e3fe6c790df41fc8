import { test, expect } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { open } from '../support/e2e/pages';
import { decodeQr } from '../support/shared/qr';
import { VIEWPORTS } from '../support/e2e/viewports';

const PAGES = [
  {
    path: '/',
    // The hero's card in a drawn phone and its floating code (from 640 px), or on phones the
    // hero's pocket-sized card.
    codes: 3,
    visible: (width: number) => (width < 640 ? 1 : 2),
  },
  // The three sample cards.
  { path: '/about', codes: 3, visible: () => 3 },
];

// Kept at both widths: each width shows its own codes at its own size, and each is decoded from
// a screenshot at that width.
for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { path, codes: count, visible } of PAGES) {
      test(`every QR code on ${path} scans to the landing page`, async ({ page }) => {
        await open(page, path);
        const codes = page.getByTestId('sample-qr');
        await expect(codes).toHaveCount(count);
        let scanned = 0;
        for (const code of await codes.all()) {
          if (!(await code.isVisible())) continue;
          await code.scrollIntoViewIfNeeded();
          const decoded = await decodeQr(await code.screenshot({ animations: 'disabled' }));
          expect(decoded?.text).toBe(`${baseURL}/`);
          scanned += 1;
        }
        expect(scanned).toBe(visible(viewport.width));
      });
    }
  });
}
