import type { OutboundConfig } from '../config';
import { createGeocoder, type Geocoder } from './geocoder';
import { createMetClient, type MetClient } from './met/met-client';
import { type OutboundLogger, userAgentFor } from './outbound';
import { createPowerPriceClient, type PowerPriceClient } from './power-prices/power-price-client';

// The outside services the server calls, built once per app so their caches and throttles are
// shared by every request of this process (decision 011).

export type { Geocoder } from './geocoder';
export type { MetClient } from './met/met-client';
export { summarizeForecast, type WeatherSummary } from './met/summarize-forecast';
export { OutboundError } from './outbound';
export type { PowerPriceClient } from './power-prices/power-price-client';

export type OutboundServices = { met: MetClient; geocoder: Geocoder; powerPrices: PowerPriceClient };

export function createOutboundServices(
  config: OutboundConfig,
  { logger, now }: { logger: OutboundLogger; now: () => number },
): OutboundServices {
  const context = { userAgent: userAgentFor(config.contact), timeoutMs: config.timeoutMs, logger, now };
  return {
    met: createMetClient({ ...context, baseUrl: config.metApiUrl }),
    powerPrices: createPowerPriceClient({ ...context, baseUrl: config.powerPriceUrl }),
    geocoder: createGeocoder({
      ...context,
      kartverketUrl: config.kartverketApiUrl,
      nominatimUrl: config.nominatimApiUrl,
    }),
  };
}
