import { test, expect, type Page } from '@playwright/test';
import type { OrgSummary } from '../../src/shared/organisations';
import { baseURL } from '../../playwright.config';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { grantOrganisationSubscription, signedInUser, uniqueEmail } from '../support/e2e/fixtures';
import { open } from '../support/e2e/pages';
import { shot } from '../support/e2e/shots';
import { DESKTOP, PHONE } from '../support/e2e/viewports';

/** The page's language and direction, as the browser has them now. */
const htmlLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

const toast = (page: Page, text: string) =>
  expect(
    page.locator('[data-sonner-toaster]').getByText(text, { exact: true }).first(),
  ).toBeVisible();

/** The organisation the page just made, by its address, given a subscription of `seats`. */
async function subscribedOrganisation(page: Page, slug: string, seats: number): Promise<string> {
  const listed = (await (
    await page.request.post('/api/org/list', { data: {}, headers: { origin: baseURL } })
  ).json()) as { items: OrgSummary[] };
  const orgId = listed.items.find((item) => item.slug === slug)?.id ?? '';
  expect(orgId).not.toBe('');
  await grantOrganisationSubscription(orgId, seats);
  return orgId;
}

/**
 * A screen checked at both widths, the current one first: `checks` pass, the page's content
 * (`main`) has no sideways scroll, axe finds nothing serious, and a screenshot is saved when
 * SHOTS asks for one. (The content, not the whole page: the signed-in header bar is another
 * screen's, and its German labels are checked there.)
 */
async function bothWidths(page: Page, screen: string, checks: () => Promise<void>) {
  const before = page.viewportSize() ?? PHONE;
  const widths = before.width === PHONE.width ? [PHONE, DESKTOP] : [DESKTOP, PHONE];
  try {
    for (const viewport of widths) {
      await page.setViewportSize(viewport);
      await checks();
      await expect
        .poll(() =>
          page.evaluate(() => {
            const main = document.querySelector('main');
            return main ? main.scrollWidth - main.clientWidth : 0;
          }),
        )
        .toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
      await shot(page, `${screen}-${viewport.width}.png`, { fullPage: true });
    }
  } finally {
    await page.setViewportSize(before);
  }
}

test.describe('a team run in Arabic', () => {
  test.use({ locale: 'ar-EG', viewport: PHONE });

  test('an owner creates an organisation, invites, reads the audit log and checks an import, right to left', async ({
    page,
  }) => {
    // Eight screens, each checked with axe at two widths: minutes on two busy cores.
    test.setTimeout(300_000);
    await signedInUser(page, { fullName: 'ليلى حداد' });

    await open(page, '/team');
    expect(await htmlLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await bothWidths(page, 'team-ar-empty', async () => {
      await expect(page.getByRole('heading', { name: 'أدِر بطاقات فريقك معًا' })).toBeVisible();
    });

    const name = `محركات ${Date.now().toString(36)}`;
    await page.getByLabel('اسم المؤسسة').fill(name);
    await page.getByLabel('العنوان').fill(`mharrikat-${Date.now().toString(36)}`);
    const slug = await page.getByLabel('العنوان').inputValue();
    await page.getByRole('button', { name: 'إنشاء المؤسسة' }).click();
    await toast(page, 'تم إنشاء المؤسسة');
    await subscribedOrganisation(page, slug, 5);

    // An invitation: its address reads left to right inside the Arabic line.
    const invitee = uniqueEmail('arabic-invitee');
    const invitations = page.getByRole('region', { name: 'الدعوات' });
    await invitations.getByLabel('البريد الإلكتروني').fill(invitee);
    await invitations.getByRole('button', { name: 'إرسال الدعوة' }).click();
    await toast(page, 'تم إرسال الدعوة');
    const sent = invitations.getByRole('listitem').filter({ hasText: invitee });
    await expect(sent.locator('bdi[dir="ltr"]', { hasText: invitee })).toBeVisible();
    await expect(sent).toContainText('معلّقة');
    await page.reload();
    await bothWidths(page, 'team-ar', async () => {
      // Figures in the digits the reader's Arabic writes (Arabic-Indic for ar-EG).
      await expect(page.getByRole('heading', { name: /^الأعضاء \([1١]\)$/ })).toBeVisible();
      await expect(page.getByText(/^تم استخدام [0٠] من [5٥] مقعد$/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'سجل التدقيق' })).toBeVisible();
    });

    // The audit log says what happened in Arabic; the invited address stays left to right.
    await open(page, `/team/audit?org=${slug}`);
    await bothWidths(page, 'team-ar-audit', async () => {
      await expect(page.getByRole('heading', { name: 'سجل التدقيق', level: 1 })).toBeVisible();
      const entries = page.getByRole('region', { name: 'إدخالات سجل التدقيق' });
      await expect(entries.getByText(`إنشاء المؤسسة \u2068${name}\u2069`)).toBeVisible();
      await expect(entries.getByText(`دعوة \u2068${invitee}\u2069 بصفة عضو`)).toBeVisible();
    });

    // An import checked: the counts in Arabic, with its dual.
    await open(page, `/team/import?org=${slug}`);
    await page.getByText('أو الصق الصفوف من جدول بيانات').click();
    await page
      .getByLabel('الصفوف، وسطر العناوين أولًا')
      .fill(
        [
          'Email\tName\tJob title\tPhone\tLocation',
          `${uniqueEmail('grace')}\tGrace Hopper\tEngineer\t+971 4 123 4567\tDubai`,
          `${uniqueEmail('ada')}\tAda Lovelace\tAnalyst\t+971 4 123 4568\tDubai`,
          'not-an-address\tNobody\tNone\t+971 4 123 4569\tDubai',
        ].join('\n'),
      );
    await page.getByRole('button', { name: 'استخدم هذه الصفوف' }).click();
    await expect(page.getByText(/[3٣] أشخاص، [5٥] أعمدة\./)).toBeVisible();
    await page.getByRole('button', { name: 'افحص الصفوف' }).click();
    await bothWidths(page, 'team-ar-import', async () => {
      await expect(page.getByRole('button', { name: 'استيراد شخصين' })).toBeVisible();
      await expect(page.getByText('يُستبعد الصف الفاشل')).toBeVisible();
      // The failed row says why in Arabic, from the problem's code.
      await expect(page.getByText('البريد الإلكتروني ليس عنوانًا صالحًا')).toBeVisible();
      await expect(page.getByText('E-mail is not a valid address')).toHaveCount(0);
    });

    // A domain the form refuses says why in Arabic, under the field.
    await open(page, `/team/domains?org=${slug}`);
    await page.getByLabel('النطاق', { exact: true }).fill('gmail.com');
    await page.getByRole('button', { name: 'إضافة النطاق' }).click();
    await bothWidths(page, 'team-ar-domain-refused', async () => {
      await expect(
        page.getByText('العناوين لدى مزوّد البريد هذا ملك لمستخدميه: أضف النطاق الخاص بشركتك'),
      ).toBeVisible();
    });

    // The other screens under Team: their titles and what they say are Arabic.
    const screens: [string, string, string][] = [
      ['domains', 'النطاقات', 'إضافة نطاق'],
      ['sso', 'تسجيل الدخول الموحّد', 'تحقّق من نطاق أولًا'],
      ['api-tokens', 'رموز API', 'لا توجد رموز بعد.'],
      ['provisioning', 'التزويد التلقائي', 'عنوان URL الأساسي'],
      ['webhooks', 'خطافات الويب', 'لا توجد نقاط استقبال بعد.'],
    ];
    for (const [path, title, text] of screens) {
      await open(page, `/team/${path}?org=${slug}`);
      await bothWidths(page, `team-ar-${path}`, async () => {
        await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
        await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
      });
    }
  });
});

