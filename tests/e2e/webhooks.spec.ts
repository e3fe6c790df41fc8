import { test, expect } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { signedInUser } from '../support/e2e/fixtures';
import { open } from '../support/e2e/pages';
import { verifyStandardWebhook } from '../support/fakes/standard-webhooks';
import { atOtherWidth } from '../support/e2e/other-width';
import { PHONE, VIEWPORTS } from '../support/e2e/viewports';
import { acceptAll, WebhookReceiver } from '../support/fakes/webhook-receiver';
import { shot } from '../support/e2e/shots';

// The e2e server allows webhooks to its loopback network, plain http included, as an operator
// allows a LAN tool (WEBHOOK_ALLOWED_NETWORKS=127.0.0.0/8, tests/support/e2e/server.ts).
const receiver = new WebhookReceiver();
test.beforeAll(async () => {
  await receiver.start();
});
test.afterAll(async () => {
  await receiver.stop();
});

// At a phone's width, where the long address and secret are most at risk; atOtherWidth checks
// the other width at each screen.
test.use({ viewport: PHONE });

test('add a webhook on the allowed network over http, copy its secret once, send a test event and delete it', async ({
  page,
  context,
}) => {
  // The journey and its screens at the other width: more than a minute on a busy machine.
  test.setTimeout(150_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signedInUser(page);
  await open(page, '/account');
  const section = page.getByRole('region', { name: 'Webhooks' });
  await expect(section.getByText('No endpoints yet.')).toBeVisible();

  const url = `${receiver.url}/e2e-added`;
  await section.getByLabel('Endpoint URL').fill('not a url');
  await section.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(section.getByLabel('Endpoint URL')).toHaveAccessibleDescription(/Enter a valid URL/);
  // The server decides where webhooks may go; the form shows its reason under the field.
  await section.getByLabel('Endpoint URL').fill('http://10.0.0.7/hook');
  await section.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(section.getByLabel('Endpoint URL')).toHaveAccessibleDescription(
    /10\.0\.0\.7 is a private address/,
  );
  await expect(section.getByLabel('Endpoint URL')).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await shot(section, `refused-${PHONE.width}.png`);
  await atOtherWidth(page, 'webhook-refused', async () => {
    await expect(section.getByLabel('Endpoint URL')).toBeVisible();
    await expect(section.getByText(/10\.0\.0\.7 is a private address/)).toBeVisible();
  });

  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:/);
  await section.getByLabel('Endpoint URL').fill(url);
  await section.getByLabel(/card\.updated/).check();
  await section.getByRole('button', { name: 'Add endpoint' }).click();

  await expect(section.getByText("you won't see it again")).toBeVisible();
  const secret = (await section.locator('code').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_/);
  await section.getByRole('button', { name: 'Copy secret' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await expectNoSeriousA11yViolations(page);
  await shot(section, `secret-${PHONE.width}.png`);
  await atOtherWidth(page, 'webhook-secret', async () => {
    await expect(section.locator('code')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Copy secret' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'I have saved it' })).toBeVisible();
  });
  await section.getByRole('button', { name: 'I have saved it' }).click();
  await expect(section.locator('code')).toHaveCount(0);

  const endpoint = section.getByRole('listitem').filter({ hasText: url });
  await expect(endpoint.getByText('lead.created, card.updated')).toBeVisible();
  await endpoint.getByRole('button', { name: 'Send test event' }).click();
  await expect(endpoint.getByText('HTTP 200')).toBeVisible({ timeout: 15_000 });
  await expect(endpoint.getByText('Delivered')).toBeVisible();
  const received = receiver.at('/e2e-added');
  expect(received).toHaveLength(1);
  const [request] = received;
  expect(request && (await verifyStandardWebhook(secret, request.headers, request.body))).toBe(
    true,
  );
  await expectNoSeriousA11yViolations(page);
  await shot(section, `list-${PHONE.width}.png`);
  await atOtherWidth(page, 'webhook-list', async () => {
    await expect(endpoint.getByText(url)).toBeVisible();
    await expect(endpoint.getByText('lead.created, card.updated')).toBeVisible();
    await expect(endpoint.getByRole('button', { name: 'Send test event' })).toBeVisible();
    await expect(endpoint.getByRole('button', { name: 'Delete' })).toBeVisible();
  });

  await endpoint.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete webhook endpoint' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await atOtherWidth(page, 'webhook-delete', async () => {
    await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
  });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(section.getByText('No endpoints yet.')).toBeVisible();
});

// Kept at both widths: the request is in flight only while the server waits for the endpoint
// (WEBHOOK_TIMEOUT_MS, 5 s), too short to check the other width too before it gives up.
for (const viewport of VIEWPORTS) {
  test(`a test event shows Sending… while its answer is awaited, then Delivered, never Retrying, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const path = `/held-${viewport.width}-${Date.now()}`;
    // The receiver keeps this endpoint's request unanswered until the page has shown it in flight.
    let answer: (() => void) | undefined;
    const received = new Promise<void>((resolve) => {
      receiver.behaviour = (request, response) => {
        if (request.path !== path) return acceptAll(request, response);
        answer = () => {
          answer = undefined;
          acceptAll(request, response);
        };
        resolve();
      };
    });
    try {
      await signedInUser(page);
      await open(page, '/account');
      const section = page.getByRole('region', { name: 'Webhooks' });
      await section.getByLabel('Endpoint URL').fill(`${receiver.url}${path}`);
      await section.getByRole('button', { name: 'Add endpoint' }).click();
      await section.getByRole('button', { name: 'I have saved it' }).click();
      const endpoint = section.getByRole('listitem').filter({ hasText: path });
      const deliveries = endpoint.getByRole('list');

      // Every text the delivery's line shows, from the first to the last.
      await endpoint.evaluate((element) => {
        const seen: string[] = [];
        (window as unknown as { deliveryTexts: string[] }).deliveryTexts = seen;
        new MutationObserver(() => {
          const line = element.querySelector('ul li');
          if (line?.textContent) seen.push(line.textContent);
        }).observe(element, { subtree: true, childList: true, characterData: true });
      });

      await endpoint.getByRole('button', { name: 'Send test event' }).click();
      await expect(deliveries.getByText('Sending…')).toBeVisible();
      await received;
      // The list, asked again while the request is in flight, says so: sending, not retrying.
      await expect(deliveries.getByText('Waiting for an answer')).toBeVisible();
      await expect(deliveries.getByText('Sending…')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot(endpoint, `sending-${viewport.width}.png`);

      answer?.();
      // Updated without a reload, once the endpoint has answered.
      await expect(deliveries.getByText('Delivered')).toBeVisible({ timeout: 15_000 });
      await expect(deliveries.getByText('HTTP 200 · 1 attempt')).toBeVisible();
      await shot(endpoint, `delivered-${viewport.width}.png`);
      const texts = await page.evaluate(
        () => (window as unknown as { deliveryTexts: string[] }).deliveryTexts,
      );
      expect(texts.some((text) => text.includes('Sending…'))).toBe(true);
      expect(texts.filter((text) => /Retrying|No answer/.test(text))).toEqual([]);
    } finally {
      receiver.behaviour = acceptAll;
      answer?.();
    }
  });
}
