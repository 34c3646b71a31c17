import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageLoading, Spinner } from '../../../components/ui/loading.tsx';
import { paths } from '../../../config/paths.ts';
import { useAppState } from '../../../lib/store.ts';
import {
  fetchTeamAgent,
  fetchTeamIncome,
  fetchTeamInvite,
  fetchTeamMembers,
  openChest,
  receiveSalary,
  type TeamIncomePage,
  type TeamMembersPage,
  teamKeys,
} from '../api/team-api.ts';
import { formatAmount, formatDay, formatPercent } from '../format.ts';
import { useTeamPages } from '../hooks/use-team-pages.ts';
import { RegulatedNotice } from './team-overview.tsx';
import './team.css';

const need = <T,>(data: T | null): T => {
  if (!data) throw new Error('not loaded');
  return data;
};

/** Team income: totals by status and the items (type, from whom, status and why). */
export function TeamIncome({ all = false }: { all?: boolean }) {
  const { t } = useTranslation(['team', 'wallet', 'common']);
  const lang = useAppState((s) => s.lang);
  const [type, setType] = useState<number | undefined>();
  const { query, items, first } = useTeamPages<TeamIncomePage['list'][number], TeamIncomePage>(
    teamKeys.income(type),
    (n) => fetchTeamIncome(n, type),
  );
  if (!first) return <PageLoading label={t('common:messages.loading')} />;
  const page: TeamIncomePage = first;
  return (
    <section className="jl-team-card" aria-labelledby="team-income">
      <h2 id="team-income">{t('income.title')}</h2>
      <div className="jl-team-stats">
        <div className="jl-team-stat">
          <b data-testid="team-income-total">{formatAmount(page.total_amount, lang)}</b>
          <span>{t('income.total')}</span>
        </div>
        <div className="jl-team-stat">
          <b>{formatAmount(page.released_amount, lang)}</b>
          <span>{t('income.status.released')}</span>
        </div>
        <div className="jl-team-stat">
          <b>{formatAmount(page.pending_amount, lang)}</b>
          <span>{t('income.status.pending')}</span>
        </div>
        <div className="jl-team-stat">
          <b>{formatAmount(page.withheld_amount, lang)}</b>
          <span>{t('income.status.withheld')}</span>
        </div>
      </div>
      {all ? (
        <fieldset className="jl-team-filter">
          {[undefined, 4, 23, 28, 5, 3].map((code) => (
            <button
              key={code ?? 'all'}
              type="button"
              aria-pressed={type === code}
              onClick={() => setType(code)}
            >
              {code === undefined
                ? t('income.filterAll')
                : t(`wallet:fundType.${code as 3 | 4 | 5 | 23 | 28}`)}
            </button>
          ))}
        </fieldset>
      ) : null}
      {items.length === 0 ? (
        <EmptyState icon="wallet" title={t('income.empty')} body={t('income.emptyBody')} />
      ) : (
        <ul className="jl-team-items" data-testid="team-income-list">
          {(all ? items : items.slice(0, 5)).map((item) => (
            <li key={item.id} className="jl-team-item">
              <span>{item.type_label}</span>
              <span className="jl-team-item__amount">{formatAmount(item.amount, lang)}</span>
              <span className="jl-team-item__meta">
                {item.from
                  ? t('income.from', { name: item.from, level: item.level ?? 1 })
                  : formatDay(item.time, lang)}
              </span>
              <span className={`jl-team-badge jl-team-badge--${item.status}`}>{item.status_label}</span>
              {item.reason ? <span className="jl-team-item__meta">{item.reason}</span> : null}
            </li>
          ))}
        </ul>
      )}
      {all ? (
        <ListFoot fetching={query.isFetchingNextPage} />
      ) : (
        <nav className="jl-team-links">
          <Link to={paths.teamBonus}>{t('income.all')}</Link>
        </nav>
      )}
    </section>
  );
}

