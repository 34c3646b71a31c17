import { QueryObserver, type QueryObserverOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFirstData, releaseFirstData } from './first-data.ts';
import { createQueryClient } from './query-client.ts';

/** A query as a page declares it: always fresh (staleTime 0), counting the times it is fetched. */
function pageQuery(answer: () => Promise<string>) {
  const fetched = { count: 0 };
  const options = {
    queryKey: ['wallet', 'info'],
    queryFn: () => {
      fetched.count += 1;
      return answer();
    },
    staleTime: 0,
  };
  return { options, fetched };
}

/** What a component's useQuery does when it mounts: subscribe an observer. */
function mount(client: ReturnType<typeof createQueryClient>, options: QueryObserverOptions<string>) {
  const observer = new QueryObserver(client, options);
  const stop = observer.subscribe(() => undefined);
  return { observer, stop };
}

afterEach(() => releaseFirstData());

describe('a page’s first data, loaded before the first render', () => {
  it('is in the cache when the page mounts, and mounting does not ask for it again', async () => {
    const client = createQueryClient();
    const { options, fetched } = pageQuery(async () => 'R$ 10,00');
    await loadFirstData(client, [options]);
    expect(client.getQueryData(['wallet', 'info'])).toBe('R$ 10,00');
    const page = mount(client, options);
    expect(page.observer.getCurrentResult().data).toBe('R$ 10,00');
    expect(fetched.count).toBe(1);
    page.stop();
  });

  it('is fetched again as always once the first render’s effects have run', async () => {
    const client = createQueryClient();
    const { options, fetched } = pageQuery(async () => 'R$ 10,00');
    await loadFirstData(client, [options]);
    releaseFirstData();
    const later = mount(client, options);
    await vi.waitFor(() => expect(fetched.count).toBe(2));
    later.stop();
  });

  it('is fetched again on mount when it was invalidated meanwhile', async () => {
    const client = createQueryClient();
    const { options, fetched } = pageQuery(async () => 'R$ 10,00');
    await loadFirstData(client, [options]);
    await client.invalidateQueries({ queryKey: ['wallet', 'info'], refetchType: 'none' });
    const page = mount(client, options);
    await vi.waitFor(() => expect(fetched.count).toBe(2));
    page.stop();
  });

  it('holds the first render back at most the wait; a slow answer then arrives into the page', async () => {
    const client = createQueryClient();
    let answer: (value: string) => void = () => undefined;
    const { options, fetched } = pageQuery(() => new Promise<string>((resolve) => (answer = resolve)));
    const started = Date.now();
    await loadFirstData(client, [options], 30);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(client.getQueryData(['wallet', 'info'])).toBeUndefined();
    // The page mounts while the answer is on its way: it joins that fetch instead of sending another.
    const page = mount(client, options);
    releaseFirstData();
    answer('R$ 10,00');
    await vi.waitFor(() => expect(page.observer.getCurrentResult().data).toBe('R$ 10,00'));
    expect(fetched.count).toBe(1);
    page.stop();
  });

  it('keeps a query that is collected at once when unobserved (gcTime 0) until the page observes it', async () => {
    const client = createQueryClient();
    const { options, fetched } = pageQuery(async () => 'sessão');
    await loadFirstData(client, [{ ...options, gcTime: 0 }]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(client.getQueryData(['wallet', 'info'])).toBe('sessão');
    const page = mount(client, { ...options, gcTime: 0 });
    releaseFirstData();
    expect(page.observer.getCurrentResult().data).toBe('sessão');
    expect(fetched.count).toBe(1);
    page.stop();
  });

  it('asks for nothing when the page declares nothing', async () => {
    const client = createQueryClient();
    await loadFirstData(client, []);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
