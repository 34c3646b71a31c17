import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import type { Column } from '../ui/data-table.tsx';
import { PagedTable, TabbedTable } from './paged-table.tsx';
import { usePagedList } from './use-paged-list.ts';

type Row = { id: string; name: string };
type Page = { list: Row[]; total: number };
const columns: Column<Row>[] = [{ accessorKey: 'name', header: 'name' }];
const TABS = ['open', 'closed'] as const;
type Tab = (typeof TABS)[number];

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function List(props: {
  fetch: (tab: Tab, page: number, size: number) => Promise<Page>;
  pagerAlways?: boolean;
}) {
  const paged = usePagedList('rows', 'open', props.fetch, { size: 2 });
  return (
    <TabbedTable
      tabs={TABS}
      tabLabel={(tab) => `tab ${tab}`}
      paged={paged}
      columns={columns}
      rowId={(r) => r.id}
      empty="none here"
      pagerAlways={props.pagerAlways}
    />
  );
}

/** A list under an action that failed and said something. */
function Page() {
  const paged = usePagedList('one', 'open' as Tab, async () => ({ list: [], total: 0 }));
  return (
    <PagedTable
      paged={paged}
      columns={columns}
      rowId={(r) => r.id}
      error={new Error('x')}
      status={<p>done</p>}
    />
  );
}

afterEach(cleanup);

describe('the shared paged list', () => {
  it('shows loading, then the rows and the pager; a page asks the server for that page', async () => {
    const fetch = vi.fn(async (_tab: Tab, page: number) => ({
      list: [{ id: String(page), name: `row of page ${page}` }],
      total: 3,
    }));
    render(<List fetch={fetch} />, { wrapper });
    expect(screen.getByText('Carregando…')).toBeTruthy();
    await screen.findByText('row of page 1');
    expect(screen.getByText('Página 1 de 2 · 3 registros')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    await screen.findByText('row of page 2');
    expect(fetch).toHaveBeenLastCalledWith('open', 2, 2);
  });

  it('marks the chosen tab and goes back to page 1 when another is chosen', async () => {
    const fetch = vi.fn(async (tab: Tab, page: number) => ({
      list: [{ id: `${tab}${page}`, name: `${tab} ${page}` }],
      total: 4,
    }));
    render(<List fetch={fetch} />, { wrapper });
    await screen.findByText('open 1');
    expect(screen.getByRole('tab', { name: 'tab open' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    await screen.findByText('open 2');
    fireEvent.click(screen.getByRole('tab', { name: 'tab closed' }));
    await screen.findByText('closed 1');
    expect(screen.getByRole('tab', { name: 'tab closed' }).getAttribute('aria-selected')).toBe('true');
    expect(fetch).toHaveBeenLastCalledWith('closed', 1, 2);
  });

  it('says when the list is empty, and shows the server’s refusal when it fails', async () => {
    render(<List fetch={async () => ({ list: [], total: 0 })} />, { wrapper });
    await screen.findByText('none here');
    cleanup();
    render(
      <List
        fetch={async () => {
          throw new ApiError('Sem permissão', 'forbidden', undefined, 0);
        }}
        pagerAlways
      />,
      { wrapper },
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Sem permissão');
    expect(screen.getByText('Página 1 de 1 · 0 registros')).toBeTruthy();
  });

  it('puts an action’s error before the list’s, and the status line above the table', async () => {
    render(<Page />, { wrapper });
    await screen.findByText('Nada por aqui.');
    expect(screen.getByRole('alert').textContent).toBe('Algo deu errado. Tente de novo.');
    expect(screen.getByText('done')).toBeTruthy();
  });
});
