/**
 * The currency table and its helpers.
 */
export * from './constants';
export * from './currency';
export * from './format';
export * from './parse';
export type * from './types';
