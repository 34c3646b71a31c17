import { staffReportsApi } from '@jl/core/routes/staff.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExportCsv } from '../../components/list/export-csv.tsx';
import { ApiError } from '../../lib/api.ts';
import { downloadCsv, fileNameOf } from '../../lib/download.ts';
import { GgrChart } from './components/ggr-chart.tsx';
import { keyLabel, type SummaryRow } from './components/summary-columns.tsx';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const row = (key: string | null, ggr: string, ngr: string): SummaryRow => ({
  key,
  bets: '0.00',
  wins: '0.00',
  ggr,
  bonuses: '0.00',
  commissions: '0.00',
  adjustment_credits: '0.00',
  adjustment_debits: '0.00',
  ngr,
  deposits: '0.00',
  withdrawals: '0.00',
  tax_base: null,
  tax: null,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the summary report', () => {
  it('names each row in Brazilian formats: days, weeks by their Monday, months, the totals', () => {
    expect(keyLabel('day', '2026-03-09')).toBe('09/03/2026');
    expect(keyLabel('week', '2026-03-09')).toContain('09/03/2026');
    expect(keyLabel('month', '2026-03')).toBe('03/2026');
    expect(keyLabel('game', 'fruit-trio')).toBe('fruit-trio');
    expect(keyLabel('provider', 'house')).not.toBe('house');
    expect(keyLabel('game', null)).not.toBe('');
    expect(keyLabel('day', 'total')).not.toBe('total');
  });

  it('draws GGR and NGR as bars around zero, each with a title a screen reader reads', () => {
    render(
      <GgrChart
        group="game"
        rows={[row('fruit-trio', '12.50', '10.00'), row('jungle-ways', '-5.00', '-6.00')]}
      />,
    );
    const image = screen.getByRole('img');
    expect(image.querySelectorAll('rect')).toHaveLength(4);
    const titles = [...image.querySelectorAll('rect > title')].map((t) => t.textContent);
    expect(titles[0]).toMatch(/R\$\s12,50/);
    expect(titles[2]).toMatch(/R\$\s5,00/);
    expect(titles[2]).toContain('−');
  });
});

describe('Exportar CSV', () => {
  it('reads the file name the server gave', () => {
    expect(fileNameOf('attachment; filename="summary-2026-03-01.csv"', 'x.csv')).toBe(
      'summary-2026-03-01.csv',
    );
    expect(fileNameOf(null, 'x.csv')).toBe('x.csv');
  });

  it('asks for the same query with format=csv and saves the answer as a file', async () => {
    const fetch = vi.fn(
      async (_url: string) =>
        new Response('\uFEFFkey,ggr\r\ntotal,"1,00"\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="summary-2026-03-01.csv"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const name = await downloadCsv(staffReportsApi.summary, {
      from: '2026-03-01',
      to: '2026-03-31',
      group: 'month',
    });
    expect(name).toBe('summary-2026-03-01.csv');
    expect(String(fetch.mock.calls[0]![0])).toBe(
      '/api/v2/admin/reports/summary?from=2026-03-01&to=2026-03-31&group=month&format=csv',
    );
  });

  it('shows the server’s refusal under the button', async () => {
    const download = vi.fn(async () => {
      throw new ApiError('Seu perfil não permite esta ação', 'STAFF_FORBIDDEN', undefined, 0);
    });
    render(<ExportCsv download={download} />, { wrapper });
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Seu perfil não permite esta ação'),
    );
    expect(download).toHaveBeenCalledOnce();
  });
});
