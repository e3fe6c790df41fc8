import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { LEAD_MIN_FILL_MS } from '../../src/shared/leads';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { createCard, signedInUser } from '../support/e2e/fixtures';
import { open } from '../support/e2e/pages';
import { shot } from '../support/e2e/shots';
import { VIEWPORTS } from '../support/e2e/viewports';

const webRoot = path.resolve(import.meta.dirname, '..', '..', 'dist', 'web');

/** Every text file of the built client (its HTML, scripts, styles and manifests). */
async function builtTexts(folder = webRoot): Promise<{ file: string; text: string }[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const found = await Promise.all(
    entries.map(async (entry) => {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) return builtTexts(file);
      if (!/\.(html|js|mjs|css|json|webmanifest|txt|svg)$/.test(entry.name)) return [];
      return [{ file, text: await readFile(file, 'utf8') }];
    }),
  );
  return found.flat();
}

test('the brand is CardVault, one word: nowhere in the built client is it two', async () => {
  const files = await builtTexts();
  expect(files.some(({ file }) => file.endsWith('index.html'))).toBe(true);
  expect(files.some(({ text }) => text.includes('CardVault'))).toBe(true);
  const split = files
    .filter(({ text }) => /Card\s+Vault/.test(text))
    .map(({ file }) => path.relative(webRoot, file));
  expect(split).toEqual([]);
});

test('My Cards and the subscription page head their usage panel CardVault at both widths', async ({
  page,
}) => {
  await signedInUser(page, { cards: 2 });
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const [path, name] of [
      ['/', 'my-cards'],
      ['/subscription', 'subscription'],
    ] as const) {
      await open(page, path);
      const heading = page.getByRole('heading', { name: 'CardVault', level: 2 });
      await expect(heading).toBeVisible();
      await expect(page.getByText(/Card\s+Vault/)).toHaveCount(0);
      await shot(page, `brand-${name}-${viewport.width}.png`);
    }
  }
});

test('a lead’s detail names the card as My Cards does: its title, else the person’s name', async ({
  page,
}) => {
  await signedInUser(page, { fullName: 'Ada Lovelace', cards: 2 });
  const titled = await createCard(page, { fullName: 'Ada Lovelace', title: 'Studio card' });
  const untitled = await createCard(page, { fullName: 'Ada Byron' });
  for (const [card, visitor] of [
    [titled, 'Grace Hopper'],
    [untitled, 'Alan Turing'],
  ] as const) {
    // A visitor's submission, as the public page's dialog sends it.
    const sent = await page.request.post('/api/leads/submit', {
      data: {
        cardId: card.id,
        name: visitor,
        email: `${visitor.split(' ')[0]?.toLowerCase()}@example.com`,
        consent: true,
        elapsedMs: LEAD_MIN_FILL_MS + 1_000,
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await open(page, '/leads');
    const leads = page.getByRole('region', { name: 'Your leads' });
    await leads.getByRole('button', { name: 'Grace Hopper' }).click();
    const detail = page.getByRole('dialog', { name: 'Grace Hopper' });
    await expect(detail.getByText(/^From your card “Studio card”, /)).toBeVisible();
    await expect(detail).not.toContainText('card of Studio card');
    await expectNoSeriousA11yViolations(page);
    await shot(page, `lead-card-name-${viewport.width}.png`);
    await page.keyboard.press('Escape');

    await leads.getByRole('button', { name: 'Alan Turing' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Alan Turing' }).getByText(/^From your card “Ada Byron”, /),
    ).toBeVisible();
    await page.keyboard.press('Escape');
  }
});
