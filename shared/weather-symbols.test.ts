import { describe, expect, it } from 'vitest';
import { describeSymbol, SYMBOLS_WITH_VARIANTS, WEATHER_SYMBOL_NAMES } from './weather-symbols';

// Every symbol code MET's Locationforecast can send (github.com/metno/weathericons, legend.csv),
// with the icon the spec's five it must map to.
const EXPECTED_ICONS: Record<string, string> = {
  clearsky: 'sunny',
  fair: 'partly-cloudy',
  partlycloudy: 'partly-cloudy',
  cloudy: 'cloudy',
  fog: 'cloudy',
  lightrainshowers: 'rainy',
  rainshowers: 'rainy',
  heavyrainshowers: 'rainy',
  lightrainshowersandthunder: 'rainy',
  rainshowersandthunder: 'rainy',
  heavyrainshowersandthunder: 'rainy',
  lightsleetshowers: 'rainy',
  sleetshowers: 'rainy',
  heavysleetshowers: 'rainy',
  lightsleetshowersandthunder: 'rainy',
  sleetshowersandthunder: 'rainy',
  heavysleetshowersandthunder: 'rainy',
  lightsnowshowers: 'snowy',
  snowshowers: 'snowy',
  heavysnowshowers: 'snowy',
  lightsnowshowersandthunder: 'snowy',
  snowshowersandthunder: 'snowy',
  heavysnowshowersandthunder: 'snowy',
  lightrain: 'rainy',
  rain: 'rainy',
  heavyrain: 'rainy',
  lightrainandthunder: 'rainy',
  rainandthunder: 'rainy',
  heavyrainandthunder: 'rainy',
  lightsleet: 'rainy',
  sleet: 'rainy',
  heavysleet: 'rainy',
  lightsleetandthunder: 'rainy',
  sleetandthunder: 'rainy',
  heavysleetandthunder: 'rainy',
  lightsnow: 'snowy',
  snow: 'snowy',
  heavysnow: 'snowy',
  lightsnowandthunder: 'snowy',
  snowandthunder: 'snowy',
  heavysnowandthunder: 'snowy',
};

describe('MET symbol codes', () => {
  it('knows all 41 of MET symbols, and exactly those', () => {
    expect([...WEATHER_SYMBOL_NAMES].sort()).toEqual(Object.keys(EXPECTED_ICONS).sort());
  });

  it.each(Object.entries(EXPECTED_ICONS))('%s shows the %s icon in every variant', (symbol, icon) => {
    const codes = SYMBOLS_WITH_VARIANTS.some((withVariants) => withVariants === symbol)
      ? [`${symbol}_day`, `${symbol}_night`, `${symbol}_polartwilight`]
      : [symbol];
    for (const code of codes) expect(describeSymbol(code, 'en').icon).toBe(icon);
  });

  it('has day, night and polar twilight variants for clear, fair, partly cloudy and every kind of showers', () => {
    expect(SYMBOLS_WITH_VARIANTS).toHaveLength(3 + 18);
  });

  it("uses MET's own names in English and Norwegian", () => {
    expect(describeSymbol('lightsnowshowers_polartwilight', 'en').condition).toBe('Light snow showers');
    expect(describeSymbol('lightsnowshowers_polartwilight', 'no').condition).toBe('Lette snøbyger');
    expect(describeSymbol('heavysleetandthunder', 'no').condition).toBe('Kraftig sludd og torden');
    expect(describeSymbol('fog', 'no').condition).toBe('Tåke');
  });

  it('accepts the two codes MET spells with a double s', () => {
    expect(describeSymbol('lightssleetshowersandthunder_day', 'en')).toEqual({
      icon: 'rainy',
      condition: 'Light sleet showers and thunder',
    });
    expect(describeSymbol('lightssnowshowersandthunder_night', 'no')).toEqual({
      icon: 'snowy',
      condition: 'Lette snøbyger og torden',
    });
  });

  it('shows an unknown future code as changeable and cloudy instead of failing', () => {
    expect(describeSymbol('volcanicash_day', 'en')).toEqual({ icon: 'cloudy', condition: 'Changeable' });
    expect(describeSymbol('__proto__', 'no')).toEqual({ icon: 'cloudy', condition: 'Skiftende' });
  });
});
