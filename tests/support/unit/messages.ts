import { beforeAll } from 'vitest';
import type { Language } from '../../../src/shared/i18n/languages';
import { activateLanguage } from '../../../src/web/lib/i18n/intl';

/**
 * For a unit file that reads the app's messages outside a browser: the app holds no messages until
 * a language is activated (main.tsx does it before the first render), so the file activates one
 * first, English unless it says otherwise. `activateLanguage` sets `<html lang dir>`, hence the
 * stand-in document.
 */
export function readMessagesIn(language: Language = 'en'): void {
  const scope = globalThis as { document?: unknown };
  scope.document ??= { documentElement: {} };
  beforeAll(() => activateLanguage(language));
}
