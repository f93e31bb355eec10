import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useStayText } from '@/features/bookings';
import { HandoverRead, usePreviousHandover } from '@/features/handovers';
import { WidgetEmpty, WidgetQuery } from '../widget-states';

/**
 * last-stay ("From the last stay", issue #41): for the viewer's stay arriving within three days or
 * under way, the handover the stay before it left. The `handover_changed` live event refetches it.
 */
export function LastStayWidget() {
  const { t } = useTranslation('handovers');
  const stayText = useStayText();
  const previous = usePreviousHandover();
  return (
    <WidgetQuery query={previous} failedText={t('widget.failed')}>
      {({ stay, previous: before }) =>
        !stay ? (
          <WidgetEmpty icon={ClipboardList}>{t('widget.noStay')}</WidgetEmpty>
        ) : !before ? (
          <WidgetEmpty icon={ClipboardList}>{t('widget.empty')}</WidgetEmpty>
        ) : (
          <div className="flex flex-col gap-2" data-testid="last-stay">
            <p className="text-sm text-slate-600">
              {t('widget.from', {
                name: before.stay.bookerName,
                dates: stayText.range(before.stay.startDate, before.stay.endDate),
              })}
            </p>
            <HandoverRead bookingId={before.stay.id} handover={before.handover} canMakeTasks={false} />
          </div>
        )
      }
    </WidgetQuery>
  );
}
