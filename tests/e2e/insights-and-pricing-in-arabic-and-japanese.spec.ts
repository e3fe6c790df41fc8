import { test, expect, type Browser, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { createCard, signedInUser } from '../support/e2e/fixtures';
import { atOtherWidth } from '../support/e2e/other-width';
import { open } from '../support/e2e/pages';
import { shot } from '../support/e2e/shots';
import { DESKTOP, PHONE } from '../support/e2e/viewports';

/**
 * Pricing, the subscription page, Insights with its charts and Leads in a right-to-left language
 * (Arabic, as an Egyptian browser asks for it) and in Japanese: the page is in the language the
 * browser asks for, the price is written the language's way in the site's currency, the daily
 * chart runs the way the language reads, an e-mail stays left to right, and axe finds nothing
 * serious at 390 and 1280 px.
 */

const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const VISITOR_EMAIL = 'grace@example.com';

const LANGUAGES = [
  {
    code: 'ar',
    locale: 'ar-EG',
    dir: 'rtl',
    // Written as the app's Arabic messages write numbers, so one sentence never mixes digits.
    price: /11[.,٫]88/,
    text: {
      pricing: 'سعر بسيط لكل بطاقة',
      price: 'السعر',
      ourPrice: 'سعرنا: ',
      subscription: 'الاشتراك',
      afterTrial: 'بعد تجربتك',
      perCardPerYear: 'لكل بطاقة في السنة',
      insights: 'الإحصاءات',
      totals: 'الإجماليات',
      views: 'المشاهدات',
      daily: 'المشاهدات يوميًا',
      // '30 days' counted the Arabic way, in the digits the catalogue's language writes.
      dailyTable: /^المشاهدات يوميًا، آخر .+ يومًا$/,
      leads: 'العملاء المحتملون',
      leadDetails: 'تفاصيل العميل المحتمل',
    },
  },
  {
    code: 'ja',
    locale: 'ja-JP',
    dir: 'ltr',
    price: /\$11\.88/,
    text: {
      pricing: 'シンプルな料金、カードごとに',
      price: '料金',
      ourPrice: '当社価格：',
      subscription: 'サブスクリプション',
      afterTrial: 'トライアル終了後',
      perCardPerYear: '1 枚あたり年額',
      insights: 'インサイト',
      totals: '合計',
      views: '閲覧数',
      daily: '日別の閲覧数',
      dailyTable: /^日別の閲覧数（過去 30 日間）$/,
      leads: 'リード',
      leadDetails: 'リードの詳細',
    },
  },
] as const;

/** The page's language and direction, as the browser has them now. */
const htmlLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

/**
 * The site's price, written by the browser's own Intl in the page's language with the site's
 * currency (English takes the browser's own variant, which decides how a currency is named).
 */
async function sitePrice(page: Page): Promise<string> {
  const response = await page.request.get('/api/payments/get-pricing');
  expect(response.status()).toBe(200);
  const pricing = (await response.json()) as { unit_price: number; currency: string };
  expect(pricing.currency).toBe('USD');
  return page.evaluate(
    ({ amount, currency }) =>
      new Intl.NumberFormat(
        document.documentElement.lang === 'en' ? navigator.language : document.documentElement.lang,
        { style: 'currency', currency },
      ).format(amount),
    { amount: pricing.unit_price, currency: pricing.currency },
  );
}

/** Visits from a laptop and a QR scan from a phone, and a lead sent from the phone's page. */
async function visitAndShare(browser: Browser, cardId: string) {
  const laptop = await browser.newContext({ userAgent: DESKTOP_CHROME, viewport: DESKTOP });
  const onLaptop = await laptop.newPage();
  await onLaptop.goto(`/showcase?id=${cardId}`);
  await expect(onLaptop.getByRole('heading', { level: 1 })).toHaveText('Ada Lovelace');
  await laptop.close();

  const phone = await browser.newContext({
    userAgent: PHONE_SAFARI,
    viewport: PHONE,
    isMobile: true,
    locale: 'en-US',
  });
  const onPhone = await phone.newPage();
  await onPhone.goto(`/showcase?id=${cardId}&src=qr`);
  await expect(onPhone.getByRole('heading', { level: 1 })).toHaveText('Ada Lovelace');
  // The same call the card's "Share your details" dialog makes, from the visitor's own page.
  const status = await onPhone.evaluate(
    async ({ id, email }) => {
      const response = await fetch('/api/leads/submit', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          cardId: id,
          name: 'Grace Hopper',
          email,
          phone: '+1 202 555 0143',
          company: 'Navy',
          jobTitle: 'Rear Admiral',
          note: '',
          consent: true,
          sendCopy: false,
          website: '',
          elapsedMs: 5_000,
        }),
      });
      return response.status;
    },
    { id: cardId, email: VISITOR_EMAIL },
  );
  expect(status).toBeLessThan(300);
  await phone.close();
}

/** The screen at 390 px (here) and at 1280 px (atOtherWidth), each checked with axe. */
async function bothWidths(page: Page, name: string, checks: () => Promise<void>) {
  await checks();
  await expectNoSeriousA11yViolations(page);
  await shot(page, `${name}-390.png`, { fullPage: true });
  await atOtherWidth(page, name, checks);
}

