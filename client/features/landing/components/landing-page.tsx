import { SkipLink } from '@/components/skip-link';
import { CabinsSection } from './cabins-section';
import { CallToActionSection } from './call-to-action-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';

/** The signed-out front page, shown on / and every path but /auth (product section 2). */
export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <LandingHeader />
      <main id="main-content" tabIndex={-1} className="grow outline-none">
        <HeroSection />
        <FeaturesSection />
        <CabinsSection />
        <CallToActionSection />
      </main>
      <LandingFooter />
    </div>
  );
}
