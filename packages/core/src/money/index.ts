export * from './amount-input.ts';
export * from './cents.ts';
