import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionPlaceholder } from '@/components/section-placeholder';

/** Placeholder until the visits section is built. */
export function VisitsSection() {
  const { t } = useTranslation('shell');
  return <SectionPlaceholder testId="section-visits" title={t('sections.visits')} icon={BookOpen} />;
}
