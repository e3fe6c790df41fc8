import { test, expect } from '@playwright/test';
import { open } from '../support/e2e/pages';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { CAT_LINES } from '../../src/web/features/not-found/cat-lines';
import en from '../../src/shared/i18n/messages/en';
import {
  RATE_LIMIT_KEPT_HOURS,
  RETENTION_PURGE_EVERY_HOURS,
  SESSION_DAYS,
} from '../../src/shared/retention';
import { shot } from '../support/e2e/shots';

const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const TERMS_SECTIONS = [
  'Acceptance of Terms',
  'Use Licence',
  'Account',
  'Privacy',
  'Prohibited Uses',
  'Service Availability',
  'Disclaimer',
  'Limitation of Liability',
  'Contact',
  'Changes to Terms',
];

const PRIVACY_TOPICS = [
  'Account Information',
  'Card Content',
  'Usage Data',
  'Sign-in Sessions and IP Addresses',
  'QR Code Interactions',
  'Cards Kept on Your Device',
  'Payment Information',
  'How We Share Information',
  'Data Retention',
  'Records of Administrator Actions',
  'Your Rights',
  'Children Under 13',
  'International Transfers',
];

function catLinePattern() {
  return new RegExp(
    `^(${CAT_LINES.map((id) => en[id].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`,
  );
}

test.describe('landing page', () => {
  test('header nav scrolls to its sections', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, '/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    for (const [label, id] of [
      ['Digital Business Cards', 'digital-business-cards'],
      ['How it Works', 'how-it-works'],
      ['Pricing', 'pricing'],
    ] as const) {
      const link = nav.getByRole('link', { name: label, exact: true });
      await expect(link).toHaveAttribute('href', `#${id}`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
  });

  test('Login leads to sign-in, Create Card to sign-up', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    for (const [name, url] of [
      ['Login', /\/login$/],
      ['Create Card', /\/login\?mode=signup$/],
    ] as const) {
      await open(page, '/');
      await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(url);
    }
  });

  test('mobile menu button opens the nav', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await open(page, '/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'How it Works', exact: true })).toBeHidden();

    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Digital Business Cards' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'How it Works' })).toBeVisible();
    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#pricing')).toBeInViewport();

    await menuButton.click();
    await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('shows the hero, how it works, features, sample cards and pricing', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'From sign-up to shared in four steps' }),
    ).toBeVisible();
    await expect(page.locator('#how-it-works').getByRole('listitem')).toHaveCount(4);
    await expect(
      page.locator('#digital-business-cards').getByRole('heading', { level: 3 }),
    ).toHaveCount(6);
    // The sample cards: every template, each with a fictional person.
    for (const name of ['Maya Okafor', 'Daniel Reyes', 'Priya Natarajan']) {
      await expect(page.locator('#examples').getByText(name, { exact: true })).toBeVisible();
    }
    const pricing = page.locator('#pricing');
    for (const text of [
      'Free trial of 2 months',
      'A payment method is needed to start the trial',
      'Nothing is charged until your trial ends',
      'Cancel any time, no commitment',
      'Billed annually, per card per year.',
      'Premium card templates',
      'Custom branding',
      'Priority support',
    ]) {
      await expect(pricing.getByText(text, { exact: false }).first()).toBeVisible();
    }
  });

  test('the page loader is hidden 500 ms after load, then removed', async ({ page }) => {
    // Record, in the page itself, when `load` fired and when the loader was hidden.
    await page.addInitScript(() => {
      const times: Record<string, number> = {};
      (window as unknown as { loaderTimes: Record<string, number> }).loaderTimes = times;
      window.addEventListener('load', () => (times.load = performance.now()));
      new MutationObserver(() => {
        const loader = document.getElementById('page-loader');
        if (loader?.classList.contains('is-hidden') && times.hidden === undefined)
          times.hidden = performance.now();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
    });
    await page.goto('/');
    await expect(page.locator('#page-loader')).toHaveCount(0);
    const times = await page.evaluate(
      () => (window as unknown as { loaderTimes: Record<string, number> }).loaderTimes,
    );
    expect(times.hidden! - times.load!).toBeGreaterThanOrEqual(495);
    expect(times.hidden! - times.load!).toBeLessThan(2000);
    await expect(page.getByRole('main')).toBeVisible();
  });

  test('header nav on /about leads back to the landing sections', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, '/about');
    await page.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.locator('#pricing')).toBeInViewport();
  });
});

