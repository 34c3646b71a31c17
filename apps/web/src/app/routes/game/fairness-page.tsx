import { formatRelative } from '@jl/core/dates.ts';
import { parseAmountInput } from '@jl/core/money/amount-input.ts';
import { toDecimal } from '@jl/core/money/cents.ts';
import { GAMES, hashServerSeed, SLOT_GAME_CODES } from '@jl/games';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AmountInput } from '../../../components/ui/amount-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { PageLoading } from '../../../components/ui/loading.tsx';
import { paths } from '../../../config/paths.ts';
import {
  flatten,
  type RoundDetail,
  useFairness,
  useRotateSeed,
  useRounds,
  useSetClientSeed,
} from '../../../features/games/api/games-api.ts';
import { OutcomeView } from '../../../features/games/components/outcome-view.tsx';
import { money } from '../../../features/games/format.ts';
import { recompute } from '../../../features/games/verify.ts';
import { useReachBottom } from '../../../hooks/use-reach-bottom.ts';
import { useAppState } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

function randomSeed(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

type Fairness = NonNullable<ReturnType<typeof useFairness>['data']>;

/** The seed in use: the commitment to the server seed, the next nonce, the client seed (editable). */
function CurrentSeed({ data, onRotate }: { data: Fairness; onRotate: () => void }) {
  const { t } = useTranslation(['games', 'common']);
  const setClientSeed = useSetClientSeed();
  const [seed, setSeed] = useState('');
  useEffect(() => {
    setSeed(data.client_seed);
  }, [data]);
  return (
    <section className="jl-card" aria-labelledby="fair-current">
      <h2 id="fair-current" className="jl-card__title">
        {t('fair.current')}
      </h2>
      <dl className="jl-kv">
        <div>
          <dt>{t('fair.serverHash')}</dt>
          <dd className="jl-mono" data-testid="server-seed-hash">
            {data.server_seed_hash}
          </dd>
        </div>
        <div>
          <dt>{t('fair.nonce')}</dt>
          <dd className="jl-mono">{data.nonce}</dd>
        </div>
      </dl>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setClientSeed.mutate(seed, {
            onSuccess: (saved) => saved && showToast(t('fair.saved'), 'success'),
          });
        }}
        style={{ marginTop: 12 }}
      >
        <Field
          label={t('fair.clientSeed')}
          value={seed}
          maxLength={64}
          onChange={(event) => setSeed(event.target.value)}
          hint={t('fair.clientSeedHint')}
        />
        <div className="jl-form-row">
          <Button type="button" variant="secondary" onClick={() => setSeed(randomSeed())}>
            {t('fair.random')}
          </Button>
          <Button type="submit" disabled={!seed || seed === data.client_seed}>
            {t('fair.save')}
          </Button>
        </div>
      </form>
      <Button block variant="secondary" style={{ marginTop: 12 }} onClick={onRotate}>
        {t('fair.rotate')}
      </Button>
    </section>
  );
}

/** The seed rotated out: revealed, with its commitment checked here. */
function PreviousSeed({ previous }: { previous: Fairness['previous'] }) {
  const { t } = useTranslation(['games', 'common']);
  const previousHashOk = previous
    ? hashServerSeed(previous.server_seed) === previous.server_seed_hash
    : false;
  return (
    <section className="jl-card" aria-labelledby="fair-previous">
      <h2 id="fair-previous" className="jl-card__title">
        {t('fair.previous')}
      </h2>
      {previous ? (
        <>
          <dl className="jl-kv">
            <div>
              <dt>{t('fair.serverSeed')}</dt>
              <dd className="jl-mono" data-testid="revealed-seed">
                {previous.server_seed}
              </dd>
            </div>
            <div>
              <dt>{t('fair.serverHash')}</dt>
              <dd className="jl-mono">{previous.server_seed_hash}</dd>
            </div>
            <div>
              <dt>{t('fair.clientSeed')}</dt>
              <dd className="jl-mono">{previous.client_seed}</dd>
            </div>
            <div>
              <dt>{t('fair.lastNonce')}</dt>
              <dd className="jl-mono">{previous.last_nonce ?? t('fair.noRounds')}</dd>
            </div>
          </dl>
          <p className={`jl-verified ${previousHashOk ? 'is-ok' : 'is-bad'}`}>
            {previousHashOk ? t('fair.hashOk') : t('fair.hashBad')}
          </p>
        </>
      ) : (
        <p className="jl-rules__note">{t('fair.noPrevious')}</p>
      )}
    </section>
  );
}

/**
 * Provably fair (docs/API.md "Provably fair in the product"): the commitment of the server seed in use, the
 * client seed (editable), the next nonce, rotation (which reveals the old seed), the player's rounds and a
 * verifier that recomputes any round from seeds typed in — all in the browser, with the code the server runs.
 */
export default function GameFairnessPage({ route }: PageProps) {
  const { t } = useTranslation(['games', 'common']);
  const fairness = useFairness();
  const rotate = useRotateSeed();
  const [confirmRotate, setConfirmRotate] = useState(false);
  const data = fairness.data;
  if (!data) {
    return (
      <PageFrame route={route}>
        <PageLoading label={t('common:messages.loading')} />
      </PageFrame>
    );
  }
  return (
    <PageFrame route={route}>
      <p className="jl-card jl-rules__note" style={{ fontSize: 13 }}>
        {t('fair.intro')}
      </p>
      <CurrentSeed data={data} onRotate={() => setConfirmRotate(true)} />
      <PreviousSeed previous={data.previous} />
      <MyRounds />
      <ManualVerify />
      <ConfirmDialog
        open={confirmRotate}
        message={t('fair.rotateConfirm')}
        confirmLabel={t('fair.rotate')}
        cancelLabel={t('common:actions.cancel')}
        onConfirm={() => {
          setConfirmRotate(false);
          rotate.mutate(undefined, { onSuccess: (next) => next && showToast(t('fair.rotated'), 'success') });
        }}
        onCancel={() => setConfirmRotate(false)}
      />
    </PageFrame>
  );
}

