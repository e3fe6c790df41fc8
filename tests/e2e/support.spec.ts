import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { signedInUser, uniqueEmail } from '../support/e2e/fixtures';
import { open } from '../support/e2e/pages';
import { png } from '../support/shared/images';
import { firstLink, waitForMail } from '../support/e2e/mailbox';

/** SUPPORT_INBOX of the e2e server (tests/support/e2e/server.ts). */
const INBOX = 'support@cardvault.test';

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toaster]').getByText(text, { exact: true });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('support as a visitor', () => {
  test('sends a request, confirms it from the mail, and it reaches the support inbox once', async ({
    page,
  }) => {
    await open(page, '/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact support' })).toBeVisible();
    await expect(page.getByRole('group', { name: /Attachments/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Please enter a valid email in From')).toBeVisible();
    await expect(page.getByText('Please enter an email body')).toBeVisible();
    await expect(page.getByLabel('From')).toHaveAttribute('aria-invalid', 'true');

    const email = uniqueEmail('visitor');
    await page.getByLabel('Subject').selectOption('Bug Report');
    await page.getByLabel('From').fill(email);
    await page.getByLabel('Message').fill('The QR code <b>does not</b> scan on my phone.');
    await expect(page.getByText('45/5000 characters')).toBeVisible();
    await page.getByRole('button', { name: 'Send request' }).click();

    await expect(toast(page, 'Confirmation email sent, please check your inbox')).toBeVisible();
    await expect(page.getByText(`We sent a link to ${email}.`, { exact: false })).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue('');
    await expect(page.getByLabel('From')).toHaveValue('');

    const confirmation = await waitForMail(email, /Confirm your CardVault support request/);
    const link = firstLink(confirmation);
    expect(link).toContain('/api/support/confirm?token=');

    await page.goto(link);
    await expect(
      toast(page, "Support request submitted, we'll get back to you soon"),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/support$/);

    const delivered = await waitForMail(
      INBOX,
      new RegExp(`^\\[Support\\] Bug Report from ${escapeRegExp(email)}$`),
    );
    expect(delivered.replyTo).toEqual([email]);
    expect(delivered.text).toContain('The QR code <b>does not</b> scan on my phone.');
    expect(delivered.html).toContain('&lt;b&gt;does not&lt;/b&gt;');

    await page.goto(link);
    await expect(toast(page, 'Link already used')).toBeVisible();
    await expect(page.getByText('has already reached us')).toBeVisible();
    await expect(page).toHaveURL(/\/support$/);
  });

  test('a broken confirmation link explains itself and leaves the form ready', async ({ page }) => {
    await page.goto('/api/support/confirm?token=not-a-real-token');
    await expect(page).toHaveURL(/\/support$/);
    await expect(toast(page, 'Support request failed')).toBeVisible();
    await expect(page.getByText('This confirmation link is not valid.')).toBeVisible();
    await expect(page.getByLabel('From')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('support when signed in', () => {
  test('attaches by picker and by paste, enforces the limits, and delivers the files', async ({
    page,
  }) => {
    const user = await signedInUser(page);
    const config = (await (await page.request.get('/public-config.json')).json()) as {
      SUPPORT_MAX_ATTACHMENTS: number;
      SUPPORT_MAX_ATTACHMENT_SIZE: number;
    };
    expect(config.SUPPORT_MAX_ATTACHMENTS).toBe(3);
    await open(page, '/support');
    await expect(page.getByRole('group', { name: /Attachments/ })).toBeVisible();
    await expect(page.getByLabel('From')).toHaveCount(0);

    const picker = page.getByLabel('Attach files');
    // The field takes files once the limits have loaded (/public-config.json), as a user sees.
    await expect(picker).toBeEnabled();
    const image = await png(40, 30);
    await picker.setInputFiles([
      { name: 'first.png', mimeType: 'image/png', buffer: image },
      { name: 'second.png', mimeType: 'image/png', buffer: image },
    ]);
    const listed = page.getByRole('list', { name: 'Attached files' }).getByRole('listitem');
    await expect(listed).toHaveCount(2);

    // A screenshot pasted from the clipboard, anywhere on the page.
    await page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], 'pasted.png', { type: 'image/png' }));
      document.body.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, image.toString('base64'));
    await expect(listed).toHaveCount(3);
    await expect(listed.filter({ hasText: 'pasted.png' })).toBeVisible();

    await picker.setInputFiles({ name: 'fourth.png', mimeType: 'image/png', buffer: image });
    await expect(page.getByText('Maximum 3 attachments reached')).toBeVisible();
    await expect(listed).toHaveCount(3);

    await page.getByRole('button', { name: 'Remove second.png' }).click();
    await expect(listed).toHaveCount(2);
    await expect(page.getByText('second.png')).toHaveCount(0);

    await picker.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('plain text'),
    });
    await expect(page.getByText('File type not allowed: notes.txt')).toBeVisible();
    const tooLarge = Buffer.alloc(config.SUPPORT_MAX_ATTACHMENT_SIZE * 1024 * 1024 + 1, 1);
    await picker.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: tooLarge });
    await expect(page.getByText('Attachment too large: huge.png')).toBeVisible();
    await expect(listed).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Subject').selectOption('Suggestion');
    await page.getByLabel('Message').fill('Two screenshots of the card editor.');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(toast(page, 'Support request submitted')).toBeVisible();
    await expect(listed).toHaveCount(0);
    await expect(page.getByLabel('Message')).toHaveValue('');

    const delivered = await waitForMail(
      INBOX,
      new RegExp(`^\\[Support\\] Suggestion from ${escapeRegExp(user.email)}$`),
    );
    expect(delivered.replyTo).toEqual([user.email]);
    expect(delivered.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ['first.png', 'image/png'],
      ['pasted.png', 'image/png'],
    ]);
  });

  test('takes dropped files, and shows the server’s message when it refuses one', async ({
    page,
  }) => {
    await signedInUser(page);
    await open(page, '/support');
    // The drop zone takes files once the limits have loaded (/public-config.json).
    await expect(page.getByLabel('Attach files')).toBeEnabled();
    const listed = page.getByRole('list', { name: 'Attached files' }).getByRole('listitem');
    const dropped = await page.evaluateHandle(() => {
      const data = new DataTransfer();
      data.items.add(new File(['not an image at all'], 'dropped.png', { type: 'image/png' }));
      return data;
    });
    await page.getByTestId('attachment-drop-zone').dispatchEvent('drop', { dataTransfer: dropped });
    await expect(listed.filter({ hasText: 'dropped.png' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove dropped.png' }).click();
    // Bytes that claim to be a PNG pass the browser's checks; the server decodes them.
    await page.getByLabel('Attach files').setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image at all'),
    });
    await page.getByLabel('Message').fill('This should not go through.');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(toast(page, 'File type not allowed: fake.png')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Attached files' }).getByRole('listitem'),
    ).toHaveCount(1);
  });
});
