import type { WeatherIcon } from '@shared/schemas/weather';
import { Cloud, CloudRain, CloudSnow, CloudSun, type LucideIcon, Sun } from 'lucide-react';

/** The server's five icon kinds (product section 3) as lucide icons. */
export const WEATHER_ICON_COMPONENTS: Readonly<Record<WeatherIcon, LucideIcon>> = {
  sunny: Sun,
  'partly-cloudy': CloudSun,
  cloudy: Cloud,
  rainy: CloudRain,
  snowy: CloudSnow,
};

/**
 * Warm for sun, cool for rain and snow: the colour helps a glance, the text carries the meaning.
 * Each keeps at least 3:1 against white, as a meaningful graphic must.
 */
export const WEATHER_ICON_COLOURS: Readonly<Record<WeatherIcon, string>> = {
  sunny: 'text-amber-600',
  'partly-cloudy': 'text-amber-600',
  cloudy: 'text-slate-500',
  rainy: 'text-sky-700',
  snowy: 'text-sky-600',
};
