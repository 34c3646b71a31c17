import { parseDecimal } from '@jl/core/money/cents.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/loading.tsx';
import { Popup } from '../../../components/ui/popup.tsx';
import { useIntentKeys } from '../../../lib/idempotency-key.ts';
import { useAppState } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';
import { unlockWithdrawals, useWalletInfo, type WalletInfo, walletKeys } from '../api/wallet-api.ts';
import { money, wagerPercent } from '../money.ts';
import { useWagerSources, WagerSources } from './wager-sources.tsx';
import './wallet.css';

export type WalletCardProps = {
  /** After a successful unlock (the page refreshes what else shows balances). */
  onUnlocked?: () => void;
};

/**
 * The Mine wallet card (docs/SPECIFICATION.md §2 "wallet: available balance, balance to be wagered, unlock
 * withdrawals"; docs/LEDGER.md "Wagering"): the balance, what is left to wager, the withdrawable and locked
 * parts, and the unlock button with its confirmation.
 */
export function WalletCard({ onUnlocked }: WalletCardProps) {
  const { t } = useTranslation(['wallet', 'common']);
  const query = useWalletInfo();
  // Both answers arrive together (the <head> script asks for both early): drawing the card only when the
  // sources are known too keeps the lists below from being pushed down by them (layout shift).
  const wagering = useWagerSources();
  const queryClient = useQueryClient();
  const lang = useAppState((s) => s.lang);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // One key per confirmation dialog: a double tap on "unlock now" moves the money once.
  const intent = useIntentKeys();

  const open = () => {
    intent.done();
    setConfirming(true);
  };

  const unlock = async () => {
    setConfirming(false);
    setBusy(true);
    const result = await unlockWithdrawals(intent.of());
    setBusy(false);
    if (result && result.code === 1) {
      const amount = money(result.data.unlocked, lang);
      showToast(t('wallet.unlocked', { amount }), 'success');
      queryClient.setQueryData(walletKeys.info, result.data.wallet);
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      onUnlocked?.();
    } else if (result && result.code === 0) {
      // CONDITION_NOT_MET ('Condition not met') or NOTHING_TO_UNLOCK, in the player's language.
      showToast(result.msg || t('common:messages.conditionNotMet'), 'error');
    } else if (!result) {
      showToast(t('common:messages.serverError'), 'error');
    }
  };

  if (query.isPending || wagering.isPending)
    return <WalletCardSkeleton label={t('common:messages.loading')} />;
  if (query.isError || !query.data) {
    return (
      <section className="jl-wallet jl-wallet--error" role="alert">
        <p className="jl-wallet__error">{t('card.loadError')}</p>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </section>
    );
  }

  const info = query.data;
  return (
    <>
      <WalletCardView info={info} lang={lang} busy={busy} onUnlock={open} />
      <WagerSources lang={lang} sources={wagering.data?.sources ?? []} />
      <Popup
        open={confirming}
        onClose={() => setConfirming(false)}
        variant="center"
        title={t('card.unlockTitle')}
      >
        <UnlockConfirm
          info={info}
          lang={lang}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void unlock()}
        />
      </Popup>
    </>
  );
}

type ViewProps = { info: WalletInfo; lang: string; busy: boolean; onUnlock: () => void };

export function WalletCardView({ info, lang, busy, onUnlock }: ViewProps) {
  const { t } = useTranslation(['wallet', 'common']);
  const percent = wagerPercent(info.wager_done, info.wager_required);
  const pending = parseDecimal(info.withdraw_pending) ?? 0n;
  const locked = parseDecimal(info.locked) ?? 0n;
  const progress = t('card.unlockProgress', {
    done: money(info.wager_done, lang),
    required: money(info.wager_required, lang),
  });
  return (
    <section className="jl-wallet" aria-label={t('card.title')}>
      <p className="jl-wallet__label">{t('wallet.balance')}</p>
      <p className="jl-wallet__total" data-testid="wallet-balance">
        {money(info.balance, lang)}
      </p>
      <dl className="jl-wallet__grid">
        <div className="jl-wallet__cell">
          <dt>{t('wallet.withdrawable')}</dt>
          <dd data-testid="wallet-withdrawable">{money(info.withdrawable, lang)}</dd>
        </div>
        <div className="jl-wallet__cell">
          <dt>{t('wallet.locked')}</dt>
          <dd data-testid="wallet-locked">{money(info.locked, lang)}</dd>
        </div>
        {/* Not a balance: the valid bets still needed before the locked money can be withdrawn. */}
        <div className="jl-wallet__cell jl-wallet__cell--wager">
          <dt>{t('wallet.toWager')}</dt>
          <dd data-testid="wallet-to-wager">{money(info.wager_remaining, lang)}</dd>
        </div>
      </dl>
      {parseDecimal(info.wager_required) ? (
        <div
          className="jl-wallet__progress"
          role="progressbar"
          aria-label={progress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
      ) : null}
      <p className="jl-wallet__note">
        {info.can_unlock ? (
          <>
            <Icon name="check" size={16} /> {t('card.ready')}
          </>
        ) : locked === 0n && !parseDecimal(info.wager_remaining) ? (
          t('card.allWithdrawable')
        ) : (
          progress
        )}
      </p>
      {pending > 0n ? (
        <p className="jl-wallet__note">{t('card.pending', { amount: money(info.withdraw_pending, lang) })}</p>
      ) : null}
      {/* "Liberar saques" only when something is locked: there is nothing to free otherwise. */}
      {locked > 0n ? (
        <Button
          block
          variant={info.can_unlock ? 'primary' : 'secondary'}
          busy={busy}
          onClick={onUnlock}
          icon={<Icon name="lock" size={18} />}
        >
          {t('wallet.unlock')}
        </Button>
      ) : null}
    </section>
  );
}

function UnlockConfirm({
  info,
  lang,
  onCancel,
  onConfirm,
}: {
  info: WalletInfo;
  lang: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation(['wallet', 'common']);
  return (
    <div className="jl-unlock">
      <p className="jl-unlock__body">{t('card.unlockBody')}</p>
      <ul className="jl-unlock__facts">
        <li>
          {t('card.unlockProgress', {
            done: money(info.wager_done, lang),
            required: money(info.wager_required, lang),
          })}
        </li>
        <li>{t('card.unlockAmount', { amount: money(info.locked, lang) })}</li>
      </ul>
      <div className="jl-confirm__actions">
        <Button variant="secondary" block onClick={onCancel}>
          {t('common:actions.cancel')}
        </Button>
        <Button block onClick={onConfirm}>
          {t('card.unlockConfirm')}
        </Button>
      </div>
    </div>
  );
}

function WalletCardSkeleton({ label }: { label: string }) {
  return (
    <section className="jl-wallet" aria-busy="true" aria-label={label}>
      <Skeleton width="40%" height={14} />
      <Skeleton width="60%" height={34} />
      <div className="jl-wallet__grid">
        <Skeleton height={44} />
        <Skeleton height={44} />
        <Skeleton height={44} />
      </div>
      <Skeleton height={44} radius={12} />
    </section>
  );
}
