import { useState } from 'react';
import { Github, KeyRound } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { buttonClasses } from '../../../components/ui/button';
import { isApiError } from '../../../lib/http';
import { toast } from '../../../lib/toast';
import { startSocialSignIn, useAuthProviders } from '../api';
import { AUTH_MESSAGES } from '../../../lib/auth/messages';
import { useT } from '../../../lib/i18n/use-t';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9Z"
      />
    </svg>
  );
}

function ProviderIcon({ id }: { id: string }) {
  if (id === 'google') return <GoogleMark />;
  if (id === 'github') return <Github aria-hidden="true" className="h-5 w-5" />;
  return <KeyRound aria-hidden="true" className="h-5 w-5" />;
}

/** External sign-in buttons; renders nothing (not even the divider) when none is configured. */
export function ProviderButtons({ disabled }: { disabled?: boolean }) {
  const t = useT();
  const { data } = useAuthProviders();
  const [pending, setPending] = useState<string | null>(null);
  const providers = data?.providers ?? [];
  if (providers.length === 0) return null;

  const signIn = async (id: string) => {
    setPending(id);
    try {
      await startSocialSignIn(id);
    } catch (error) {
      setPending(null);
      toast.error(isApiError(error) && error.message ? error.message : AUTH_MESSAGES.socialFailure);
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        <span className="text-xs font-medium tracking-wide text-slate-600 uppercase">
          {t('auth.or')}
        </span>
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <ul className="grid gap-2.5">
        {providers.map((provider) => (
          <li key={provider.id}>
            <button
              type="button"
              className={buttonClasses({ variant: 'outline', className: 'w-full' })}
              disabled={disabled || pending !== null}
              aria-busy={pending === provider.id || undefined}
              onClick={() => void signIn(provider.id)}
            >
              {pending === provider.id ? <Spinner /> : <ProviderIcon id={provider.id} />}
              {t('auth.continueWith', { provider: provider.name })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
