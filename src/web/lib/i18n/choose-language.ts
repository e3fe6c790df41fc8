import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../shared/i18n/languages';
import type { CurrentUser } from '../../../shared/user';
import { useAuth } from '../auth/use-auth';
import { useSessionQuery } from '../auth/session';
import { postJson } from '../http';
import { authKeys } from '../query-keys';
import { activateLanguage, activeLanguage, rememberLanguage } from './intl';

const saveLanguage = (language: Language) =>
  postJson<{ language: Language }>('/api/user/set-language', { language });

/**
 * The language menu's choice: kept in a cookie for the pages the server serves next, in the
 * signed-in user's profile for their other devices and their mails, then shown at once.
 */
export function useChooseLanguage() {
  const queryClient = useQueryClient();
  const session = useSessionQuery().data;
  return async (language: Language) => {
    rememberLanguage(language);
    if (session) {
      queryClient.setQueryData<CurrentUser>(authKeys.currentUser(session.id), (user) =>
        user ? { ...user, language } : user,
      );
      // The profile follows when it can; the cookie already keeps the choice on this device.
      void saveLanguage(language).catch(() => undefined);
    }
    await activateLanguage(language);
  };
}

/**
 * A signed-in user sees the language saved in their profile, whichever device chose it. A profile
 * with none yet takes the language the app is shown in (the one their mails are meant to use).
 */
export function useProfileLanguage() {
  const auth = useAuth();
  const saved = auth.status === 'signedIn' ? auth.user.language : undefined;
  useEffect(() => {
    if (saved === undefined) return;
    if (saved === null) {
      void saveLanguage(activeLanguage()).catch(() => undefined);
      return;
    }
    if (saved === activeLanguage()) return;
    rememberLanguage(saved);
    void activateLanguage(saved).catch(() => undefined);
  }, [saved]);
}
