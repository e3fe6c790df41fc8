import { TemplateGallery } from '../../components/template-gallery';
import { PageMeta } from '../../components/ui/page-meta';
import { CtaBand } from './components/cta-band';
import { FeatureGrid } from './components/feature-grid';
import { Hero } from './components/hero';
import { HowItWorks } from './components/how-it-works';
import { PricingBlock } from './components/pricing-block';
import { SampleCardsSection } from './components/sample-cards-section';
import { useScrollToHash } from './use-scroll-to-hash';

export function LandingPage() {
  useScrollToHash();
  return (
    <>
      <PageMeta
        title="Digital Business Cards with QR Codes"
        description="Create digital business cards, share them with a QR code and let people save your contact in one tap. Free for 2 months."
      />
      <Hero />
      <HowItWorks />
      <FeatureGrid />
      <SampleCardsSection />
      <div className="bg-slate-50 py-16 sm:py-24">
        <TemplateGallery
          className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8"
          title="Templates for every brand"
          description="Eight layouts in your colours, fonts and logo. Every combination stays readable: the colours are checked for contrast and adjusted when they would not be. These are live renders of a sample card."
        />
      </div>
      <PricingBlock />
      <CtaBand
        title="Make your next introduction unforgettable"
        text="Create your digital business card today. Your first 2 months are free."
      />
    </>
  );
}
