export * from './br-code.ts';
export * from './br-code-decode.ts';
export * from './cnpj.ts';
export * from './cpf.ts';
export * from './crc16.ts';
export * from './person-name.ts';
export * from './phone.ts';
export * from './pix-key.ts';
