import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { useAuth } from '../lib/auth/use-auth';
import { LandingPage } from '../features/marketing/landing-page';

const MyCardsPage = lazy(async () => ({
  default: (await import('../features/cards/my-cards-page')).MyCardsPage,
}));

/** `/`: the landing page for visitors, My Cards for signed-in users (docs/product.md#routes). */
export function HomePage() {
  const auth = useAuth();
  switch (auth.status) {
    case 'signedIn':
      return (
        <Suspense fallback={<PageSpinner />}>
          <MyCardsPage />
        </Suspense>
      );
    case 'firstTime':
      return <Navigate to="/complete-profile" replace />;
    case 'unknown':
      return auth.unreachable ? <LandingPage /> : <PageSpinner />;
    default:
      return <LandingPage />;
  }
}
