import { useContext, type ReactNode } from 'react';
import { IntlContext, type IntlShape } from 'react-intl';
import type publicPage from '../i18n/messages/en/public-page';
import english from '../i18n/messages/en/public-page';

/** The public card page's messages (the catalogue's `publicPage` area). */
export type PageTextId = keyof typeof publicPage;

type Values = Record<string, string | number | ReactNode>;

/**
 * English with its `{arguments}` filled, for a render with no catalogue around it: the public
 * page's messages have arguments and no plurals, so a replace is all they need.
 */
function englishOf(id: PageTextId, values?: Values): ReactNode {
  const parts = english[id].split(/\{(\w+)\}/);
  const filled = parts.map((part, index) => (index % 2 ? (values?.[part] ?? '') : part));
  return filled.every((part) => typeof part === 'string' || typeof part === 'number')
    ? filled.join('')
    : filled;
}

/**
 * The public page's texts in the language of the IntlProvider around the render: the server's
 * for the public page (card-page-document.tsx), the app's for the editor's preview and the
 * in-app card page; English without one. Shared components cannot use the app's `useT`.
 */
export function usePageText() {
  // Null outside a provider, whatever the context's type says.
  const intl = useContext(IntlContext) as IntlShape | null;
  const text = (id: PageTextId, values?: Record<string, string | number>): string =>
    intl ? intl.formatMessage({ id }, values) : String(englishOf(id, values));
  const rich = (id: PageTextId, values: Values): ReactNode =>
    intl ? intl.formatMessage({ id }, values) : englishOf(id, values);
  return Object.assign(text, { rich });
}
