import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { activeIntl, subscribeToLanguage } from '../lib/i18n/intl';

/**
 * The active language's messages for every component below. A change of language mounts the
 * tree again, so every text is read anew, from messages and from code that calls `translate`.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const intl = useSyncExternalStore(subscribeToLanguage, activeIntl);
  return (
    <RawIntlProvider value={intl}>
      <Fragment key={intl.locale}>{children}</Fragment>
    </RawIntlProvider>
  );
}
