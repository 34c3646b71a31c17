import { formatRelative } from '@jl/core/dates.ts';
import { FUND_TYPE_CODES, MONEY_TYPES, RECORD_STATUSES } from '@jl/core/fund-types.ts';
import type wallet from '@jl/core/i18n/locales/pt-BR/wallet.json';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageLoading, Spinner } from '../../../components/ui/loading.tsx';
import { PullIndicator } from '../../../components/ui/pull-indicator.tsx';
import { paths } from '../../../config/paths.ts';
import { usePullToRefresh } from '../../../hooks/use-pull-to-refresh.ts';
import { isNearBottom, useReachBottom } from '../../../hooks/use-reach-bottom.ts';
import { useAppState } from '../../../lib/store.ts';
import { type FundLogFilter, type FundLogItem, useFundLog } from '../api/wallet-api.ts';
import { RANGE_KEYS, type RangeKey } from '../date-range.ts';
import { money, signedMoney } from '../money.ts';
import './wallet.css';

type FundTypeKey = `fundType.${keyof (typeof wallet)['fundType']}`;
const KNOWN_TYPES = new Set<number>(FUND_TYPE_CODES);
const KNOWN_MONEY = new Set<string>(MONEY_TYPES);
const KNOWN_STATUS = new Set<string>(RECORD_STATUSES);

export const DEFAULT_FILTER: FundLogFilter = { type: null, range: 'all' };

/**
 * The balance record (docs/SPECIFICATION.md §2 "balance record", §3 fund-log entry types): filter by type and by
 * period, newest first, the next page 50 px before the end, pull down to refresh.
 */
export function FundLog() {
  const [filter, setFilter] = useState<FundLogFilter>(DEFAULT_FILTER);
  return (
    <>
      <FundLogFilters value={filter} onChange={setFilter} />
      <FundLogList filter={filter} />
    </>
  );
}

