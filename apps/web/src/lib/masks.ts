import { maskCpfInput } from '@jl/core/br/cpf.ts';
import { isLandlineBR, isValidPhoneBR, maskPhoneInput } from '@jl/core/br/phone.ts';

/** Display masks for Brazilian numbers (the rules live in `@jl/core/br`); the wire gets digits. */
export const digitsOnly = (value: string): string => value.replace(/\D+/g, '');

/** `(11) 91234-5678`, built as the player types; a pasted `+55 …` loses its country code. */
export const maskPhone = (value: string): string => maskPhoneInput(value);

/** `000.000.000-00`, built as the player types. */
export const maskCpf = (value: string): string => maskCpfInput(value);

/** A Brazilian mobile with a real DDD (area code) and a nine-digit number starting with 9. */
export const isMobilePhone = (value: string): boolean => isValidPhoneBR(value);

/** A Brazilian landline ("(21) 3333-4444"): refused as an account phone with its own message. */
export const isLandline = (value: string): boolean => isLandlineBR(value);
