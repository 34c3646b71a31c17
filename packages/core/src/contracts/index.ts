export * from './auth.ts';
export * from './config.ts';
