import { MountainSnow } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFairShare, usePeakPeriods } from '@/features/fair-share';
import { cn } from '@/lib/cn';
import { WidgetEmpty, WidgetQuery } from '../widget-states';

/**
 * fair-share: the peak nights of the viewer's household this year and in each of the three
 * before, beside every other household's (solo members included), the viewer's row highlighted.
 */
export function FairShareWidget() {
  const { t } = useTranslation('fair-share');
  const periods = usePeakPeriods();
  const fairShare = useFairShare();
  return (
    <WidgetQuery query={periods} failedText={t('widget.failed')}>
      {(list) =>
        list.length === 0 ? (
          <WidgetEmpty icon={MountainSnow}>{t('widget.empty')}</WidgetEmpty>
        ) : (
          <WidgetQuery query={fairShare} failedText={t('widget.failed')}>
            {(share) => {
              const years = share.households[0]?.nightsByYear.map((entry) => entry.year) ?? [share.year];
              return (
                <div className="overflow-x-auto">
                  <table className="w-full text-left text-sm" data-testid="fair-share-table">
                    <caption className="sr-only">{t('widget.caption')}</caption>
                    <thead>
                      <tr className="border-b border-slate-200 text-slate-600">
                        <th scope="col" className="py-1 pr-2 font-medium">
                          {t('widget.household')}
                        </th>
                        {years.map((year) => (
                          <th
                            key={year}
                            scope="col"
                            className="px-1 py-1 text-right font-medium tabular-nums"
                          >
                            {year}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {share.households.map((household) => {
                        const mine = household.householdId === share.myHouseholdId;
                        return (
                          <tr
                            key={household.householdId}
                            aria-current={mine ? 'true' : undefined}
                            data-testid={mine ? 'fair-share-mine' : undefined}
                            className={cn('border-b border-slate-100', mine && 'bg-brand-50 font-semibold')}
                          >
                            <th scope="row" className="py-1 pr-2 font-[inherit]">
                              {mine ? t('widget.mine', { name: household.name }) : household.name}
                            </th>
                            {years.map((year) => (
                              <td key={year} className="px-1 py-1 text-right tabular-nums">
                                {household.nightsByYear.find((entry) => entry.year === year)?.nights ?? 0}
                              </td>
                            ))}
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
              );
            }}
          </WidgetQuery>
        )
      }
    </WidgetQuery>
  );
}
