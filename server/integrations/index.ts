import type { OutboundConfig } from '../config';
import { createGeocoder, type Geocoder } from './geocoder';
import { createMetClient, type MetClient } from './met/met-client';
import { type OutboundLogger, userAgentFor } from './outbound';

// The outside services the server calls, built once per app so their caches and throttles are
// shared by every request of this process (decision 011).

export type { Geocoder } from './geocoder';
export type { MetClient } from './met/met-client';
export { summarizeForecast, type WeatherSummary } from './met/summarize-forecast';
export { OutboundError } from './outbound';

export type OutboundServices = { met: MetClient; geocoder: Geocoder };

export function createOutboundServices(
  config: OutboundConfig,
  { logger, now }: { logger: OutboundLogger; now: () => number },
): OutboundServices {
  const context = { userAgent: userAgentFor(config.contact), timeoutMs: config.timeoutMs, logger, now };
  return {
    met: createMetClient({ ...context, baseUrl: config.metApiUrl }),
    geocoder: createGeocoder({
      ...context,
      kartverketUrl: config.kartverketApiUrl,
      nominatimUrl: config.nominatimApiUrl,
    }),
  };
}