export function FundLogFilters({
  value,
  onChange,
}: {
  value: FundLogFilter;
  onChange: (next: FundLogFilter) => void;
}) {
  const { t } = useTranslation('wallet');
  const selectId = useId();
  return (
    <div className="jl-fund-filters">
      <div className="jl-fund-filters__type">
        <label htmlFor={selectId}>{t('fundLog.typeLabel')}</label>
        <select
          id={selectId}
          value={value.type ?? ''}
          onChange={(event) =>
            onChange({ ...value, type: event.target.value ? Number(event.target.value) : null })
          }
        >
          <option value="">{t('fundLog.allTypes')}</option>
          {FUND_TYPE_CODES.map((code) => (
            <option key={code} value={code}>
              {t(`fundType.${code}` as FundTypeKey)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="jl-fund-filters__ranges" aria-label={t('fundLog.rangeLabel')}>
        {RANGE_KEYS.map((range: RangeKey) => (
          <button
            key={range}
            type="button"
            className="jl-fund-filters__range"
            aria-pressed={value.range === range}
            onClick={() => onChange({ ...value, range })}
          >
            {t(`fundLog.ranges.${range}`)}
          </button>
        ))}
      </fieldset>
    </div>
  );
}

/**
 * The fund log's pages: pull to refresh, and the next page when the player reaches the bottom (or
 * when a page arrives and the list still ends near the screen's bottom).
 */
function useFundLogPages(filter: FundLogFilter) {
  const query = useFundLog(filter);
  const pull = usePullToRefresh(() => query.refetch());
  const canLoadMore = Boolean(query.hasNextPage) && !query.isFetchingNextPage && !query.isFetchNextPageError;
  // cancelRefetch false: a second ask while a page is on its way joins it instead of restarting it.
  const loadMore = () => void query.fetchNextPage({ cancelRefetch: false });
  useReachBottom(loadMore, { enabled: canLoadMore });
  // When a page arrives and the list still ends within 50 px of the screen's bottom (a tall screen,
  // or a fast answer the scroll listener never saw), the player cannot scroll to ask for more.
  const pageCount = query.data?.pages.length ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a page has been added
  useEffect(() => {
    if (!canLoadMore || pageCount === 0) return;
    const root = document.documentElement;
    const near = isNearBottom({
      scrollTop: window.scrollY,
      viewportHeight: window.innerHeight,
      scrollHeight: root.scrollHeight,
    });
    if (near) loadMore();
  }, [pageCount]);
  return { query, pull };
}

/** No rows: the load failed (with a retry), or nothing matches (all, or the filter chosen). */
function FundLogEmpty({
  failed,
  filter,
  onRetry,
}: {
  failed: boolean;
  filter: FundLogFilter;
  onRetry: () => void;
}) {
  const { t } = useTranslation(['wallet', 'common']);
  return failed ? (
    <EmptyState
      icon="wifiOff"
      tone="error"
      title={t('fundLog.loadFailed')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon="receipt"
      title={t('fundLog.emptyTitle')}
      body={
        filter.type === null && filter.range === 'all' ? t('fundLog.emptyAll') : t('fundLog.emptyFiltered')
      }
    />
  );
}

export function FundLogList({ filter }: { filter: FundLogFilter }) {
  const { t } = useTranslation(['wallet', 'common']);
  const lang = useAppState((s) => s.lang);
  const { query, pull } = useFundLogPages(filter);
  const indicator = <PullIndicator state={pull} label={t('common:messages.refreshing')} />;
  if (query.isPending) {
    return (
      <>
        {indicator}
        <PageLoading label={t('common:messages.loading')} />
      </>
    );
  }
  const items = query.data?.pages.flatMap((page) => page.list) ?? [];
  if (items.length === 0) {
    return (
      <>
        {indicator}
        <FundLogEmpty failed={query.isError} filter={filter} onRetry={() => void query.refetch()} />
      </>
    );
  }

  const total = query.data?.pages[0]?.total ?? items.length;
  const now = Date.now();
  return (
    <>
      {indicator}
      <p className="jl-fund-total">{t('fundLog.total', { count: total })}</p>
      <ul className="jl-fund-list" data-testid="fund-log">
        {items.map((item) => (
          <FundLogRow key={item.id} item={item} lang={lang} now={now} />
        ))}
      </ul>
      <div className="jl-fund-foot">
        {query.isFetchingNextPage ? (
          <Spinner size={20} label={t('common:messages.loading')} />
        ) : query.isFetchNextPageError ? (
          <button type="button" onClick={() => void query.fetchNextPage()}>
            {t('fundLog.loadError')}
          </button>
        ) : query.hasNextPage ? null : (
          <span>{t('fundLog.end')}</span>
        )}
      </div>
    </>
  );
}

function FundLogRow({ item, lang, now }: { item: FundLogItem; lang: string; now: number }) {
  const { t } = useTranslation('wallet');
  // Our own catalog first, so a language change relabels rows at once; the server's label for a
  // code this build does not know yet.
  const label = KNOWN_TYPES.has(item.type) ? t(`fundType.${item.type}` as FundTypeKey) : item.type_label;
  const moneyType = KNOWN_MONEY.has(item.money_type) ? t(`moneyType.${item.money_type}`) : item.money_type;
  const status = KNOWN_STATUS.has(item.status) ? t(`fundStatus.${item.status}`) : item.status_label;
  const amount = signedMoney(item.amount, lang);
  return (
    <li className="jl-fund">
      <div className="jl-fund__main">
        <span className="jl-fund__type">{label}</span>
        <span className="jl-fund__meta">
          <time dateTime={item.time}>{formatRelative(item.time, now, lang)}</time> · {moneyType}
        </span>
        {item.round ? <RoundLine round={item.round} /> : null}
        {item.status !== 'success' ? <span className="jl-fund__status">{status}</span> : null}
      </div>
      <div className="jl-fund__side">
        <span className={`jl-fund__amount jl-fund__amount--${amount.direction}`}>{amount.text}</span>
        <span className="jl-fund__after">
          {t('fundLog.balanceAfter', { amount: money(item.balance_after, lang) })}
        </span>
      </div>
    </li>
  );
}

type Round = NonNullable<FundLogItem['round']>;

/** Where a round can be seen and verified: our slot's round page, or the live game's page. */
function roundHref(round: Round): string | null {
  if (round.platform !== 'originals') return null;
  if (/^\d+\.\d+$/.test(round.id)) return `${paths.gameDetail}?ref=${round.id}`;
  if (round.game === 'crash') return paths.liveCrash;
  if (round.game === 'roulette') return paths.liveRoulette;
  return null;
}

/** A stake's or a win's row: the game it was played on, with the way to the round and its verification. */
function RoundLine({ round }: { round: Round }) {
  const { t } = useTranslation(['wallet', 'games']);
  const game = round.game
    ? t(`games:names.${round.game}` as 'games:names.crash', { defaultValue: round.game })
    : null;
  const href = roundHref(round);
  return (
    <span className="jl-fund__round">
      {game ?? t('fundLog.unnamedGame')}
      {href ? (
        <>
          {' · '}
          <Link to={href}>{t('fundLog.seeRound')}</Link>
        </>
      ) : null}
    </span>
  );
}
