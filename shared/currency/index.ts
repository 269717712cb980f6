/**
 * The currency table and its helpers (spec 002 §5, §9).
 */
export * from './constants';
export * from './currency';
export * from './format';
export * from './parse';
export type * from './types';