test.describe('a team run in German', () => {
  test.use({ locale: 'de-DE', viewport: DESKTOP });

  test('an owner sees the longer German words fit: the Team page, an import checked, a token made and the audit log', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await signedInUser(page, { fullName: 'Grete Müller' });

    await open(page, '/team');
    expect(await htmlLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });
    const name = `Rechenmaschinen ${Date.now().toString(36)}`;
    await page.getByLabel('Name der Organisation').fill(name);
    const slug = await page.getByLabel('Adresse').inputValue();
    await page.getByRole('button', { name: 'Organisation erstellen' }).click();
    await toast(page, 'Organisation erstellt');
    await subscribedOrganisation(page, slug, 1200);
    await page.reload();
    await bothWidths(page, 'team-de', async () => {
      await expect(page.getByText('0 von 1.200 Plätzen belegt')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Organisation verlassen' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Organisation löschen' })).toBeVisible();
    });

    await open(page, `/team/import?org=${slug}`);
    await page.getByText('Oder fügen Sie die Zeilen aus einer Tabelle ein').click();
    await page
      .getByLabel('Zeilen, die Überschriftenzeile zuerst')
      .fill(
        `Email\tName\tJob title\tPhone\tLocation\n${uniqueEmail('grete')}\tGrete Hermann\tMathematikerin\t+49 30 1234567\tBerlin`,
      );
    await page.getByRole('button', { name: 'Diese Zeilen verwenden' }).click();
    await expect(page.getByText('1 Person, 5 Spalten.')).toBeVisible();
    await page.getByRole('button', { name: 'Zeilen prüfen' }).click();
    await bothWidths(page, 'team-de-import', async () => {
      await expect(page.getByRole('button', { name: '1 Person importieren' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Jede Zeile, geprüft' }).getByText('Würde erstellen'),
      ).toBeVisible();
    });

    await open(page, `/team/api-tokens?org=${slug}`);
    await page.getByRole('button', { name: 'Neues Token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neues API-Token' });
    await dialog.getByLabel('Name').fill('CRM-Abgleich');
    await expect(dialog.getByRole('combobox', { name: 'Läuft ab nach' })).toContainText('1 Jahr');
    await dialog.getByRole('button', { name: 'Token erstellen' }).click();
    await expect(page.getByText('Token erstellt: Jetzt kopieren')).toBeVisible();
    await page.getByRole('button', { name: 'Ich habe es gespeichert' }).click();
    await bothWidths(page, 'team-de-api-tokens', async () => {
      const token = page.getByRole('listitem').filter({ hasText: 'CRM-Abgleich' });
      await expect(token.getByText('Aktiv')).toBeVisible();
      await expect(token.getByText('Zuletzt verwendet')).toBeVisible();
    });

    await open(page, `/team/audit?org=${slug}`);
    await bothWidths(page, 'team-de-audit', async () => {
      const entries = page.getByRole('region', { name: 'Einträge des Audit-Protokolls' });
      // What the entry names is isolated (U+2068 … U+2069) inside the German sentence.
      await expect(
        entries.getByText(`hat die Organisation \u2068${name}\u2069 erstellt`),
      ).toBeVisible();
      await expect(
        entries.getByText('hat das API-Token \u2068CRM-Abgleich\u2069 erstellt'),
      ).toBeVisible();
    });
  });
});
