import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { createCard, signedInUser } from '../support/e2e/fixtures';
import { open } from '../support/e2e/pages';
import { atOtherWidth } from '../support/e2e/other-width';
import { PHONE } from '../support/e2e/viewports';
import { shot } from '../support/e2e/shots';

/**
 * A stand-in for Chrome on Android's Web NFC: `write` waits until the test settles it through
 * `window.nfcTag`, and rejects with AbortError when its signal is aborted, as the real one does.
 */
function stubWebNfc() {
  type Message = { records: { recordType: string; data: string }[] };
  const tag = {
    writes: [] as Message[],
    settle: null as null | ((error?: string) => void),
  };
  Object.assign(window, { nfcTag: tag });
  class NDEFReader {
    write(message: Message, options?: { signal?: AbortSignal }) {
      tag.writes.push(message);
      return new Promise<void>((resolve, reject) => {
        options?.signal?.addEventListener('abort', () =>
          reject(new DOMException('Aborted', 'AbortError')),
        );
        tag.settle = (error) => (error ? reject(new DOMException(error, error)) : resolve());
      });
    }
  }
  Object.assign(window, { NDEFReader });
}

const settleTag = (page: Page, error?: string) =>
  page.evaluate((name) => {
    const tag = (window as unknown as { nfcTag: { settle: ((error?: string) => void) | null } })
      .nfcTag;
    tag.settle?.(name);
  }, error);

async function cardOfNewUser(page: Page, fullName: string) {
  const user = await signedInUser(page, { cards: 1 });
  const { id } = await createCard(page, { fullName });
  return { user, id, tagUrl: `${baseURL}/showcase?id=${encodeURIComponent(id)}&src=nfc` };
}

// Web NFC is Chrome on Android's: the journey runs at a phone's width, and atOtherWidth checks
// the written state at the other.
test('write a card to an NFC tag with Web NFC: hold, written, refused, cancelled', async ({
  page,
}) => {
  // The journey and its screens at the other width: more than a minute on a busy machine.
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await page.addInitScript(stubWebNfc);
  const { id, tagUrl } = await cardOfNewUser(page, 'Nia Tagwriter');

  // From the card's tile on My Cards to its share page.
  await open(page, '/');
  await page.getByRole('link', { name: /Share the card of Nia Tagwriter/ }).click();
  await expect(page).toHaveURL(`${baseURL}/share?id=${id}`);
  const section = page.getByRole('region', { name: 'NFC tag' });
  await expect(section.getByText(tagUrl)).toBeVisible();
  await expect(section.getByText(/an NTAG213 \(144 bytes\) or any larger tag/)).toBeVisible();

  await section.getByRole('button', { name: 'Write to NFC tag' }).click();
  await expect(section.getByRole('status')).toHaveText(/Hold an NFC tag/);
  await settleTag(page);
  await expect(section.getByText('Written', { exact: true })).toBeVisible();
  const writes = await page.evaluate(
    () => (window as unknown as { nfcTag: { writes: unknown[] } }).nfcTag.writes,
  );
  expect(writes).toEqual([{ records: [{ recordType: 'url', data: tagUrl }] }]);
  await expectNoSeriousA11yViolations(page);
  await shot(section, `nfc-written-${PHONE.width}.png`);
  await atOtherWidth(page, 'nfc-written', async () => {
    await expect(section.getByText(tagUrl)).toBeVisible();
    await expect(section.getByText('Written', { exact: true })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Write another tag' })).toBeVisible();
  });

  await section.getByRole('button', { name: 'Write another tag' }).click();
  await settleTag(page, 'NotAllowedError');
  await expect(section.getByText('Not written')).toBeVisible();
  await expect(section.getByText(/NFC permission was refused/)).toBeVisible();

  await section.getByRole('button', { name: 'Write another tag' }).click();
  await section.getByRole('button', { name: 'Cancel' }).click();
  await expect(section.getByRole('button', { name: 'Write to NFC tag' })).toBeVisible();
  await expect(section.getByText('Not written')).toHaveCount(0);
});

test('where Web NFC is missing the action is not offered and the address can be copied', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const { id, tagUrl } = await cardOfNewUser(page, 'Noel Nonfc');
  await open(page, `/share?id=${id}`);
  const section = page.getByRole('region', { name: 'NFC tag' });
  await expect(section.getByText('Write tags from Android')).toBeVisible();
  await expect(section.getByRole('button', { name: /Write/ })).toHaveCount(0);
  await section.getByRole('button', { name: 'Copy address' }).click();
  await expect(page.getByText('Address copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(tagUrl);
  await expectNoSeriousA11yViolations(page);
});
