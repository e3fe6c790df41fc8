import { afterAll, describe, expect, it } from 'vitest';
import type { OrgAuditEntry } from '../../../shared/organisations';
import { activateLanguage } from '../../lib/i18n/intl';
import { auditSentence } from './audit-sentence';
import { importProgressText, readImportTable } from './import-plan';

// activateLanguage sets <html lang dir>; these tests run without a browser.
(globalThis as { document?: unknown }).document = { documentElement: {} };

const entry = (action: OrgAuditEntry['action'], details: Record<string, unknown> = {}) =>
  ({
    id: 'e1',
    at: '2026-11-28T08:00:00.000Z',
    actor: { id: 'u0', email: 'olga@x.test', name: 'Olga' },
    action,
    targetType: action.split('.')[0] ?? '',
    targetId: 'u1',
    details,
  }) satisfies OrgAuditEntry;

const nameOf = (id: string) => (id === 'u1' ? 'Ben' : undefined);
const say = (e: OrgAuditEntry) => auditSentence(e, nameOf);
/** The sentence without Unicode's isolates around what the entry names. */
const plain = (e: OrgAuditEntry) => say(e).replace(/[\u2068\u2069]/g, '');

describe('the audit sentences and the import texts in another language', () => {
  afterAll(() => activateLanguage('en'));

  it('count in German with its plurals and its digit grouping', async () => {
    await activateLanguage('de');
    expect(
      plain(entry('import.run', { rows: 1200, created: 1000, updated: 0, invited: 0, failed: 1 })),
    ).toBe('hat 1.200 Zeilen importiert: 1.000 erstellt, 0 aktualisiert, 1 fehlgeschlagen');
    expect(plain(entry('import.run', { rows: 1, created: 1, updated: 0 }))).toBe(
      'hat 1 Zeile importiert: 1 erstellt, 0 aktualisiert',
    );
    expect(
      plain(entry('brand.update', { locked: ['company', 'website', 'phone'], cardsChanged: 1 })),
    ).toBe('hat Firma, Website und Haupttelefon im Brand-Kit gesperrt; 1 Karte aktualisiert');
    expect(plain(entry('invitation.create', { email: 'ana@x.test', role: 'admin' }))).toBe(
      'hat ana@x.test als Admin eingeladen',
    );
    expect(importProgressText(300, 1000)).toBe('300 von 1.000 importiert');
    expect(() => readImportTable('Email\n')).toThrow(/keine Zeilen/);
  });

  it('isolate addresses inside Arabic, and use its dual and plural forms', async () => {
    await activateLanguage('ar');
    expect(say(entry('invitation.create', { email: 'ana@x.test', role: 'member' }))).toBe(
      'دعوة \u2068ana@x.test\u2069 بصفة عضو',
    );
    expect(plain(entry('brand.update', { locked: [], cardsChanged: 2 }))).toBe(
      'حفظ مجموعة الهوية دون قفل أي حقل؛ تحديث بطاقتين',
    );
    expect(plain(entry('member.role', { from: 'member', to: 'admin' }))).toBe(
      'تغيير دور Ben من عضو إلى مشرف',
    );
  });

  it('write Japanese sentences without spaces the English needs', async () => {
    await activateLanguage('ja');
    expect(plain(entry('member.join', { role: 'admin', via: 'sso' }))).toBe(
      'シングルサインオンで管理者として参加',
    );
    expect(plain(entry('card.delete', { fullName: 'Ana Lima' }))).toBe('Ana Lima のカードを削除');
  });
});
