import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PageMeta } from '../../components/ui/page-meta';
import { Spinner } from '../../components/ui/spinner';
import { logOut } from '../../lib/auth/session';
import { useT } from '../../lib/i18n/use-t';

/** /logout (docs/product.md#screens-logout): ends the session everywhere, forgets every cached answer, then /login. */
export function LogoutPage() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      await logOut();
      queryClient.clear();
      void navigate('/login', { replace: true });
    })();
  }, [navigate, queryClient]);

  return (
    <>
      <PageMeta title={t('logout.pageTitle')} noindex />
      <div role="status" className="flex flex-1 items-center justify-center gap-3 px-4 py-24">
        <Spinner className="h-6 w-6 text-brand-700" />
        <p className="text-lg font-medium text-slate-700">{t('logout.body')}</p>
      </div>
    </>
  );
}
