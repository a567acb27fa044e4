// The scene contract: validation results (checked.ts), the mechanism interface, timelines and scenes (timeline.ts).
export * from './checked';
export * from './timeline';
