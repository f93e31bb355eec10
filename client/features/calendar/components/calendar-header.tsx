import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/icon-button';
import { Button } from '@/components/ui/button';
import { currentLanguage } from '@/lib/i18n';
import { monthTitle } from '../lib/format';

type CalendarHeaderProps = {
  month: string;
  titleId: string;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
};

/** The month's name with previous, today and next controls. */
export function CalendarHeader({ month, titleId, onPrevious, onNext, onToday }: CalendarHeaderProps) {
  const { t } = useTranslation('calendar');
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2
        id={titleId}
        aria-live="polite"
        data-testid="calendar-month-title"
        className="text-lg font-semibold text-slate-900 first-letter:uppercase sm:text-xl"
      >
        {monthTitle(month, currentLanguage())}
      </h2>
      <div className="flex items-center gap-1">
        <IconButton
          label={t('previousMonth')}
          icon={ChevronLeft}
          variant="outline"
          onClick={onPrevious}
          data-testid="calendar-prev"
        />
        <Button variant="outline" onClick={onToday} data-testid="calendar-today">
          {t('today')}
        </Button>
        <IconButton
          label={t('nextMonth')}
          icon={ChevronRight}
          variant="outline"
          onClick={onNext}
          data-testid="calendar-next"
        />
      </div>
    </div>
  );
}
