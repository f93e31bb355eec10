// The manual's pieces another screen shows on its own: the guest link's page (issue #41) renders
// the sections' Markdown and the wifi with its QR code by the manual's own rules.
export { ManualMarkdown } from './manual-markdown';
export { WifiFacts } from './wifi-facts';
