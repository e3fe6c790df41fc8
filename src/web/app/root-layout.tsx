import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, type Location } from 'react-router';
import { HeaderSlotProvider } from '../components/layout/header-slot';
import { useStatusParamToasts } from '../lib/status-params';
import { useAuth } from '../lib/auth/use-auth';
import { useProfileLanguage } from '../lib/i18n/choose-language';
import { useT } from '../lib/i18n/use-t';
import { MarketingHeader } from '../features/marketing/components/marketing-header';
import { SiteFooter } from './site-footer';

// Visitors never download the signed-in header (Radix menu and all).
const AppHeader = lazy(async () => ({ default: (await import('./app-header')).AppHeader }));

const MAIN_CONTENT_ID = 'main-content';

function SkipLink() {
  const t = useT();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow-card focus:not-sr-only focus:fixed focus:top-3 focus:inset-s-3"
    >
      {t('shell.skipToContent')}
    </a>
  );
}

export function PageShell({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {header}
      {/* At least a screen tall below the header, so the footer starts below the fold whatever
          the page shows first (a spinner, then shorter content) and never shifts into view. */}
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="flex min-h-[calc(100dvh-4rem)] flex-1 flex-col focus:outline-none"
      >
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

function HeaderPlaceholder() {
  return <div aria-hidden="true" className="h-16 border-b border-slate-200/80 bg-white" />;
}

function SiteHeader() {
  const auth = useAuth();
  if (auth.status === 'signedIn') {
    return (
      <Suspense fallback={<HeaderPlaceholder />}>
        <AppHeader user={auth.user} />
      </Suspense>
    );
  }
  // Signed in, profile not complete yet (or address not verified): not a visitor any more.
  if (auth.status === 'firstTime' || auth.status === 'unverified') {
    return <MarketingHeader signedInAs={auth.session.email} />;
  }
  return <MarketingHeader />;
}

export function RootLayout() {
  useStatusParamToasts();
  useProfileLanguage();
  return (
    <HeaderSlotProvider>
      <PageShell header={<SiteHeader />}>
        <Outlet />
      </PageShell>
      {/* Each navigation starts at the top; back and forward restore where the page was
          (docs/product.md#scroll-position). The first page a document opens has the key
          'default' whatever its address, so it is keyed by its address: a page opened by a full
          load never takes the position of another page opened the same way earlier in the tab. */}
      <ScrollRestoration getKey={scrollKey} />
    </HeaderSlotProvider>
  );
}

const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
