import { useContext, type ReactNode } from 'react';
import { IntlContext, type IntlShape } from 'react-intl';
import type publicPage from '../i18n/messages/en/public-page';

/** The public card page's messages (the catalogue's `publicPage` area). */
export type PageTextId = keyof typeof publicPage;

type Values = Record<string, string | number | ReactNode>;

/**
 * The public page's texts in the language of the IntlProvider around the render: the server's
 * for the public page (card-page-document.tsx), the app's for the editor's preview and the
 * in-app card page. Every render has one; outside one a text is its id, since carrying English
 * here would put it in the app's first scripts whatever the language (docs/ARCHITECTURE.md,
 * "Languages"). Shared components cannot use the app's `useT`.
 */
export function usePageText() {
  // Null outside a provider, whatever the context's type says.
  const intl = useContext(IntlContext) as IntlShape | null;
  const text = (id: PageTextId, values?: Record<string, string | number>): string =>
    intl ? intl.formatMessage({ id }, values) : id;
  const rich = (id: PageTextId, values: Values): ReactNode =>
    intl ? intl.formatMessage({ id }, values) : id;
  return Object.assign(text, { rich });
}
