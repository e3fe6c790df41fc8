import { test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { signedInUser } from '../support/e2e-fixtures';
import { VIEWPORTS } from '../support/viewports';
import { png } from '../support/images';

test('shots', async ({ page }) => {
  test.setTimeout(180_000);
  const dir = process.env.SHOTS ?? '/tmp/shots';
  await signedInUser(page, { cards: 3, fullName: 'Grace Hopper' });
  const logo = await png(120, 40, true);
  const r = await page.request.post('/api/card/create-card', {
    headers: { origin: baseURL },
    multipart: {
      fullName: 'Grace Hopper', jobTitle: 'Rear Admiral', company: 'Navy', email: 'g@example.com', phone: '0412 345 678', location: 'Arlington',
      template: 'corporate', accentColor: '#c2410c', backgroundColor: '#fffaf5',
      brandLogo: { name: 'logo.png', mimeType: 'image/png', buffer: logo },
    },
  });
  const id = ((await r.json()) as { id: string }).id;
  const anon = await page.context().browser()!.newPage();
  for (const v of VIEWPORTS) {
    await anon.setViewportSize(v);
    await anon.goto('/');
    await anon.waitForLoadState('networkidle');
    await anon.screenshot({ path: `${dir}/landing-${v.width}.png`, fullPage: true });
    await page.setViewportSize(v);
    for (const [name, path] of [['pricing', '/pricing'], ['subscription', '/subscription'], ['mycards', '/'], ['editor', `/update?id=${id}`], ['page', `/showcase?id=${id}`]] as const) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${dir}/${name}-${v.width}.png`, fullPage: true });
    }
  }
});