/** Agent: the level table, this and last week, the Monday salary and the senior-agent prompt. */
export function TeamAgentPanel() {
  const { t } = useTranslation(['team', 'common']);
  const lang = useAppState((s) => s.lang);
  const queryClient = useQueryClient();
  const agent = useQuery({ queryKey: teamKeys.agent, queryFn: async () => need(await fetchTeamAgent()) });
  const receive = useMutation({
    mutationFn: receiveSalary,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
  if (!agent.data) return <PageLoading label={t('common:messages.loading')} />;
  const a = agent.data;
  return (
    <section className="jl-team-card" aria-labelledby="team-agent">
      <h2 id="team-agent">{t('agent.levelN', { level: a.current.level })}</h2>
      <RegulatedNotice cash={a.cash} />
      <p className="jl-team-note">{t('agent.current', { active: a.current.active })}</p>
      <p className="jl-team-note">
        {a.last
          ? t('agent.last', {
              active: a.last.active,
              level: a.last.level,
              salary: formatAmount(a.last.salary, lang),
            })
          : t('agent.noLast')}
      </p>
      {a.salary_status === 'claimable' && a.cash === 'on' ? (
        <Button block busy={receive.isPending} onClick={() => receive.mutate()} data-testid="team-salary">
          {t('agent.receive')}
        </Button>
      ) : (
        <Button block disabled variant="secondary" data-testid="team-salary">
          {a.salary_status === 'received'
            ? t('agent.received')
            : a.salary_status === 'none'
              ? t('agent.none')
              : t('agent.opens', { date: formatDay(a.next_open, lang) })}
        </Button>
      )}
      <table className="jl-team-table">
        <thead>
          <tr>
            <th>{t('agent.level')}</th>
            <th>{t('agent.activeNeeded')}</th>
            <th>{t('agent.share')}</th>
            <th>{t('agent.split')}</th>
            <th>{t('agent.salary')}</th>
          </tr>
        </thead>
        <tbody>
          {a.levels.map((l) => (
            <tr key={l.level} className={l.level === a.current.level ? 'is-current' : undefined}>
              <td>{l.level}</td>
              <td>{l.active_needed}</td>
              <td>
                {formatPercent(l.share_rate_1)} / {formatPercent(l.share_rate_2)}
              </td>
              <td>
                {formatPercent(l.split_rate_1)} / {formatPercent(l.split_rate_2)}
              </td>
              <td>{formatAmount(l.salary, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="jl-team-note">
        {t('agent.rule', { days: a.active_rule.days_played, recharges: a.active_rule.recharges })}
      </p>
      {a.senior_prompt ? (
        <p className="jl-team-notice">
          {t('agent.senior')}{' '}
          {a.service_url ? (
            <a href={a.service_url} target="_blank" rel="noreferrer">
              {t('agent.contact')}
            </a>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}

/** team/detail: subordinates by level with the spec's columns. */
export function TeamMembers() {
  const { t } = useTranslation(['team', 'common']);
  const lang = useAppState((s) => s.lang);
  const [level, setLevel] = useState(1);
  const { query, items, first } = useTeamPages<TeamMembersPage['list'][number], TeamMembersPage>(
    teamKeys.members(level),
    (n) => fetchTeamMembers(n, level),
  );
  return (
    <section className="jl-team-card">
      <fieldset className="jl-team-filter">
        {([1, 2] as const).map((l) => (
          <button key={l} type="button" aria-pressed={level === l} onClick={() => setLevel(l)}>
            {t(l === 1 ? 'data.level1' : 'data.level2')}
          </button>
        ))}
      </fieldset>
      {!first ? (
        <PageLoading label={t('common:messages.loading')} />
      ) : items.length === 0 ? (
        <EmptyState icon="user" title={t('detail.empty')} body={t('detail.emptyBody')} />
      ) : (
        <table className="jl-team-table" data-testid="team-members">
          <thead>
            <tr>
              <th>{t('detail.regTime')}</th>
              <th>{t('detail.name')}</th>
              <th>{t('detail.contribution')}</th>
              <th>{t('detail.type')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((m) => (
              <tr key={`${m.registered_at}${m.name}`}>
                <td>{formatDay(m.registered_at, lang)}</td>
                <td>{m.name}</td>
                <td>{formatAmount(m.contribution, lang)}</td>
                <td>{m.first_deposit ? t('detail.deposited') : t('detail.notDeposited')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {first ? <ListFoot fetching={query.isFetchingNextPage} /> : null}
    </section>
  );
}

/** The foot of a paged list: a spinner while its next page loads. */
function ListFoot({ fetching }: { fetching: boolean }) {
  const { t } = useTranslation('common');
  return fetching ? <Spinner size={20} label={t('messages.loading')} /> : null;
}

/** withdraw/invite: valid invites, the reward rule and tiers, rewards paid and due, the chests. */
export function TeamInvitePanel() {
  const { t } = useTranslation(['team', 'common']);
  const lang = useAppState((s) => s.lang);
  const queryClient = useQueryClient();
  const invite = useQuery({ queryKey: teamKeys.invite, queryFn: async () => need(await fetchTeamInvite()) });
  const open = useMutation({
    mutationFn: (chest: number) => openChest(chest),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
  if (!invite.data) return <PageLoading label={t('common:messages.loading')} />;
  const v = invite.data;
  return (
    <div className="jl-team">
      <RegulatedNotice cash={v.cash} />
      <section className="jl-team-card">
        <div className="jl-team-stats">
          <div className="jl-team-stat">
            <b data-testid="invite-valid">{v.valid_invites}</b>
            <span>{t('invite.valid')}</span>
          </div>
          <div className="jl-team-stat">
            <b>{v.invites}</b>
            <span>{t('invite.invites')}</span>
          </div>
          <div className="jl-team-stat">
            <b>{formatAmount(v.rewards_paid, lang)}</b>
            <span>{t('invite.paid')}</span>
          </div>
          <div className="jl-team-stat">
            <b>{formatAmount(v.rewards_pending, lang)}</b>
            <span>{t('invite.pending')}</span>
          </div>
        </div>
        <p className="jl-team-note">
          {t('invite.rule', {
            min: formatAmount(v.min_first_deposit, lang),
            max: formatAmount(v.reward_max, lang),
          })}
        </p>
      </section>
      <section className="jl-team-card">
        <h2>{t('invite.tiers')}</h2>
        <table className="jl-team-table">
          <tbody>
            {v.tiers.map((tier) => (
              <tr key={tier.first_deposit}>
                <td>{t('invite.firstDeposit', { amount: formatAmount(tier.first_deposit, lang) })}</td>
                <td>{formatAmount(tier.reward, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="jl-team-card">
        <h2>{t('invite.chests')}</h2>
        <div className="jl-team-chests">
          {v.chests.map((c) => (
            <div key={c.chest} className="jl-team-chest">
              <b>{formatAmount(c.amount, lang)}</b>
              <span>{t('invite.chestNeed', { count: c.invites_needed })}</span>
              {c.state === 'openable' && v.cash === 'on' ? (
                <Button
                  size="sm"
                  busy={open.isPending && open.variables === c.chest}
                  onClick={() => open.mutate(c.chest)}
                >
                  {t('invite.open')}
                </Button>
              ) : (
                <span>{c.state === 'opened' ? t('invite.opened') : t('invite.locked')}</span>
              )}
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
