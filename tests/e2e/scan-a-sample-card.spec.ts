import { test, expect } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { open } from '../support/e2e-pages';
import { decodeQr } from '../support/qr';
import { VIEWPORTS } from '../support/viewports';

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('every QR code on the landing page scans to the landing page', async ({ page }) => {
      await open(page, '/');
      const codes = page.getByTestId('sample-qr');
      // The hero's card, its floating code (not on phones) and the three sample cards.
      await expect(codes).toHaveCount(5);
      let scanned = 0;
      for (const code of await codes.all()) {
        if (!(await code.isVisible())) continue;
        await code.scrollIntoViewIfNeeded();
        const decoded = await decodeQr(await code.screenshot({ animations: 'disabled' }));
        expect(decoded?.text).toBe(`${baseURL}/`);
        scanned += 1;
      }
      expect(scanned).toBe(viewport.width < 640 ? 4 : 5);
    });
  });
}
