import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionPlaceholder } from '@/components/section-placeholder';

/** Placeholder until the shopping section is built. */
export function ShoppingSection() {
  const { t } = useTranslation('shell');
  return <SectionPlaceholder testId="section-shopping" title={t('sections.shopping')} icon={ShoppingCart} />;
}
