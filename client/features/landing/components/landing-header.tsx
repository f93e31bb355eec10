import { LogIn } from 'lucide-react';
import { Link } from 'wouter';
import { BrandLink } from '@/components/brand-link';
import { LanguageSelect } from '@/components/language-select';
import { buttonClass } from '@/components/ui/button-variants';
import { useFirstPaintTranslation } from '@/lib/first-paint-translation';

export function LandingHeader() {
  const { t } = useFirstPaintTranslation('landing');
  return (
    <header className="sticky top-0 z-30 border-b border-sand-100 bg-sand-50/90 backdrop-blur supports-[backdrop-filter]:bg-sand-50/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <BrandLink label={t('homeLink')} />
        <div className="flex items-center gap-2 sm:gap-3">
          <LanguageSelect />
          <Link href="/auth?tab=login" className={buttonClass({ size: 'sm' })}>
            <LogIn className="hidden sm:block" aria-hidden="true" />
            {t('hero.signIn')}
          </Link>
        </div>
      </div>
    </header>
  );
}
