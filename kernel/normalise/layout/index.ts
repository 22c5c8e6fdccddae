export type { LabelledValue, LayoutBlock, Span } from './blocks.js';
export { readLayout } from './read-layout.js';
export { layoutReading } from './linearise.js';
export { isFieldLabel } from './field-labels.js';
export { jsonPayloadReading } from './json-payload.js';
