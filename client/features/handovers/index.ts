import { lazyChunk } from '@/lib/leaving-page';

// The handover note (issue #41, part 1): the feature's public surface. The live updates need only
// the query key; the dashboard's "From the last stay" reads the previous handover and shows it
// with HandoverRead; the button with its dialog is a chunk of its own for the checklist run and
// the booking's details.
export { handoversQueryKeyBase } from './api/get-handover';
export { usePreviousHandover } from './api/get-previous-handover';
export { HandoverRead } from './components/handover-read';
export const HandoverButton = lazyChunk(() =>
  import('./components/handover-dialog').then((module) => module.HandoverButton),
);
