import { ArrowRight, LogIn, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '@/components/ui/button-variants';
import { useFirstPaintTranslation } from '@/lib/first-paint-translation';
import { CabinIllustration } from './cabin-illustration';

export function HeroSection() {
  const { t } = useFirstPaintTranslation('landing');
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-sand-50 via-sand-100 to-brand-50"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 md:pt-20 md:pb-24 lg:grid-cols-2 lg:gap-16">
        <div className="flex flex-col items-start gap-6">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-medium text-brand-700 ring-1 ring-brand-100">
            <Sparkles className="size-4 text-accent-500" aria-hidden="true" />
            {t('hero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="text-[2rem] leading-tight font-bold tracking-tight text-balance break-words hyphens-auto text-brand-900 sm:text-5xl"
          >
            {t('hero.title')}
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-pretty text-slate-700">{t('hero.tagline')}</p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Link href="/auth?tab=register" className={buttonClass({ size: 'lg' }, 'shadow-md')}>
              {t('hero.getStarted')}
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link href="/auth?tab=login" className={buttonClass({ size: 'lg', variant: 'outline' })}>
              <LogIn aria-hidden="true" />
              {t('hero.signIn')}
            </Link>
          </div>
          <p className="text-sm text-slate-600">{t('hero.note')}</p>
        </div>
        <CabinIllustration />
      </div>
    </section>
  );
}
