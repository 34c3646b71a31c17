import type { StaffRole } from '@jl/core';
import { maskCpfForDisplay } from '@jl/core/br/cpf.ts';
import { formatPhoneBR, maskPhoneForDisplay } from '@jl/core/br/phone.ts';

/**
 * What a staff role may see of a player's personal data (LGPD: need to know; docs/COMPLIANCE.md
 * "Least privilege"). Finance checks CPFs, names and Pix keys against the PSP and owners answer for
 * everything; support helps players and sees only enough to recognise them. Every staff answer that
 * carries a CPF, a name, a phone or a Pix key passes it through these functions, so the rule is one.
 */
export const seesFullPersonalData = (role: StaffRole) => role === 'owner' || role === 'finance';

/** Revenue (deposit and withdrawal totals, GGR, bonus cost, NGR): finance and owners only. */
export const seesRevenue = (role: StaffRole) => role === 'owner' || role === 'finance';

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

/** "Maria Souza Lima" → "Ma*** So***" for support: the first letters of the first two names. */
export function maskNameForDisplay(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean).slice(0, 2);
  return words.length === 0 ? '***' : words.map((w) => `${w.slice(0, w.length > 3 ? 2 : 1)}***`).join(' ');
}

export function nameFor(role: StaffRole, name: string | null): string | null {
  if (name === null || name.trim() === '') return null;
  return seesFullPersonalData(role) ? name : maskNameForDisplay(name);
}

/** A Pix key: a CPF key as `cpfFor`; any other key (phone, e-mail, random) masked for support. */
export function pixKeyFor(role: StaffRole, pixType: string, key: string | null): string | null {
  if (key === null || key === '') return null;
  if (pixType === 'cpf' || /^\d{11}$/.test(key)) return cpfFor(role, key);
  if (seesFullPersonalData(role)) return key;
  return key.length <= 4 ? '***' : `${key.slice(0, 2)}***${key.slice(-2)}`;
}

export function phoneFor(role: StaffRole, phone: string): string {
  try {
    return seesFullPersonalData(role) ? formatPhoneBR(phone) : maskPhoneForDisplay(phone);
  } catch {
    return seesFullPersonalData(role) ? phone : '***';
  }
}
