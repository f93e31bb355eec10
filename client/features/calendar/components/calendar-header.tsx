import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { IconTooltip } from '@/components/ui/tooltip';
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
        <IconTooltip label={t('previousMonth')}>
          <Button
            variant="outline"
            size="icon"
            onClick={onPrevious}
            aria-label={t('previousMonth')}
            data-testid="calendar-prev"
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
        </IconTooltip>
        <Button variant="outline" onClick={onToday} data-testid="calendar-today">
          {t('today')}
        </Button>
        <IconTooltip label={t('nextMonth')}>
          <Button
            variant="outline"
            size="icon"
            onClick={onNext}
            aria-label={t('nextMonth')}
            data-testid="calendar-next"
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </IconTooltip>
      </div>
    </div>
  );
}
