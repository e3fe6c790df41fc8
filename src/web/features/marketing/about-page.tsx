import { ArrowRight, Heart, Leaf, Zap } from 'lucide-react';
import { Button, ButtonLink } from '../../components/ui/button';
import { useAuth } from '../../lib/auth/use-auth';
import { PageMeta } from '../../components/ui/page-meta';
import { CtaBand } from './components/cta-band';
import { FeatureCard } from './components/feature-card';
import { FeatureGrid } from './components/feature-grid';
import { HowItWorks } from './components/how-it-works';
import { SampleCardsSection } from './components/sample-cards-section';

const VALUES = [
  {
    icon: Zap,
    title: 'Instant connections',
    text: 'A scan is all it takes. No apps to install, no numbers to type, no cards lost in a pocket.',
  },
  {
    icon: Leaf,
    title: 'Less paper',
    text: 'Billions of paper cards are printed every year and most end up in the bin within a week.',
  },
  {
    icon: Heart,
    title: 'You stay in control',
    text: 'Choose what to share, update it whenever you like, and delete a card when you no longer need it.',
  },
];

function GoToMyCards({ variant, className }: { variant?: 'inverse'; className?: string }) {
  return (
    <ButtonLink to="/" variant={variant} size="lg" className={className}>
      Go to My Cards
      <ArrowRight aria-hidden="true" className="h-5 w-5" />
    </ButtonLink>
  );
}

/** `onSignIn` opens the sign-in modal, which the app supplies (it belongs to the auth screens). */
export function AboutPage({ onSignIn }: { onSignIn: (mode: 'signIn' | 'signUp') => void }) {
  const auth = useAuth();
  const signedIn = auth.status === 'signedIn';
  return (
    <>
      <PageMeta
        title="About"
        description="CardVault helps professionals share their contact details with a scan."
        noindex
      />
      <section
        aria-labelledby="about-title"
        className="bg-gradient-to-b from-brand-50 via-white to-white"
      >
        <div className="mx-auto max-w-4xl px-4 pt-14 pb-16 text-center sm:px-6 md:pt-20 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            Our mission
          </p>
          <h1
            id="about-title"
            className="mt-3 text-4xl leading-tight font-extrabold tracking-tight text-ink sm:text-5xl"
          >
            Every introduction deserves to be remembered
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-slate-600">
            CardVault exists to make sharing who you are as easy as a handshake. We turn your
            business card into a living page with its own QR code, so people can save your details
            in seconds and always reach the latest version of you.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            {signedIn ? (
              <GoToMyCards className="w-full sm:w-auto" />
            ) : (
              <>
                <Button
                  size="lg"
                  className="w-full sm:w-auto"
                  aria-haspopup="dialog"
                  onClick={() => onSignIn('signIn')}
                >
                  Sign in
                </Button>
                <Button
                  variant="outline"
                  size="lg"
                  className="w-full sm:w-auto"
                  aria-haspopup="dialog"
                  onClick={() => onSignIn('signUp')}
                >
                  Create your card
                  <ArrowRight aria-hidden="true" className="h-5 w-5" />
                </Button>
              </>
            )}
          </div>
        </div>
        <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
          <h2 className="sr-only">What we believe</h2>
          <ul className="grid gap-5 md:grid-cols-3">
            {VALUES.map((value) => (
              <FeatureCard key={value.title} {...value} solid />
            ))}
          </ul>
        </div>
      </section>
      <HowItWorks />
      <FeatureGrid />
      <SampleCardsSection />
      <CtaBand
        title="Ready to share your card?"
        text="Sign in to create your first digital business card. Your first 2 months are free."
        actions={
          signedIn ? (
            <GoToMyCards variant="inverse" />
          ) : (
            <Button
              variant="inverse"
              size="lg"
              aria-haspopup="dialog"
              onClick={() => onSignIn('signIn')}
            >
              Sign in to get started
              <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </Button>
          )
        }
      />
    </>
  );
}
