import { ArrowRight, TreePine } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '@/components/ui/button-variants';
import { useFirstPaintTranslation } from '@/lib/first-paint-translation';
import { LandingHeading, LandingSection } from './landing-section';

export function CallToActionSection() {
  const { t } = useFirstPaintTranslation('landing');
  return (
    <LandingSection titleId="cta-title">
      <div className="relative overflow-hidden rounded-3xl border border-sand-100 bg-sand-100 px-6 py-12 text-center shadow-sm sm:px-12 md:py-16">
        <TreePine
          className="pointer-events-none absolute -bottom-6 -left-6 size-40 fill-brand-100 text-brand-100"
          aria-hidden="true"
        />
        <TreePine
          className="pointer-events-none absolute -top-4 -right-8 size-32 fill-brand-100 text-brand-100"
          aria-hidden="true"
        />
        <div className="relative mx-auto flex max-w-2xl flex-col items-center gap-5">
          <LandingHeading id="cta-title">{t('cta.title')}</LandingHeading>
          <p className="text-lg text-pretty text-slate-700">{t('cta.description')}</p>
          <Link href="/auth?tab=register" className={buttonClass({ size: 'lg' }, 'shadow-md')}>
            {t('cta.action')}
            <ArrowRight aria-hidden="true" />
          </Link>
          <p className="text-sm text-slate-700">
            {t('cta.haveAccount')}{' '}
            <Link
              href="/auth?tab=login"
              className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {t('cta.signIn')}
            </Link>
          </p>
        </div>
      </div>
    </LandingSection>
  );
}
