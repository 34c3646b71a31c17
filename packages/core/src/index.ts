export * from './br/index.ts';
export * from './contracts/index.ts';
export * from './envelope.ts';
export * from './errors/index.ts';
export * from './fund-types.ts';
export * from './i18n/index.ts';
export * from './money/index.ts';
export * from './routes/index.ts';
