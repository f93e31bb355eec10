import { lazyChunk } from '@/lib/leaving-page';

// The power bill per stay (issue #41, part 3; decision 062): the feature's public surface. Settings
// shows the price card; a booking's details show the stay's power; a checklist's "Read the meter"
// item opens the reading form. Each is a chunk of its own.
export const PowerPriceCard = lazyChunk(() =>
  import('./components/power-price-card').then((module) => module.PowerPriceCard),
);
export const StayPower = lazyChunk(() =>
  import('./components/stay-power').then((module) => module.StayPower),
);
export const ReadMeterButton = lazyChunk(() =>
  import('./components/meter-reading-dialog').then((module) => module.ReadMeterButton),
);
