import { formatOre } from '@shared/money';
import type { Expense } from '@shared/schemas/costs';
import { EXPENSE_CATEGORIES } from '@shared/schemas/costs-values';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatLocalized } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { useNearViewport } from '@/lib/use-near-viewport';
import { costsByCategoryAndMonth } from '../lib/chart-data';

const MONTHS = Array.from({ length: 12 }, (_, index) => index);

/**
 * The year's costs by category and month: a stacked bar chart (chart.js, loaded and drawn only
 * once the chart's box comes near the screen: on a phone it is below the year's expenses, and
 * drawing it cost /costs a fifth of its start, issue #38) for the eye, and the same numbers in a
 * visually hidden table for screen readers. The box keeps its height, so nothing shifts.
 */
export function CostsChart({ year, expenses }: { year: number; expenses: readonly Expense[] }) {
  const { t } = useTranslation('costs');
  const language = useLanguage();
  const canvas = useRef<HTMLCanvasElement>(null);
  const near = useNearViewport(canvas);
  const sums = useMemo(() => costsByCategoryAndMonth(expenses), [expenses]);
  const monthNames = useMemo(
    () => MONTHS.map((month) => formatLocalized(new Date(year, month, 1), 'MMM', language)),
    [year, language],
  );

  useEffect(() => {
    const element = canvas.current;
    if (!element || !near) return;
    let disposed = false;
    let destroy: (() => void) | null = null;
    void import('../lib/draw-costs-chart')
      .then(({ drawCostsChart }) =>
        drawCostsChart(element, {
          months: monthNames,
          series: EXPENSE_CATEGORIES.map((category) => ({
            category,
            label: t(`categories.${category}`),
            values: sums[category].map((ore) => ore / 100),
          })),
          formatValue: (kroner) => t('money', { amount: formatOre(Math.round(kroner * 100), language) }),
        }),
      )
      .then((dispose) => {
        if (disposed) dispose();
        else destroy = dispose;
      })
      // Offline with the chunk not yet kept: no bars, but the numbers are still in the table.
      .catch(() => undefined);
    return () => {
      disposed = true;
      destroy?.();
    };
  }, [near, sums, monthNames, t, language]);

  return (
    <Card data-testid="costs-chart" aria-labelledby="costs-chart-title">
      <CardHeader>
        <CardTitle id="costs-chart-title">{t('chart.title', { year })}</CardTitle>
      </CardHeader>
      <CardContent>
        {/* The canvas is for the eye only; the table below says the same to a screen reader. */}
        <div className="relative h-64 w-full" aria-hidden="true">
          <canvas ref={canvas} />
        </div>
        {/* The wrapper, not the table, is visually hidden: a table never shrinks to 1 px, and would
            widen the page on a phone. */}
        <div className="sr-only">
          <table>
            <caption>{t('chart.tableCaption', { year })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('chart.month')}</th>
                {EXPENSE_CATEGORIES.map((category) => (
                  <th key={category} scope="col">
                    {t(`categories.${category}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {MONTHS.map((month) => (
                <tr key={month}>
                  <th scope="row">{monthNames[month]}</th>
                  {EXPENSE_CATEGORIES.map((category) => (
                    <td key={category}>
                      {t('money', { amount: formatOre(sums[category][month] ?? 0, language) })}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
