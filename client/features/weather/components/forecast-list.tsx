import { FORECAST_DAYS } from '@shared/constants';
import type { ForecastDay } from '@shared/schemas/weather';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { cabinToday, forecastDayKind, formatTemperature, weekdayName } from '../lib/weather-format';
import { WEATHER_ICON_COLOURS, WEATHER_ICON_COMPONENTS } from './weather-icon';

/** Today and the next days (at most FORECAST_DAYS): day, icon named by its condition, high / low. */
export function ForecastList({ days }: { days: readonly ForecastDay[] }) {
  const { t } = useTranslation('weather');
  const language = useLanguage();
  // Forecast days are Europe/Oslo days, so "today" is the cabin's date, asked at each render so a
  // card left open past midnight moves on with the next 10-minute refetch.
  const today = cabinToday();
  const dayLabel = (day: string) => {
    const kind = forecastDayKind(day, today);
    return kind === 'other' ? weekdayName(day, language) : t(`forecast.${kind}`);
  };
  return (
    <ul aria-label={t('forecast.label')} data-testid="weather-forecast" className="grid grid-cols-3 gap-2">
      {days.slice(0, FORECAST_DAYS).map((day) => {
        const Icon = WEATHER_ICON_COMPONENTS[day.icon];
        const high = formatTemperature(day.high);
        const low = formatTemperature(day.low);
        return (
          <li
            key={day.day}
            data-testid="weather-forecast-day"
            className="flex min-w-0 flex-col items-center gap-1 rounded-lg border border-slate-200 bg-sand-50 px-1 py-2 text-center"
          >
            <span
              className="w-full truncate text-xs font-medium text-slate-700"
              data-testid="forecast-day-label"
            >
              {dayLabel(day.day)}
            </span>
            <Icon
              role="img"
              aria-label={day.condition}
              className={`size-7 ${WEATHER_ICON_COLOURS[day.icon]}`}
            />
            <span className="text-sm tabular-nums">
              <span aria-hidden="true">
                <span className="font-semibold text-slate-900">{high}</span>{' '}
                <span className="text-slate-600">{low}</span>
              </span>
              <span className="sr-only">{t('forecast.highLow', { high, low })}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
