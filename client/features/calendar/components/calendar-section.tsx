import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionPlaceholder } from '@/components/section-placeholder';

/** Placeholder until the calendar section is built. */
export function CalendarSection() {
  const { t } = useTranslation('shell');
  return <SectionPlaceholder testId="section-calendar" title={t('sections.calendar')} icon={CalendarDays} />;
}
