import { describe, expect, it } from 'vitest';
import { resultLabel } from './job-columns.tsx';

describe('a job’s last result on the jobs page', () => {
  it('is a sentence of the staff member’s language with the counts, days as dd/mm/aaaa', () => {
    expect(resultLabel({ key: 'payoutsChecked', counts: { n: 1234 } })).toBe('1.234 saque(s) verificado(s)');
    expect(resultLabel({ key: 'agentsPaid', counts: { n: 2 }, detail: '2026-03-09' })).toBe(
      '09/03/2026: 2 agente(s) pago(s)',
    );
  });

  it('shows an older plain-text summary as written, and an unknown job’s key and counts', () => {
    expect(resultLabel({ key: 'text', counts: {}, detail: '3 payouts looked at' })).toBe(
      '3 payouts looked at',
    );
    expect(resultLabel({ key: 'newJob', counts: { n: 1 } })).toBe('newJob {"n":1}');
  });
});
