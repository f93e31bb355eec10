import { ArrowRight, HousePlus, KeyRound, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '@/components/ui/button-variants';
import { useFirstPaintTranslation } from '@/lib/first-paint-translation';

type CabinOption = 'create' | 'join';

const options: { key: CabinOption; icon: LucideIcon }[] = [
  { key: 'create', icon: HousePlus },
  { key: 'join', icon: KeyRound },
];

export function CabinsSection() {
  const { t } = useFirstPaintTranslation('landing');
  return (
    <section aria-labelledby="cabins-title" className="bg-brand-700 py-16 text-white md:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="text-sm font-semibold tracking-wider text-brand-100 uppercase">
            {t('cabins.eyebrow')}
          </p>
          <h2 id="cabins-title" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t('cabins.title')}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-pretty text-brand-50">{t('cabins.description')}</p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {options.map(({ key, icon: Icon }) => (
            <li key={key} className="flex flex-col gap-3 rounded-2xl bg-white p-6 text-slate-900 shadow-lg">
              <span className="flex size-11 items-center justify-center rounded-xl bg-sand-100 text-accent-500">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="text-lg font-semibold text-brand-900">{t(`cabins.${key}.title`)}</h3>
              <p className="grow leading-relaxed text-slate-700">{t(`cabins.${key}.description`)}</p>
              <Link
                href="/auth?tab=register"
                className={buttonClass({ variant: 'secondary' }, 'mt-2 self-start')}
              >
                {t(`cabins.${key}.action`)}
                <ArrowRight aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
