import type { Language } from './constants';
import type { WeatherIcon } from './schemas/weather';

// MET Norway's weather symbols (https://github.com/metno/weathericons, legend.csv) mapped to the
// spec's five icons, with MET's own English and Bokmål names as the condition text.
// Rules (decision 011): clear sky is sunny; fair and partly cloudy are partly-cloudy; cloudy and fog
// are cloudy; anything with snow is snowy; rain and sleet (wet, it settles as slush) are rainy.
// Thunder follows the precipitation it comes with.

type SymbolEntry = { icon: WeatherIcon; en: string; no: string };

export const WEATHER_SYMBOLS = {
  clearsky: { icon: 'sunny', en: 'Clear sky', no: 'Klarvær' },
  fair: { icon: 'partly-cloudy', en: 'Fair', no: 'Lettskyet' },
  partlycloudy: { icon: 'partly-cloudy', en: 'Partly cloudy', no: 'Delvis skyet' },
  cloudy: { icon: 'cloudy', en: 'Cloudy', no: 'Skyet' },
  fog: { icon: 'cloudy', en: 'Fog', no: 'Tåke' },
  lightrainshowers: { icon: 'rainy', en: 'Light rain showers', no: 'Lette regnbyger' },
  rainshowers: { icon: 'rainy', en: 'Rain showers', no: 'Regnbyger' },
  heavyrainshowers: { icon: 'rainy', en: 'Heavy rain showers', no: 'Kraftige regnbyger' },
  lightrainshowersandthunder: {
    icon: 'rainy',
    en: 'Light rain showers and thunder',
    no: 'Lette regnbyger og torden',
  },
  rainshowersandthunder: { icon: 'rainy', en: 'Rain showers and thunder', no: 'Regnbyger og torden' },
  heavyrainshowersandthunder: {
    icon: 'rainy',
    en: 'Heavy rain showers and thunder',
    no: 'Kraftige regnbyger og torden',
  },
  lightsleetshowers: { icon: 'rainy', en: 'Light sleet showers', no: 'Lette sluddbyger' },
  sleetshowers: { icon: 'rainy', en: 'Sleet showers', no: 'Sluddbyger' },
  heavysleetshowers: { icon: 'rainy', en: 'Heavy sleet showers', no: 'Kraftige sluddbyger' },
  lightsleetshowersandthunder: {
    icon: 'rainy',
    en: 'Light sleet showers and thunder',
    no: 'Lette sluddbyger og torden',
  },
  sleetshowersandthunder: { icon: 'rainy', en: 'Sleet showers and thunder', no: 'Sluddbyger og torden' },
  heavysleetshowersandthunder: {
    icon: 'rainy',
    en: 'Heavy sleet showers and thunder',
    no: 'Kraftige sluddbyger og torden',
  },
  lightsnowshowers: { icon: 'snowy', en: 'Light snow showers', no: 'Lette snøbyger' },
  snowshowers: { icon: 'snowy', en: 'Snow showers', no: 'Snøbyger' },
  heavysnowshowers: { icon: 'snowy', en: 'Heavy snow showers', no: 'Kraftige snøbyger' },
  lightsnowshowersandthunder: {
    icon: 'snowy',
    en: 'Light snow showers and thunder',
    no: 'Lette snøbyger og torden',
  },
  snowshowersandthunder: { icon: 'snowy', en: 'Snow showers and thunder', no: 'Snøbyger og torden' },
  heavysnowshowersandthunder: {
    icon: 'snowy',
    en: 'Heavy snow showers and thunder',
    no: 'Kraftige snøbyger og torden',
  },
  lightrain: { icon: 'rainy', en: 'Light rain', no: 'Lett regn' },
  rain: { icon: 'rainy', en: 'Rain', no: 'Regn' },
  heavyrain: { icon: 'rainy', en: 'Heavy rain', no: 'Kraftig regn' },
  lightrainandthunder: { icon: 'rainy', en: 'Light rain and thunder', no: 'Lett regn og torden' },
  rainandthunder: { icon: 'rainy', en: 'Rain and thunder', no: 'Regn og torden' },
  heavyrainandthunder: { icon: 'rainy', en: 'Heavy rain and thunder', no: 'Kraftig regn og torden' },
  lightsleet: { icon: 'rainy', en: 'Light sleet', no: 'Lett sludd' },
  sleet: { icon: 'rainy', en: 'Sleet', no: 'Sludd' },
  heavysleet: { icon: 'rainy', en: 'Heavy sleet', no: 'Kraftig sludd' },
  lightsleetandthunder: { icon: 'rainy', en: 'Light sleet and thunder', no: 'Lett sludd og torden' },
  sleetandthunder: { icon: 'rainy', en: 'Sleet and thunder', no: 'Sludd og torden' },
  heavysleetandthunder: { icon: 'rainy', en: 'Heavy sleet and thunder', no: 'Kraftig sludd og torden' },
  lightsnow: { icon: 'snowy', en: 'Light snow', no: 'Lett snø' },
  snow: { icon: 'snowy', en: 'Snow', no: 'Snø' },
  heavysnow: { icon: 'snowy', en: 'Heavy snow', no: 'Kraftig snø' },
  lightsnowandthunder: { icon: 'snowy', en: 'Light snow and thunder', no: 'Lett snø og torden' },
  snowandthunder: { icon: 'snowy', en: 'Snow and thunder', no: 'Snø og torden' },
  heavysnowandthunder: { icon: 'snowy', en: 'Heavy snow and thunder', no: 'Kraftig snø og torden' },
} as const satisfies Record<string, SymbolEntry>;

export type WeatherSymbol = keyof typeof WEATHER_SYMBOLS;

function isWeatherSymbol(value: string): value is WeatherSymbol {
  return Object.hasOwn(WEATHER_SYMBOLS, value);
}

export const WEATHER_SYMBOL_NAMES: readonly WeatherSymbol[] =
  Object.keys(WEATHER_SYMBOLS).filter(isWeatherSymbol);

/** The symbols that come in `_day`, `_night` and `_polartwilight` variants (the rest have none). */
export const SYMBOLS_WITH_VARIANTS: readonly WeatherSymbol[] = WEATHER_SYMBOL_NAMES.filter(
  (symbol) =>
    symbol === 'clearsky' || symbol === 'fair' || symbol === 'partlycloudy' || symbol.includes('showers'),
);

// MET's API has always spelled these two with a double "s"; both spellings are accepted.
const MISSPELLED = new Map<string, WeatherSymbol>([
  ['lightssleetshowersandthunder', 'lightsleetshowersandthunder'],
  ['lightssnowshowersandthunder', 'lightsnowshowersandthunder'],
]);

const UNKNOWN: SymbolEntry = { icon: 'cloudy', en: 'Changeable', no: 'Skiftende' };

/** The icon and the condition text (in `language`) for a MET symbol code such as `rain` or `fair_night`. */
export function describeSymbol(
  symbolCode: string,
  language: Language,
): { icon: WeatherIcon; condition: string } {
  const base = symbolCode.replace(/_(day|night|polartwilight)$/, '');
  const symbol = isWeatherSymbol(base) ? base : MISSPELLED.get(base);
  const entry: SymbolEntry = symbol ? WEATHER_SYMBOLS[symbol] : UNKNOWN;
  return { icon: entry.icon, condition: entry[language] };
}
