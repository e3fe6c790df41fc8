import { TemplateGallery } from '../../components/template-gallery';
import { PageMeta } from '../../components/ui/page-meta';
import { CtaBand } from './components/cta-band';
import { FeatureGrid } from './components/feature-grid';
import { Hero } from './components/hero';
import { HowItWorks } from './components/how-it-works';
import { PricingBlock } from './components/pricing-block';
import { SECTION_IDS } from './sections';
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
      {/* The sample cards: every template, each with a fictional person in a different line of work. */}
      <div id={SECTION_IDS.examples} className="scroll-mt-20 bg-white py-10 sm:py-24">
        <TemplateGallery
          className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8"
          title="Templates for every brand"
          description="Eight layouts in your colours, fonts and logo, shown with fictional people. Colours are always checked for contrast."
        />
      </div>
      <PricingBlock />
      {/* On phones the pricing block's own Start your free trial, just above, is this call. */}
      <CtaBand
        className="hidden sm:block"
        title="Make your next introduction unforgettable"
        text="Create your digital business card today. Your first 2 months are free."
      />
    </>
  );
}
