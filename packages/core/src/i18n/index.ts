export * from './locales.ts';
export * from './resources.ts';
export * from './translate.ts';
