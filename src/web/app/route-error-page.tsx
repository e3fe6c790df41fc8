import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ButtonLink } from '../components/ui/button';
import { PageMeta } from '../components/ui/page-meta';
import { useT } from '../lib/i18n/use-t';

export function RouteErrorPage() {
  const t = useT();
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : t('common.routeError.message');
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-16">
      <PageMeta title={t('common.routeError.title')} noindex />
      <div className="max-w-md text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">
          {t('common.routeError.title')}
        </h1>
        <p className="mt-3 text-slate-600">{message}</p>
        <div className="mt-8 flex justify-center gap-3">
          <Button onClick={() => window.location.reload()}>
            {t('common.routeError.tryAgain')}
          </Button>
          <ButtonLink to="/" variant="outline">
            {t('common.routeError.goHome')}
          </ButtonLink>
        </div>
      </div>
    </main>
  );
}
