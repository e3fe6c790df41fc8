import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { MarketingHeader } from '../features/marketing/components/marketing-header';
import { SiteFooter } from './site-footer';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow-card focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to content
    </a>
  );
}

export function PageShell({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {header}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

export function RootLayout() {
  return (
    <PageShell header={<MarketingHeader />}>
      <Outlet />
    </PageShell>
  );
}
