import type { CurrentWeather, WeatherResponse } from '@shared/schemas/weather';
import { Droplets, ExternalLink, Eye, type LucideIcon, MapPin, Wind } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { formatTemperature, formatUpdatedAt, formatVisibility, formatWhole } from '../lib/weather-format';
import { ForecastList } from './forecast-list';
import { WEATHER_ICON_COLOURS, WEATHER_ICON_COMPONENTS } from './weather-icon';

/** MET's licence asks every use of its data to credit it with a link. */
const MET_URL = 'https://api.met.no/';

/** The weather at the cabin's address: now, the next days, and the source. */
export function WeatherView({ weather }: { weather: WeatherResponse }) {
  const { t } = useTranslation('weather');
  const language = useLanguage();
  const updated = formatUpdatedAt(weather.updatedAt, language);
  return (
    <div className="flex flex-col gap-4" data-testid="weather-view">
      <p className="flex min-w-0 items-center gap-1.5 text-xs text-slate-600" data-testid="weather-location">
        <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
        <span className="sr-only">{t('location')}: </span>
        <span className="truncate" title={weather.location}>
          {weather.location}
        </span>
      </p>
      <CurrentConditions current={weather.current} />
      {weather.forecast.length > 0 ? <ForecastList days={weather.forecast} /> : null}
      <footer className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-slate-500">
        <a
          href={MET_URL}
          target="_blank"
          rel="noreferrer"
          data-testid="weather-credit"
          className="inline-flex items-center gap-1 text-slate-600 underline underline-offset-2 hover:text-brand-700"
        >
          {t('credit')}
          <ExternalLink className="size-3" aria-hidden="true" />
          <span className="sr-only">{t('newTab')}</span>
        </a>
        {updated ? (
          <time dateTime={weather.updatedAt} data-testid="weather-updated">
            {t('updated', { time: updated })}
          </time>
        ) : null}
      </footer>
    </div>
  );
}

function CurrentConditions({ current }: { current: CurrentWeather }) {
  const { t } = useTranslation('weather');
  const language = useLanguage();
  const Icon = WEATHER_ICON_COMPONENTS[current.icon];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-4">
        <Icon className={`size-14 shrink-0 ${WEATHER_ICON_COLOURS[current.icon]}`} aria-hidden="true" />
        <div className="min-w-0">
          <p
            className="text-4xl leading-none font-bold text-brand-900 tabular-nums"
            data-testid="weather-temperature"
          >
            {formatTemperature(current.temperature)}
          </p>
          <p className="mt-1 text-sm text-slate-700" data-testid="weather-condition">
            {current.condition}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-xs" data-testid="weather-details">
        <Detail
          icon={Droplets}
          label={t('details.humidity')}
          value={t('details.humidityValue', { value: formatWhole(current.humidity) })}
          testId="weather-humidity"
        />
        <Detail
          icon={Wind}
          label={t('details.wind')}
          value={t('details.windValue', { value: formatWhole(current.windSpeed) })}
          testId="weather-wind"
        />
        {current.visibility === null ? null : (
          <Detail
            icon={Eye}
            label={t('details.visibility')}
            value={t('details.visibilityValue', { value: formatVisibility(current.visibility, language) })}
            testId="weather-visibility"
          />
        )}
      </dl>
    </div>
  );
}

function Detail({
  icon: Icon,
  label,
  value,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  testId: string;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5" data-testid={testId}>
      <dt className="flex items-center gap-1 text-slate-600">
        <Icon className="size-3.5 shrink-0" aria-hidden="true" />
        <span className="min-w-0 break-words">{label}</span>
      </dt>
      <dd className="text-sm font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
