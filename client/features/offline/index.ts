// The device cache and the writes that wait for the network (decision 034): the feature's public surface.
export { type DeviceCache, DeviceCacheProvider, startDeviceCache } from './components/device-cache-provider';
export { PendingWritesNotice } from './components/pending-writes-notice';
export { RefusedWritesNotice } from './components/refused-writes-notice';
export { keptOnDevice } from './lib/kept-writes';
export {
  isGoneError,
  newUnsentId,
  offlineWrite,
  registerOfflineWrite,
  registerOfflineWrites,
  toastDroppedWrite,
  writesWait,
} from './lib/offline-write';
export { isCabinChanged, keepRefusedWrites } from './lib/refused-writes';
