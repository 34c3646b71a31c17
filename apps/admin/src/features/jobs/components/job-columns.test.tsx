import { describe, expect, it } from 'vitest';
import { scheduleLabel } from './job-columns.tsx';

describe('the jobs page', () => {
  it('says the schedule in the staff member’s language', () => {
    expect(scheduleLabel('every 60 s')).toBe('a cada 60 s');
    expect(scheduleLabel('cron 0 1 * * * (America/Sao_Paulo)')).toBe('cron 0 1 * * * (horário de São Paulo)');
  });
});
