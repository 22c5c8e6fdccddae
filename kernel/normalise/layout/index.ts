export type { LayoutBlock } from './blocks.ts';
export { readLayout } from './read-layout.ts';
export { layoutReading } from './linearise.ts';
export { jsonPayloadReading } from './json-payload.ts';
export { plainLabels } from './label-dress.ts';
export { deinterleaved } from './interleaved.ts';
export { telegraphicLines } from './telegraphic.ts';
export { adTitleLines } from './ad-heading.ts';
export { columnDumpReading } from './column-dump.ts';
