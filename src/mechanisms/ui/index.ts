/**
 * The panel kit: what every mechanism's panels may use (a lower layer than the visualizer shell, which uses it too).
 * A mechanism imports only from here, src/engine, src/i18n and its own folder (test/mechanisms/layers.test.ts).
 */
export { ColumnHeads } from './ColumnHeads';
export { Heading, HeadingBase, PanelSection } from './Heading';
export { NumberField } from './NumberField';
export { RangeField } from './RangeField';
