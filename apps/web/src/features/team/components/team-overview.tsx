import { formatAmountInput, parseAmountInput } from '@jl/core/money/amount-input.ts';
import { parseDecimal, toDecimal } from '@jl/core/money/cents.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AmountInput } from '../../../components/ui/amount-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Popup } from '../../../components/ui/popup.tsx';
import { paths } from '../../../config/paths.ts';
import { useIntentKeys } from '../../../lib/idempotency-key.ts';
import { useAppState } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';
import { type TeamInfo, teamKeys, withdrawTeamBonus } from '../api/team-api.ts';
import { formatAmount } from '../format.ts';
import './team.css';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The br-regulated notice: referral cash is off, the tree and link still work. */
export function RegulatedNotice({ cash }: { cash: TeamInfo['cash'] }) {
  const { t } = useTranslation('team');
  return cash === 'br_regulated' ? <p className="jl-team-notice">{t('regulated')}</p> : null;
}

/** The team bonus withdrawal: the amount typed, its check, and the request (one key per amount). */
function useBonusWithdraw(onDone: () => void) {
  const { t } = useTranslation(['team', 'common']);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const intent = useIntentKeys();
  const queryClient = useQueryClient();
  const move = useMutation({
    mutationFn: (value: string) => withdrawTeamBonus(value, intent.of(value)),
    onSuccess: (result) => {
      if (result && result.code === 1) {
        onDone();
        setAmount('');
        intent.done();
        void queryClient.invalidateQueries({ queryKey: teamKeys.all });
        void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      }
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Typed the Brazilian way (docs/PRODUCT.md "Typing amounts"), sent as the wire's decimal.
    const read = parseAmountInput(amount);
    if (!read.ok || read.cents <= 0n) return setError(t('modal.enterAmount'));
    const value = toDecimal(read.cents);
    setError(undefined);
    move.mutate(value);
  };
  const type = (value: string) => {
    setAmount(value);
    intent.done();
  };
  return { amount, type, error, busy: move.isPending, submit };
}

type BonusWithdraw = ReturnType<typeof useBonusWithdraw>;

/** The withdraw-bonus form: the amount (or all of it), what is available, and the wager it carries. */
function BonusWithdrawForm({ info, form }: { info: TeamInfo; form: BonusWithdraw }) {
  const { t } = useTranslation(['team', 'common']);
  const lang = useAppState((s) => s.lang);
  return (
    <form onSubmit={form.submit} noValidate className="jl-team">
      <AmountInput
        label={t('modal.amount')}
        value={form.amount}
        placeholder={t('modal.placeholder', { min: formatAmount(info.withdraw_min, lang) })}
        onChange={form.type}
        error={form.error}
        data-testid="team-withdraw-amount"
        trailing={
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => form.type(formatAmountInput(parseDecimal(info.available) ?? 0n))}
          >
            {t('modal.all')}
          </Button>
        }
      />
      <p className="jl-team-note">{t('modal.available', { amount: formatAmount(info.available, lang) })}</p>
      <p className="jl-team-note">{t('modal.wager', { multiplier: info.withdraw_wager_multiplier })}</p>
      <Button type="submit" block busy={form.busy} data-testid="team-withdraw-submit">
        {t('modal.submit')}
      </Button>
    </form>
  );
}

/** Team bonus (available and on hold) with the withdraw-bonus modal. */
export function TeamBalance({ info }: { info: TeamInfo }) {
  const { t } = useTranslation(['team', 'common']);
  const lang = useAppState((s) => s.lang);
  const [open, setOpen] = useState(false);
  const form = useBonusWithdraw(() => setOpen(false));
  return (
    <section className="jl-team-card jl-team-card--hero" aria-labelledby="team-balance">
      <h2 id="team-balance">{t('balance.title')}</h2>
      <div className="jl-team-balance">
        <div>
          <div className="jl-team-balance__total" data-testid="team-balance">
            {formatAmount(info.team_balance, lang)}
          </div>
          <div className="jl-team-balance__parts">
            <span>
              {t('balance.available')}:{' '}
              <b data-testid="team-available">{formatAmount(info.available, lang)}</b>
            </span>
            <span>
              {t('balance.pending')}: {formatAmount(info.pending, lang)}
            </span>
          </div>
        </div>
        <Button
          size="sm"
          disabled={info.cash !== 'on'}
          onClick={() => setOpen(true)}
          data-testid="team-withdraw-open"
        >
          {t('balance.withdraw')}
        </Button>
      </div>
      <Popup
        open={open}
        onClose={() => setOpen(false)}
        title={t('modal.title')}
        closeLabel={t('common:actions.close')}
      >
        <BonusWithdrawForm info={info} form={form} />
      </Popup>
    </section>
  );
}

/** Promotion code and link with copy, the QR code and the browser's share sheet. */
export function TeamPromotion({ info }: { info: TeamInfo }) {
  const { t } = useTranslation(['team', 'common']);
  const copied = async (text: string) => {
    if (await copy(text)) showToast(t('common:messages.copied'), 'success');
  };
  const share = async () => {
    const text = t('promo.shareText', { code: info.invite_code });
    if (navigator.share) {
      try {
        await navigator.share({ title: text, text, url: info.invite_link });
        return;
      } catch {
        // The player closed the sheet: nothing to do.
        return;
      }
    }
    await copied(info.invite_link);
  };
  return (
    <section className="jl-team-card" aria-labelledby="team-promo">
      <h2 id="team-promo">{t('promo.title')}</h2>
      <div className="jl-team-promo__row">
        <span className="jl-team-promo__label">{t('promo.code')}</span>
        <span className="jl-team-promo__value" data-testid="team-code">
          {info.invite_code}
        </span>
        <Button size="sm" variant="secondary" onClick={() => void copied(info.invite_code)}>
          {t('promo.copy')}
        </Button>
      </div>
      <div className="jl-team-promo__row">
        <span className="jl-team-promo__label">{t('promo.link')}</span>
        <span className="jl-team-promo__value" data-testid="team-link">
          {info.invite_link}
        </span>
        <Button size="sm" variant="secondary" onClick={() => void copied(info.invite_link)}>
          {t('promo.copy')}
        </Button>
      </div>
      <img className="jl-team-promo__qr" src={info.qr_image} alt={t('promo.qrAlt')} />
      <Button block variant="secondary" onClick={() => void share()} data-testid="team-share">
        {t('promo.share')}
      </Button>
    </section>
  );
}

/** Team data: counts, valid invites, this week's active subordinates, links to the detail pages. */
export function TeamData({ info }: { info: TeamInfo }) {
  const { t } = useTranslation('team');
  const stats: ['level1' | 'level2' | 'valid' | 'weekActive', number | string, string][] = [
    ['level1', info.level1_count, 'team-level1'],
    ['level2', info.level2_count, 'team-level2'],
    ['valid', info.valid_invites, 'team-valid'],
    ['weekActive', info.week_active, 'team-week-active'],
  ];
  return (
    <section className="jl-team-card">
      <div className="jl-team-stats">
        {stats.map(([key, value, id]) => (
          <div className="jl-team-stat" key={key}>
            <b data-testid={id}>{value}</b>
            <span>{t(`data.${key}`)}</span>
          </div>
        ))}
      </div>
      <p className="jl-team-note">
        {t('data.agentLevel')}: {t('agent.levelN', { level: info.agent_level })}
      </p>
      <nav className="jl-team-links">
        <Link to={paths.teamDetail}>{t('data.detail')}</Link>
        <Link to={paths.withdrawInvite}>{t('data.invite')}</Link>
      </nav>
    </section>
  );
}
