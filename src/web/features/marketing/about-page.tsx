import { ArrowRight, Heart, Leaf, Zap, type LucideIcon } from 'lucide-react';
import { Button, ButtonLink } from '../../components/ui/button';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { useAuth } from '../../lib/auth/use-auth';
import { useT } from '../../lib/i18n/use-t';
import { PageMeta } from '../../components/ui/page-meta';
import { CtaBand } from './components/cta-band';
import { FeatureCard } from './components/feature-card';
import { FeatureGrid } from './components/feature-grid';
import { HowItWorks } from './components/how-it-works';
import { SampleCardsSection } from './components/sample-cards-section';

const VALUES = [
  {
    icon: Zap,
    title: 'marketing.about.instantTitle',
    text: 'marketing.about.instantText',
  },
  {
    icon: Leaf,
    title: 'marketing.about.paperTitle',
    text: 'marketing.about.paperText',
  },
  {
    icon: Heart,
    title: 'marketing.about.controlTitle',
    text: 'marketing.about.controlText',
  },
] as const satisfies readonly { icon: LucideIcon; title: MessageId; text: MessageId }[];

function GoToMyCards({ variant, className }: { variant?: 'inverse'; className?: string }) {
  const t = useT();
  return (
    <ButtonLink to="/" variant={variant} size="lg" className={className}>
      {t('marketing.about.goToMyCards')}
      <ArrowRight aria-hidden="true" className="h-5 w-5" />
    </ButtonLink>
  );
}

/** `onSignIn` opens the sign-in modal, which the app supplies (it belongs to the auth screens). */
export function AboutPage({ onSignIn }: { onSignIn: (mode: 'signIn' | 'signUp') => void }) {
  const t = useT();
  const auth = useAuth();
  const signedIn = auth.status === 'signedIn';
  return (
    <>
      <PageMeta
        title={t('marketing.about.title')}
        description={t('marketing.about.description')}
        noindex
      />
      <section
        aria-labelledby="about-title"
        className="bg-gradient-to-b from-brand-50 via-white to-white"
      >
        <div className="mx-auto max-w-4xl px-4 pt-14 pb-16 text-center sm:px-6 md:pt-20 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t('marketing.about.eyebrow')}
          </p>
          <h1
            id="about-title"
            className="mt-3 text-4xl leading-tight font-extrabold tracking-tight text-ink sm:text-5xl"
          >
            {t('marketing.about.heading')}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-slate-600">
            {t('marketing.about.text')}
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
                  {t('marketing.about.signIn')}
                </Button>
                <Button
                  variant="outline"
                  size="lg"
                  className="w-full sm:w-auto"
                  aria-haspopup="dialog"
                  onClick={() => onSignIn('signUp')}
                >
                  {t('marketing.about.createCard')}
                  <ArrowRight aria-hidden="true" className="h-5 w-5" />
                </Button>
              </>
            )}
          </div>
        </div>
        <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
          <h2 className="sr-only">{t('marketing.about.values')}</h2>
          <ul className="grid gap-5 md:grid-cols-3">
            {VALUES.map((value) => (
              <FeatureCard
                key={value.title}
                icon={value.icon}
                title={t(value.title)}
                text={t(value.text)}
                solid
              />
            ))}
          </ul>
        </div>
      </section>
      <HowItWorks />
      <FeatureGrid />
      <SampleCardsSection />
      <CtaBand
        title={t('marketing.about.ctaTitle')}
        text={t('marketing.about.ctaText')}
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
              {t('marketing.about.ctaSignIn')}
              <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </Button>
          )
        }
      />
    </>
  );
}
