import { readFile } from 'node:fs/promises';
import { test, expect, type Locator, type Page } from '@playwright/test';
import { open } from '../support/e2e/pages';
import { baseURL } from '../../playwright.config';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { signedInUser, createCard } from '../support/e2e/fixtures';
import { jpegWithExif, png } from '../support/shared/images';

const WEBSITE_MESSAGE = 'Please enter a valid website address e.g. https://www.example.com';

const tiles = (page: Page) =>
  page.getByRole('region', { name: 'Your cards' }).locator(':scope > ul > li');

/** A form field by the start of its label ('Company' finds 'Company (optional)'). */
const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label}`) });

const tileOf = (page: Page, name: string) =>
  tiles(page).filter({ has: page.getByRole('heading', { name, exact: true }) });

async function chooseImage(
  page: Page,
  change: Locator,
  choose: string,
  file: Buffer,
  type: string,
) {
  await change.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(choose).setInputFiles({
    name: type === 'image/png' ? 'picture.png' : 'picture.jpg',
    mimeType: type,
    buffer: file,
  });
  await expect(dialog.getByRole('img', { name: /^Preview of the/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('cards', () => {
  test('create with both images, show, save the contact, edit, remove an image, delete', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signedInUser(page, { cards: 3 });
    await open(page, '/create');
    await expect(page.getByRole('heading', { name: 'Create Card', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await field(page, 'Full name').fill('Ada Lovelace');
    await field(page, 'Job title').fill('Engineer');
    await field(page, 'Company').fill('Analytical Engines');
    await field(page, 'Bio').fill(
      'First programmer of the analytical engine and friend of numbers',
    );
    await field(page, 'Email').fill('ada@example.com');
    await field(page, 'Phone').pressSequentially('0412345678');
    await expect(field(page, 'Phone')).toHaveValue('0412 345 678');
    await field(page, 'Location').fill('London');
    await field(page, 'Website').fill('www.ada.example.com');
    await field(page, 'LinkedIn').fill('@ada');
    await field(page, 'GitHub').click();
    await expect(field(page, 'Website')).toHaveValue('https://www.ada.example.com');
    await expect(field(page, 'LinkedIn')).toHaveValue('https://www.linkedin.com/in/ada');

    const preview = page.getByRole('article', { name: 'Card preview' });
    await expect(preview).toContainText('Ada Lovelace');
    await expect(preview).toContainText('Engineer | Analytical Engines');
    await expect(
      preview.getByRole('img', { name: 'LinkedIn profile of Ada Lovelace' }),
    ).toBeVisible();

    await chooseImage(
      page,
      page.getByRole('button', { name: 'Change profile picture' }),
      'Choose a picture',
      await jpegWithExif(320, 320),
      'image/jpeg',
    );
    await chooseImage(
      page,
      page.getByRole('button', { name: 'Change banner image' }),
      'Choose a banner',
      await png(900, 300),
      'image/png',
    );
    await expect(page.getByText('Pending change')).toHaveCount(2);
    await expect(
      preview.getByRole('img', { name: 'Profile picture of Ada Lovelace' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Save Card' }).click();
    await expect(page.getByText('Card created successfully!')).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/`);

    const tile = tileOf(page, 'Ada Lovelace');
    await expect(tile).toContainText('Engineer | Analytical Engines');
    await expect(tile).toContainText('First programmer of the analytical engine and friend...');
    await expect(tile).toContainText('0412 345 678');
    await expect(tile).toContainText('ada@example.com');
    await expect(tile).toContainText(/Created \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}/);
    await expect(tile.getByRole('img', { name: 'Profile picture of Ada Lovelace' })).toBeVisible();
    await expect(page.getByText('1 of 3 slots used')).toBeVisible();

    // Show opens the public page in a new tab.
    const show = tile.getByRole('link', { name: /^Show/ });
    await expect(show).toHaveAttribute('target', '_blank');
    const [card] = await Promise.all([page.waitForEvent('popup'), show.click()]);
    await expect(card).toHaveURL(/\/showcase\?id=[\w-]{12,}$/);
    await expect(card.getByRole('heading', { name: 'Ada Lovelace', level: 1 })).toBeVisible();
    await expect(card.getByRole('img', { name: "QR code for Ada Lovelace's card" })).toBeVisible();
    // Every image on the page decodes: the profile picture and banner (from /media/), the QR code.
    const decoded = () =>
      card
        .locator('img')
        .evaluateAll((images) =>
          images.map((image) => (image as HTMLImageElement).naturalWidth > 0),
        );
    await expect.poll(decoded).toEqual([true, true, true]);
    await card.reload();
    await expect.poll(decoded).toEqual([true, true, true]);
    await expect(
      card.getByRole('link', { name: 'LinkedIn profile of Ada Lovelace' }),
    ).toHaveAttribute('href', 'https://www.linkedin.com/in/ada');
    await expect(card.getByRole('link', { name: /0412 345 678/ })).toHaveAttribute(
      'href',
      'tel:0412345678',
    );
    await expectNoSeriousA11yViolations(card);

    const [download] = await Promise.all([
      card.waitForEvent('download'),
      card.getByRole('link', { name: 'Save contact' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('ada-lovelace.vcf');
    const vcard = await readFile(await download.path(), 'utf8');
    expect(vcard).toContain('FN:Ada Lovelace');
    expect(vcard).toContain('PHOTO;ENCODING=b;TYPE=JPEG:');
    await card.close();

    // Edit: remove the profile picture, change the job title.
    await tile.getByRole('link', { name: /^Edit/ }).click();
    await expect(page).toHaveURL(/\/update\?id=/);
    await expect(field(page, 'Full name')).toHaveValue('Ada Lovelace');
    await page.getByRole('button', { name: 'Change profile picture' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Pending change')).toBeVisible();
    await field(page, 'Job title').fill('Mathematician');
    await page.getByRole('button', { name: 'Update Card' }).click();
    await expect(page.getByText('Card updated successfully!')).toBeVisible();
    await expect(tile).toContainText('Mathematician | Analytical Engines');
    await expect(tile.getByRole('img', { name: /Profile picture/ })).toHaveCount(0);

    // Delete through the dialog.
    await tile.getByRole('button', { name: /^Delete/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Card' });
    await expect(dialog).toContainText('This action cannot be undone!');
    await expect(dialog).toContainText('Are you sure you want to delete your card?');
    await dialog.getByRole('button', { name: 'Keep Card' }).click();
    await expect(dialog).toBeHidden();
    await tile.getByRole('button', { name: /^Delete/ }).click();
    await dialog.getByRole('button', { name: 'Yes, Delete Card' }).click();
    await expect(page.getByText('Card deleted successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Cards Found' })).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test('My Cards pages through five cards four at a time', async ({ page }) => {
    await signedInUser(page, { cards: 5 });
    for (let index = 1; index <= 5; index++) {
      await createCard(page, { fullName: `Person ${index}` });
    }
    await open(page, '/');
    await expect(page.getByText('5 of 5 slots used')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: '5 of 5 slots used' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(page.getByRole('heading', { name: "You're out of slots" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add more slots' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(page.getByRole('link', { name: 'Send us your query' })).toHaveAttribute(
      'href',
      '/support',
    );
    await expect(tiles(page)).toHaveCount(4);
    await expectNoSeriousA11yViolations(page);

    const pages = page.getByRole('navigation', { name: 'Card pages' });
    await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pages.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(tiles(page)).toHaveCount(1);
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();

    // Deleting the only card of the last page goes back a page.
    await tiles(page)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page.getByRole('button', { name: 'Yes, Delete Card' }).click();
    await expect(page.getByText('Card deleted successfully!')).toBeVisible();
    await expect(tiles(page)).toHaveCount(4);
    await expect(pages).toHaveCount(0);
    await expect(page.getByText('4 of 5 slots used')).toBeVisible();
  });

  test('the form shows each error at its field', async ({ page }) => {
    await signedInUser(page, { cards: 1 });
    await open(page, '/create');
    // No hint under an empty address: nothing is wrong with it yet.
    await expect(field(page, 'Email')).toHaveAccessibleDescription('');
    await page.getByRole('button', { name: 'Save Card' }).click();
    for (const [label, message] of [
      ['Full name', 'Full name is required'],
      ['Job title', 'Job title is required'],
      ['Email', 'Email is required'],
      ['Phone', 'Phone is required'],
      ['Location', 'Location is required'],
    ] as const) {
      const input = field(page, label);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(new RegExp(message));
    }
    await field(page, 'Email').fill('not-an-email');
    await field(page, 'Website').fill('not a website');
    await field(page, 'Website').blur();
    await expect(field(page, 'Website')).toHaveAccessibleDescription(WEBSITE_MESSAGE);
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Enter a valid email address');

    await field(page, 'Bio').fill('Hello');
    await expect(page.getByText('5/100 characters')).toBeVisible();
    await expect(field(page, 'Bio')).toHaveAttribute('maxlength', '100');
    await field(page, 'Phone').pressSequentially('+61 0412345678');
    await expect(field(page, 'Phone')).toHaveValue('+61 412 345 678');
    await field(page, 'Instagram').fill('javascript:alert(1)');
    await field(page, 'Instagram').blur();
    await expect(field(page, 'Instagram')).toHaveAttribute('aria-invalid', 'true');

    // An image of the wrong type never reaches the form.
    await page.getByRole('button', { name: 'Change profile picture' }).click();
    await page
      .getByRole('dialog')
      .getByLabel('Choose a picture')
      .setInputFiles({ name: 'notes.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
      'Invalid file type. Please use JPEG, JPG, or PNG format.',
    );
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  test('HTML typed into fields is shown as text on My Cards and the public page', async ({
    page,
  }) => {
    const markup = '<img src=x onerror="window.__pwned=1"><b>Eve</b>';
    await signedInUser(page, { cards: 1 });
    const { id } = await createCard(page, {
      fullName: markup,
      jobTitle: '<script>window.__pwned=1</script>',
      bio: '<i>hello</i> & goodbye',
    });
    page.on('dialog', (dialog) => void dialog.dismiss());

    await open(page, '/');
    await expect(tileOf(page, markup)).toBeVisible();
    await expect(tileOf(page, markup)).toContainText('<script>window.__pwned=1</script>');
    await expect(page.locator('b', { hasText: 'Eve' })).toHaveCount(0);

    await open(page, `/showcase?id=${id}`);
    await expect(page.getByRole('heading', { name: markup, level: 1 })).toBeVisible();
    await expect(page.getByText('<i>hello</i> & goodbye')).toBeVisible();
    await expect(page.locator('main b, main i, main script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBe(
      undefined,
    );
  });

  test('without a subscription: the trial block, and saving leads to pricing', async ({ page }) => {
    await signedInUser(page);
    await open(page, '/');
    await expect(page.getByRole('heading', { name: 'No Cards Found' })).toBeVisible();
    // The first step is the trial; creating the first card comes after it.
    const steps = page.getByRole('region', { name: 'Your cards' }).getByRole('listitem');
    await expect(steps.nth(0).getByRole('link', { name: 'Start Free Trial' })).toBeVisible();
    await expect(steps.nth(1)).toContainText('Create Your First Card');
    await expect(page.getByRole('heading', { name: 'Start your free trial' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await open(page, '/create');
    await field(page, 'Full name').fill('Ada Lovelace');
    await field(page, 'Job title').fill('Engineer');
    await field(page, 'Email').fill('ada@example.com');
    await field(page, 'Phone').fill('0412 345 678');
    await field(page, 'Location').fill('London');
    await page.getByRole('button', { name: 'Save Card' }).click();
    await expect(page).toHaveURL(/\/pricing/);
  });

  test('the public page shares the link and lets the owner delete the card', async ({
    page,
    context,
  }) => {
    await signedInUser(page, { cards: 1 });
    const { id } = await createCard(page, { fullName: 'Grace Hopper' });
    // Without the Web Share API the link is copied.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await page.goto(`/showcase?id=${id}`);
    await expect(page.getByRole('heading', { name: 'Grace Hopper', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status')).toHaveText('Link copied to clipboard!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    // Anyone else sees no delete button.
    const visitor = await context.browser()!.newPage();
    await visitor.goto(`${baseURL}/showcase?id=${id}`);
    await expect(visitor.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Delete card' })).toHaveCount(0);
    await visitor.close();

    const confirmations: string[] = [];
    page.on('dialog', (dialog) => {
      confirmations.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Delete card' }).click();
    await expect(page.getByText('Card deleted successfully!')).toBeVisible();
    expect(confirmations).toEqual(['Are you sure you want to delete this card?']);
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole('heading', { name: 'No Cards Found' })).toBeVisible();
  });

  test('unknown, missing and foreign card ids', async ({ page }) => {
    await signedInUser(page, { cards: 1 });
    await open(page, '/showcase?id=does-not-exist-0000');
    await expect(page.getByRole('heading', { name: '404 - Oops! Card Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'CardVault' }).last()).toHaveAttribute('href', '/');
    await open(page, '/update');
    await expect(page.getByText('Missing card id')).toBeVisible();
    await open(page, '/update?id=does-not-exist-0000');
    await expect(page.getByText('Failed to load card details')).toBeVisible();
  });
});
