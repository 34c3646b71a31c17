import type { StaffRole } from '@jl/core';
import { maskCpfForDisplay } from '@jl/core/br/cpf.ts';
import { formatPhoneBR, maskPhoneForDisplay } from '@jl/core/br/phone.ts';

/**
 * What a staff role may see of a player's personal data (LGPD: need to know). Finance checks CPFs
 * against the PSP and owners answer for everything; support helps players and sees only enough to
 * recognise them.
 */
export const seesFullPersonalData = (role: StaffRole) => role === 'owner' || role === 'finance';

export function cpfFor(role: StaffRole, cpf: string | null): string | null {
  // Null, or erased when a closed account was minimised (a placeholder, never a CPF).
  if (cpf === null || !/^\d{11}$/.test(cpf)) return null;
  try {
    return seesFullPersonalData(role)
      ? `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`
      : maskCpfForDisplay(cpf);
  } catch {
    return seesFullPersonalData(role) ? cpf : '***';
  }
}

export function phoneFor(role: StaffRole, phone: string): string {
  try {
    return seesFullPersonalData(role) ? formatPhoneBR(phone) : maskPhoneForDisplay(phone);
  } catch {
    return seesFullPersonalData(role) ? phone : '***';
  }
}
