export * from './auth.ts';
export * from './config.ts';
export * from './wallet.ts';
export * from './pay.ts';
export * from './games.ts';
export * from './vip.ts';
export * from './withdraw.ts';
export * from './admin.ts';