test.describe('about page', () => {
  test('has the mission, sample cards and a sign-in call to action', async ({ page }) => {
    await open(page, '/about');
    await expect(page).toHaveTitle(/About/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Our mission')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Maya Okafor' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Hey there!' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe('legal dialogs', () => {
  test('terms of service: ten sections, dates, and three ways to close', async ({ page }) => {
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    const trigger = footer.getByRole('button', { name: 'Terms of Service' });
    const dialog = page.getByRole('dialog', { name: 'Terms of Service' });

    await trigger.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Last updated: January 2025')).toBeVisible();
    await expect(dialog).toContainText('30 days');
    const headings = dialog.getByRole('heading', { level: 3 });
    await expect(headings).toHaveCount(10);
    for (const [index, name] of TERMS_SECTIONS.entries()) {
      await expect(headings.nth(index)).toHaveText(`${index + 1}. ${name}`);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();

    await trigger.click();
    await dialog.getByRole('button', { name: 'Close Terms of Service' }).click();
    await expect(dialog).toBeHidden();
  });

  test('privacy policy: topics, date, and three ways to close', async ({ page }) => {
    await open(page, '/about');
    const trigger = page.getByRole('contentinfo').getByRole('button', { name: 'Privacy Policy' });
    const dialog = page.getByRole('dialog', { name: 'Privacy Policy' });

    await trigger.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Last updated: January 2025')).toBeVisible();
    for (const topic of PRIVACY_TOPICS) {
      await expect(dialog.getByRole('heading', { name: topic })).toBeAttached();
    }
    await expect(dialog).toContainText('third-party payment processors');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();

    await trigger.click();
    await dialog.getByRole('button', { name: 'Close Privacy Policy' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the privacy page says what sessions and rate limits keep of addresses, and for how long', async ({
    page,
  }) => {
    for (const [viewport, name] of [
      [MOBILE, 'privacy-390.png'],
      [DESKTOP, 'privacy-1280.png'],
    ] as const) {
      await page.setViewportSize(viewport);
      await open(page, '/privacy');
      await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
      const section = (heading: string) =>
        page.locator('section').filter({ has: page.getByRole('heading', { name: heading }) });

      const addresses = section('Sign-in Sessions and IP Addresses');
      await expect(addresses).toContainText(
        'when it started, when it expires, and the IP address and browser description (user agent)',
      );
      await expect(addresses).toContainText(
        `until ${SESSION_DAYS} days have passed since you last used it`,
      );
      await expect(addresses).toContainText('Your data export lists your sessions');
      await expect(addresses).toContainText('we count requests per IP address');
      await expect(addresses).toContainText(
        `deleted between ${RATE_LIMIT_KEPT_HOURS} and ${RATE_LIMIT_KEPT_HOURS + RETENTION_PURGE_EVERY_HOURS} hours after it started counting`,
      );
      const audit = section('Records of Administrator Actions');
      await expect(audit).toContainText('their account id, email address and name at that moment');
      await expect(audit).toContainText('never changed or deleted');
      // The seed's sections stay.
      for (const topic of PRIVACY_TOPICS) {
        await expect(page.getByRole('heading', { name: topic, level: 2 })).toBeVisible();
      }
      await addresses.scrollIntoViewIfNeeded();
      await shot(page, name);
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('the footer links to support as the feedback link', async ({ page }) => {
    await open(page, '/');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Feedback' }),
    ).toHaveAttribute('href', '/support');
  });
});

test.describe('not found page', () => {
  for (const path of ['/404', '/some-unknown-path/deeper']) {
    test(`${path} shows the cat page and leads home`, async ({ page }) => {
      await open(page, path);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' }),
      ).toBeVisible();
      await expect(page.getByTestId('cat-line')).toHaveText(catLinePattern());
      await page.getByRole('link', { name: 'Take Me Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('#pricing')).toBeAttached();
    });
  }

  test('the cat line rotates every 10 seconds', async ({ page }) => {
    await page.clock.install();
    await open(page, '/404');
    const line = page.getByTestId('cat-line');
    await expect(line).toHaveAttribute('aria-live', 'polite');
    const first = await line.textContent();
    await page.clock.fastForward(10_000);
    await expect(line).not.toHaveText(first ?? '');
    await expect(line).toHaveText(catLinePattern());
  });
});

test.describe('search engine indexing', () => {
  test('the home page is indexable', async ({ page }) => {
    await open(page, '/');
    await expect(page).toHaveTitle(/CardVault/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  for (const path of ['/about', '/404', '/some-unknown-path']) {
    test(`${path} is marked noindex`, async ({ page }) => {
      await open(page, path);
      await expect(page.locator('meta[name="robots"][content="noindex"]').first()).toBeAttached();
    });
  }
});

test.describe('accessibility', () => {
  for (const [label, viewport] of [
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    for (const path of ['/', '/about', '/404', '/some-unknown-path']) {
      test(`${path} has no serious axe violations on ${label}`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await open(page, path);
        await expectNoSeriousA11yViolations(page);
      });
    }

    test(`open menu and legal dialogs have no serious axe violations on ${label}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await open(page, '/');
      if (label === 'mobile') {
        await page.getByRole('button', { name: 'Menu' }).click();
        await expectNoSeriousA11yViolations(page);
        await page.keyboard.press('Escape');
      }
      for (const name of ['Terms of Service', 'Privacy Policy']) {
        await page.getByRole('contentinfo').getByRole('button', { name }).click();
        await expect(page.getByRole('dialog', { name })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }
    });
  }
});