function MyRounds() {
  const { t } = useTranslation(['games', 'common']);
  const lang = useAppState((s) => s.lang);
  const rounds = useRounds();
  const list = flatten(rounds.data);
  useReachBottom(() => void rounds.fetchNextPage(), {
    enabled: rounds.hasNextPage && !rounds.isFetchingNextPage,
  });
  return (
    <section className="jl-card" aria-labelledby="fair-rounds">
      <h2 id="fair-rounds" className="jl-card__title">
        {t('fair.rounds')}
      </h2>
      {list.length === 0 ? (
        <p className="jl-rules__note">
          {rounds.isPending ? t('common:messages.loading') : t('fair.roundsEmpty')}
        </p>
      ) : (
        <ul className="jl-rounds">
          {list.map((round) => (
            <li key={round.round_id}>
              <Link className="jl-round-row" to={`${paths.gameDetail}?id=${round.round_id}`}>
                <span className="jl-round-row__main">
                  <span className="jl-round-row__title">
                    {round.game_name} · #{round.round_id}
                  </span>
                  <span className="jl-round-row__sub">
                    {formatRelative(round.created_at, Date.now(), lang)} ·{' '}
                    {t('fair.nonceShort', { nonce: round.nonce })} · {t('detail.stake')}{' '}
                    {money(round.bet, lang)}
                  </span>
                </span>
                <span className={`jl-round-row__win${round.win !== '0.00' ? ' is-win' : ''}`}>
                  {money(round.win, lang)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type VerifyInput = { game: string; serverSeed: string; clientSeed: string; nonce: string; bet: string };
type Recomputed = { outcome: RoundDetail['outcome']; hash: string };

/** The verifier's inputs: the game (and its version), the seeds, the nonce and the bet. */
function VerifyInputs({ input, onChange }: { input: VerifyInput; onChange: (input: VerifyInput) => void }) {
  const { t } = useTranslation(['games', 'common']);
  const set = (field: keyof VerifyInput) => (e: { target: { value: string } }) =>
    onChange({ ...input, [field]: e.target.value });
  return (
    <>
      <div>
        <label className="jl-label" htmlFor="fair-game">
          {t('fair.game')}
        </label>
        <select id="fair-game" className="jl-select" value={input.game} onChange={set('game')}>
          {SLOT_GAME_CODES.map((code) => (
            <option key={code} value={code}>
              {t(`names.${code}`)} ({GAMES[code].info.version})
            </option>
          ))}
        </select>
      </div>
      <Field label={t('fair.serverSeed')} value={input.serverSeed} onChange={set('serverSeed')} />
      <Field label={t('fair.clientSeed')} value={input.clientSeed} onChange={set('clientSeed')} />
      <div className="jl-form-row" style={{ marginTop: 0 }}>
        <Field label={t('fair.nonceLabel')} inputMode="numeric" value={input.nonce} onChange={set('nonce')} />
        <AmountInput
          label={t('fair.bet')}
          value={input.bet}
          onChange={(bet) => onChange({ ...input, bet })}
        />
      </div>
    </>
  );
}

function VerifyResult({ result }: { result: Recomputed }) {
  const { t } = useTranslation(['games', 'common']);
  const lang = useAppState((s) => s.lang);
  return (
    <>
      <dl className="jl-kv">
        <div>
          <dt>{t('fair.serverHash')}</dt>
          <dd className="jl-mono">{result.hash}</dd>
        </div>
        <div>
          <dt>{t('fair.result')}</dt>
          <dd>{t('fair.totalWin', { amount: money(result.outcome.total_win, lang) })}</dd>
        </div>
      </dl>
      <OutcomeView outcome={result.outcome} />
    </>
  );
}

/** Recomputes any round from seeds the player types in, without asking the server anything. */
function ManualVerify() {
  const { t } = useTranslation(['games', 'common']);
  const [input, setInput] = useState<VerifyInput>({
    game: SLOT_GAME_CODES[0] ?? '',
    serverSeed: '',
    clientSeed: '',
    nonce: '0',
    bet: '1,00',
  });
  const [result, setResult] = useState<Recomputed | null>(null);
  const [error, setError] = useState(false);
  const compute = () => {
    try {
      const { serverSeed, clientSeed, nonce, game, bet } = input;
      const { outcome, serverSeedHash } = recompute({
        serverSeed,
        clientSeed,
        nonce: Number(nonce),
        game,
        // Typed the Brazilian way (docs/PRODUCT.md "Typing amounts"); unreadable is an error like a bad seed.
        bet: (() => {
          const read = parseAmountInput(bet);
          if (!read.ok) throw new Error('unreadable bet');
          return toDecimal(read.cents);
        })(),
      });
      setResult({ outcome, hash: serverSeedHash });
      setError(false);
    } catch {
      setResult(null);
      setError(true);
    }
  };
  return (
    <section className="jl-card" aria-labelledby="fair-manual">
      <h2 id="fair-manual" className="jl-card__title">
        {t('fair.manual')}
      </h2>
      <p className="jl-rules__note">{t('fair.manualIntro')}</p>
      <div className="jl-verify-form">
        <VerifyInputs input={input} onChange={setInput} />
        <Button onClick={compute}>{t('fair.compute')}</Button>
        {error ? <p className="jl-verified is-bad">{t('fair.invalidInput')}</p> : null}
        {result ? <VerifyResult result={result} /> : null}
      </div>
    </section>
  );
}
