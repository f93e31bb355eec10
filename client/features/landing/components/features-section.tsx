import { BookOpen, CalendarDays, type LucideIcon, ShoppingBasket, Wrench } from 'lucide-react';
import { useFirstPaintTranslation } from '@/lib/first-paint-translation';
import { LandingHeading, LandingSection } from './landing-section';

type FeatureKey = 'visitLog' | 'shoppingList' | 'maintenance' | 'calendar';

const features: { key: FeatureKey; icon: LucideIcon; tone: string }[] = [
  { key: 'visitLog', icon: BookOpen, tone: 'bg-brand-50 text-brand-700' },
  { key: 'shoppingList', icon: ShoppingBasket, tone: 'bg-sand-100 text-accent-500' },
  { key: 'maintenance', icon: Wrench, tone: 'bg-sand-100 text-brand-700' },
  { key: 'calendar', icon: CalendarDays, tone: 'bg-brand-50 text-accent-500' },
];

export function FeaturesSection() {
  const { t } = useFirstPaintTranslation('landing');
  return (
    <LandingSection titleId="features-title" className="bg-white">
      <div className="mx-auto max-w-2xl text-center">
        <LandingHeading id="features-title">{t('features.title')}</LandingHeading>
        <p className="mt-4 text-lg text-pretty text-slate-700">{t('features.subtitle')}</p>
      </div>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {features.map(({ key, icon: Icon, tone }) => (
          <li
            key={key}
            className="flex flex-col gap-4 rounded-2xl border border-sand-100 bg-sand-50 p-6 shadow-sm transition-shadow hover:shadow-md"
          >
            <span className={`flex size-12 items-center justify-center rounded-xl ${tone}`}>
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="text-lg font-semibold text-brand-900">{t(`features.${key}.title`)}</h3>
            <p className="leading-relaxed text-slate-700">{t(`features.${key}.description`)}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
