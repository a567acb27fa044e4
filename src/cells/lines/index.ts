/** Code that lights up: each cell's line map and the functions that find a step's lines (see lineMap.ts). */
export * from './lineMap';
export { LINE_MAPS, lineMapOf } from './maps';
