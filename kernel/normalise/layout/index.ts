/** @internal Unit-tested on its own; the reader calls it from its file. */
export type { LayoutBlock } from './blocks.ts';
/** @internal Unit-tested on its own; the reader calls it from its file. */
export { readLayout } from './read-layout.ts';
export { layoutReading } from './linearise.ts';
export { jsonPayloadReading } from './json-payload.ts';
export { plainLabels } from './label-dress.ts';
export { deinterleaved } from './interleaved.ts';
export { tabCells } from './tab-cells.ts';
export { barGutterColumns } from './bar-gutter.ts';
export { telegraphicLines } from './telegraphic.ts';
export { fullStopFieldLines } from './full-stop-fields.ts';
export { adTitleLines } from './ad-heading.ts';
export { columnDumpReading } from './column-dump.ts';
export { headerColumnsApart } from './header-columns.ts';
export { barCellLines } from './bar-cells.ts';
export { keyPathReading } from './key-paths.ts';
export { keyBarRecordReading } from './key-bar-records.ts';
export { labelsInLine } from './labels-in-line.ts';
export { boxFrameBars } from './box-frame.ts';
export { qualifiedLabels } from './qualified-labels.ts';
export { beforeAfterColumns } from './before-after-columns.ts';
export { partyRowLines } from './party-rows.ts';
export { tickedBoxes } from './ticked-boxes.ts';
export { letterBoxes } from './letter-boxes.ts';
export { quotedFieldCells } from './quoted-fields.ts';
export { snakeCaseLabels } from './snake-case-labels.ts';
export { cutCellColumns } from './cut-cells.ts';
export { pairedSides } from './paired-sides.ts';
