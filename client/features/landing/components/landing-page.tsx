import { useTranslation } from 'react-i18next';
import { CabinsSection } from './cabins-section';
import { CallToActionSection } from './call-to-action-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';

/** The signed-out front page, shown on / and every path but /auth (spec section 2). */
export function LandingPage() {
  const { t } = useTranslation('landing');
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-brand-900 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
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
