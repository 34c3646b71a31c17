export * from './admin.ts';
export * from './auth.ts';
export * from './config.ts';
export * from './games.ts';
export * from './pay.ts';
export * from './vip.ts';
export * from './wallet.ts';
export * from './withdraw.ts';
