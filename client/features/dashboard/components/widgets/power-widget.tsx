import { CABIN_TIME_ZONE } from '@shared/calendar-dates';
import type { Language } from '@shared/constants';
import { formatOre } from '@shared/money';
import type { PowerToday } from '@shared/schemas/power';
import { Settings, Zap } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { useLanguage } from '@/lib/language';
import { useNearViewport } from '@/lib/use-near-viewport';
import { usePowerToday } from '../../api/get-power-today';
import { WidgetEmpty, WidgetQuery } from '../widget-states';

type Hour = PowerToday['hours'][number];

const hourLabel = new Intl.DateTimeFormat('nb-NO', {
  hour: '2-digit',
  hourCycle: 'h23',
  timeZone: CABIN_TIME_ZONE,
});

const locale = (language: Language) => (language === 'no' ? 'nb-NO' : 'en-GB');

/** The hour `now` falls in, or -1 (the day's prices are not today's any more). */
function currentHourIndex(hours: readonly Hour[], now: number): number {
  return hours.findIndex((hour) => Date.parse(hour.start) <= now && now < Date.parse(hour.end));
}

/**
 * power ("Strøm", issue #41, decision 062): today's price per kWh by hour as the cabin pays it
 * (spot or fixed price, grid fee, VAT), the hour now highlighted, and the last stay's use. The
 * `power_changed` live event refetches it (its query is under the dashboard's base).
 */
export function PowerWidget() {
  const { t } = useTranslation('dashboard');
  const power = usePowerToday();
  return (
    <WidgetQuery query={power} failedText={t('power.failed')}>
      {(today) => <PowerTodayView today={today} />}
    </WidgetQuery>
  );
}

function PowerTodayView({ today }: { today: PowerToday }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const { priceArea, hours, lastStay } = today;
  const current = currentHourIndex(hours, Date.now());
  const now = hours[current];
  const numbers = new Intl.NumberFormat(locale(language), { maximumFractionDigits: 1 });
  const kroner = new Intl.NumberFormat(locale(language), { maximumFractionDigits: 0 });
  return (
    <div className="flex flex-col gap-3" data-testid="power-today">
      {hours.length === 0 ? (
        priceArea === null ? (
          <WidgetEmpty
            icon={Zap}
            action={
              <Link href="/settings" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                <Settings aria-hidden="true" />
                {t('power.chooseArea')}
              </Link>
            }
          >
            {t('power.noArea')}
          </WidgetEmpty>
        ) : (
          <WidgetEmpty icon={Zap}>{t('power.notFetched')}</WidgetEmpty>
        )
      ) : (
        <>
          <p className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="text-sm text-slate-600">
              {priceArea ? t('power.area', { area: priceArea }) : t('power.fixed')}
            </span>
            {now && (
              <span className="text-lg font-bold text-brand-900 tabular-nums" data-testid="power-now">
                {t('power.now', { price: formatOre(now.priceOre, language) })}
              </span>
            )}
          </p>
          <PowerChart hours={hours} current={current} />
        </>
      )}
      {lastStay && (
        <p className="text-sm text-slate-700" data-testid="power-last-stay">
          {lastStay.totalOre === null
            ? t('power.lastStayUnpriced', { kWh: numbers.format(lastStay.kWh) })
            : t('power.lastStay', {
                kWh: numbers.format(lastStay.kWh),
                amount: kroner.format(lastStay.totalOre / 100),
              })}
        </p>
      )}
    </div>
  );
}

/** The bars for the eye (chart.js, loaded when the widget nears the screen), a table for the ear. */
function PowerChart({ hours, current }: { hours: readonly Hour[]; current: number }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const canvas = useRef<HTMLCanvasElement>(null);
  const near = useNearViewport(canvas);
  const labels = useMemo(() => hours.map((hour) => hourLabel.format(new Date(hour.start))), [hours]);

  useEffect(() => {
    const element = canvas.current;
    if (!element || !near) return;
    let disposed = false;
    let destroy: (() => void) | null = null;
    void import('../../lib/draw-power-chart')
      .then(({ drawPowerChart }) =>
        drawPowerChart(element, {
          labels,
          values: hours.map((hour) => hour.priceOre / 100),
          current,
          formatValue: (kroner) => formatOre(Math.round(kroner * 100), language),
        }),
      )
      .then((dispose) => {
        if (disposed) dispose();
        else destroy = dispose;
      })
      // Offline with the chunk not yet kept (or no canvas in a test's DOM): the table still says it.
      .catch(() => undefined);
    return () => {
      disposed = true;
      destroy?.();
    };
  }, [near, hours, labels, current, language]);

  return (
    <>
      {/* The canvas is for the eye only (hidden from screen readers through its box, as biome
          will not have aria-hidden on a canvas itself); the table below says the same. */}
      <div className="relative h-32 w-full" aria-hidden="true" data-testid="power-chart">
        <canvas ref={canvas} />
      </div>
      {/* The wrapper, not the table, is visually hidden: a table never shrinks to 1 px. */}
      <div className="sr-only">
        <table data-testid="power-table">
          <caption>{t('power.chartCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('power.hour')}</th>
              <th scope="col">{t('power.price')}</th>
            </tr>
          </thead>
          <tbody>
            {hours.map((hour, index) => (
              <tr key={hour.start} aria-current={index === current ? 'time' : undefined}>
                <th scope="row">{labels[index]}</th>
                <td>{formatOre(hour.priceOre, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
