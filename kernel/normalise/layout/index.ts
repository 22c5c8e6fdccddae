export type { LayoutBlock } from './blocks.js';
export { readLayout } from './read-layout.js';
export { layoutReading } from './linearise.js';
export { jsonPayloadReading } from './json-payload.js';
