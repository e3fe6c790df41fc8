import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ButtonLink } from '../components/ui/button';
import { PageMeta } from '../components/ui/page-meta';

export function RouteErrorPage() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong while loading this page.';
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-16">
      <PageMeta title="Something went wrong" noindex />
      <div className="max-w-md text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">Something went wrong</h1>
        <p className="mt-3 text-slate-600">{message}</p>
        <div className="mt-8 flex justify-center gap-3">
          <Button onClick={() => window.location.reload()}>Try again</Button>
          <ButtonLink to="/" variant="outline">
            Go Home
          </ButtonLink>
        </div>
      </div>
    </main>
  );
}
