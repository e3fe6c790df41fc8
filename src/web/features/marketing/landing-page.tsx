import { TemplateGallery } from '../../components/template-gallery';
import { PageMeta } from '../../components/ui/page-meta';
import { CtaBand } from './components/cta-band';
import { FeatureGrid } from './components/feature-grid';
import { Hero } from './components/hero';
import { HowItWorks } from './components/how-it-works';
import { PricingBlock } from './components/pricing-block';
import { SECTION_IDS } from './sections';
import { useT } from '../../lib/i18n/use-t';
import { useScrollToHash } from './use-scroll-to-hash';

export function LandingPage() {
  const t = useT();
  useScrollToHash();
  return (
    <>
      <PageMeta
        title={t('marketing.landing.title')}
        description={t('marketing.landing.description')}
      />
      <Hero />
      <HowItWorks />
      <FeatureGrid />
      {/* The sample cards: every template, each with a fictional person in a different line of work. */}
      <div id={SECTION_IDS.examples} className="scroll-mt-20 bg-white py-10 sm:py-24">
        <TemplateGallery
          className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8"
          title={t('marketing.templates.title')}
          description={t('marketing.templates.description')}
        />
      </div>
      <PricingBlock />
      {/* On phones the pricing block's own Start your free trial, just above, is this call. */}
      <CtaBand
        className="hidden sm:block"
        title={t('marketing.landing.ctaTitle')}
        text={t('marketing.landing.ctaText')}
      />
    </>
  );
}