/** Where an element's box starts and ends across the page. */
async function span(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { start: box.x, end: box.x + box.width };
}

for (const language of LANGUAGES) {
  test.describe(`a browser set to ${language.locale}`, () => {
    test.use({ locale: language.locale, viewport: PHONE });

    test(`pricing, subscription, Insights and Leads are in ${language.code}, price and chart included`, async ({
      page,
      browser,
    }) => {
      // Four screens, each checked with axe at two widths, after real visits are counted: about
      // a minute and a half on two busy cores.
      test.setTimeout(180_000);
      const { text } = language;
      await signedInUser(page, { fullName: 'Ada Lovelace', cards: 2, status: 'trialing' });
      const { id } = await createCard(page, { fullName: 'Ada Lovelace' });
      await visitAndShare(browser, id);

      // Pricing: the price per card in the language, in the site's currency.
      await open(page, '/pricing');
      expect(await htmlLanguage(page)).toEqual({ lang: language.code, dir: language.dir });
      const price = await sitePrice(page);
      expect(price).toMatch(language.price);
      const summary = page.getByRole('region', { name: text.price, exact: true });
      await bothWidths(page, `${language.code}-pricing`, async () => {
        await expect(page.getByRole('heading', { name: text.pricing, level: 1 })).toBeVisible();
        await expect(summary).toContainText(`${text.ourPrice}${price}`);
      });

      // The subscription page: the trial's price in the same words.
      await open(page, '/subscription');
      await bothWidths(page, `${language.code}-subscription`, async () => {
        await expect(
          page.getByRole('heading', { name: text.subscription, level: 1 }),
        ).toBeVisible();
        const afterTrial = page.getByRole('region', { name: text.afterTrial });
        await expect(afterTrial).toContainText(price);
        await expect(afterTrial).toContainText(text.perCardPerYear);
      });

      // Insights, once the visits are counted (the server writes them on an interval).
      await expect
        .poll(
          async () => {
            const response = await page.request.post('/api/analytics/summary', {
              headers: { origin: new URL(page.url()).origin },
              data: { days: 30 },
            });
            return ((await response.json()) as { totals?: { views?: number } }).totals?.views;
          },
          { timeout: 30_000 },
        )
        .toBe(2);
      await open(page, '/insights');
      const views = page
        .getByRole('region', { name: text.totals })
        .locator('dl > div')
        .filter({ has: page.locator('dt', { hasText: new RegExp(`^${text.views}$`) }) })
        .locator('dd')
        .first();
      const panel = page.getByRole('region', { name: text.daily });
      const chart = panel.getByTestId('chart');
      await bothWidths(page, `${language.code}-insights`, async () => {
        await expect(page.getByRole('heading', { name: text.insights, level: 1 })).toBeVisible();
        // Two views, in the language's digits.
        await expect(views).toHaveText(new Intl.NumberFormat(language.code).format(2));
        await expect(chart.locator('svg.recharts-surface')).toBeVisible();
        await expect(page.getByRole('table', { name: text.dailyTable })).toBeAttached();
      });

      // The chart reads the way the language does: right to left, the oldest day is at the right
      // and the counts' axis on the right; left to right, the other way round.
      const surface = await span(chart.locator('svg.recharts-surface'));
      const middle = (surface.start + surface.end) / 2;
      const counts = await span(chart.locator('.recharts-yAxis-tick-labels'));
      // The days' labels, oldest first, where each is drawn across the chart.
      const days = await chart
        .locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')
        .evaluateAll((labels) => labels.map((label) => Number(label.getAttribute('x'))));
      expect(days.length).toBeGreaterThan(1);
      const [oldest = 0, newest = 0] = [days[0], days.at(-1)];
      if (language.dir === 'rtl') {
        expect(counts.start).toBeGreaterThan(middle);
        expect(oldest).toBeGreaterThan(newest);
      } else {
        expect(counts.end).toBeLessThan(middle);
        expect(oldest).toBeLessThan(newest);
      }

      // Leads: the visitor's lead, their address left to right inside the page's text.
      await open(page, '/leads');
      const lead = page.getByRole('button', { name: 'Grace Hopper' });
      await bothWidths(page, `${language.code}-leads`, async () => {
        await expect(page.getByRole('heading', { name: text.leads, level: 1 })).toBeVisible();
        await expect(lead).toBeVisible();
        await expect(page.locator('bdi', { hasText: VISITOR_EMAIL })).toHaveAttribute('dir', 'ltr');
      });
      await lead.click();
      const dialog = page.getByRole('dialog', { name: 'Grace Hopper' });
      await bothWidths(page, `${language.code}-lead-details`, async () => {
        await expect(dialog.getByRole('region', { name: text.leadDetails })).toBeVisible();
        await expect(dialog.getByRole('link', { name: VISITOR_EMAIL })).toHaveAttribute(
          'dir',
          'ltr',
        );
      });
    });
  });
}
