import { useTranslation } from 'react-i18next';
import { Popup } from '../../../components/ui/popup.tsx';
import { useAppState } from '../../../lib/store.ts';
import type { GameInfo } from '../api/games-api.ts';
import { money, percent } from '../format.ts';
import { SymbolArt } from './symbol-art.tsx';
import './games.css';
import { numberFormat } from '../../../lib/number-format.ts';

type Props = { game: GameInfo; betCents: bigint };

function useRulesText() {
  const { t } = useTranslation(['games', 'common']);
  const lang = useAppState((s) => s.lang);
  return { t, lang, pct: (value: string) => percent(value) };
}

/** The exact RTP (its fraction shown, or behind a disclosure when long) and the game's key figures. */
function RtpFacts({ game }: { game: GameInfo }) {
  const { t, lang, pct } = useRulesText();
  const { rules } = game;
  const facts: [string, string][] = [
    [t('rules.baseRtp'), pct(rules.base_rtp)],
    [t('rules.featureRtp'), pct(rules.feature_rtp)],
    [t('rules.hitFrequency'), pct(rules.hit_frequency)],
    [t('rules.featureFrequency'), pct(rules.feature_frequency)],
    [t('rules.volatility'), t(`volatility.${game.volatility as 'low'}`)],
    [
      t('rules.maxWin'),
      t('rules.maxWinValue', {
        multiple: numberFormat({ maximumFractionDigits: 4 }).format(Number(rules.max_win_multiple)),
      }),
    ],
    [
      t('rules.limits'),
      t('rules.limitsValue', {
        min: money(game.min_bet, lang),
        max: money(game.max_bet, lang),
        step: money(fromCoins(rules.coin_divisor), lang),
      }),
    ],
  ];
  return (
    <>
      <div className="jl-rules__rtp">
        <span className="jl-rules__rtp-label">{t('rules.rtp')}</span>
        <strong className="jl-rules__rtp-value">{pct(game.rtp)}</strong>
        {game.rtp_exact.length <= 32 ? (
          <span className="jl-rules__rtp-exact">{t('rules.rtpExact', { fraction: game.rtp_exact })}</span>
        ) : (
          <details className="jl-rules__rtp-exact">
            <summary>{t('rules.rtpExactShow', { digits: game.rtp_exact.length })}</summary>
            <span className="jl-mono">{game.rtp_exact}</span>
          </details>
        )}
      </div>
      <dl className="jl-facts">
        {facts.map(([label, value]) => (
          <div key={label} className="jl-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** How a spin wins: the layout, lines or ways, the wild, the feature and the scatter. */
function HowToWin({ game }: { game: GameInfo }) {
  const { t } = useRulesText();
  const { rules } = game;
  const feature = rules.feature;
  return (
    <>
      <h3 className="jl-rules__h">{t('rules.howToWin')}</h3>
      <ul className="jl-rules__list">
        <li>{t('rules.layout', { reels: rules.reels, rows: rules.rows })}</li>
        <li>
          {rules.evaluation.kind === 'lines'
            ? t('rules.lines', { count: rules.evaluation.lines.length })
            : t('rules.ways', { count: rules.rows ** rules.reels })}
        </li>
        {rules.wild ? (
          <li>
            {rules.evaluation.kind === 'ways'
              ? t('rules.wildWays', { weight: rules.evaluation.wild_weight })
              : rules.scatter
                ? t('rules.wild')
                : t('rules.wildAll')}
          </li>
        ) : null}
        {feature.kind === 'expanding-wild-respin' ? (
          <li>{t('rules.respin', { reel: feature.reel + 1 })}</li>
        ) : null}
        {feature.kind === 'free-spins' ? (
          <li>
            {t('rules.freeSpins', {
              min: feature.min_scatters,
              spins: feature.spins,
              multiplier: feature.multiplier,
              retrigger: feature.retrigger_spins,
              max: feature.max_spins,
            })}
          </li>
        ) : null}
        {rules.scatter ? <li>{t('rules.scatterPays')}</li> : null}
        <li>{t('rules.highestOnly')}</li>
      </ul>
    </>
  );
}

/** The paylines, each drawn on a small grid. */
function LineMap({ game, lines }: { game: GameInfo; lines: number[][] }) {
  const { t } = useRulesText();
  const { rules } = game;
  return (
    <>
      <h3 className="jl-rules__h">{t('rules.lineMap')}</h3>
      <ol className="jl-linemap">
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are numbered by position
          <li key={index} className="jl-linemap__item" aria-label={t('rules.lineN', { n: index + 1 })}>
            <span className="jl-linemap__n">{index + 1}</span>
            <span className="jl-linemap__grid" style={{ gridTemplateColumns: `repeat(${rules.reels}, 1fr)` }}>
              {Array.from({ length: rules.rows }, (_, row) =>
                line.map((r, reel) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: positional cells
                  <span key={`${row}-${reel}`} className={r === row ? 'is-on' : ''} />
                )),
              )}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}

/** What each symbol pays at the current bet. */
function Paytable({ game, betCents }: Props) {
  const { t, lang } = useRulesText();
  const { rules } = game;
  const coin = betCents / BigInt(rules.coin_divisor);
  const symbolName = (id: string) => t(`symbols.${id as 'wild'}`, { defaultValue: id });
  return (
    <>
      <h3 className="jl-rules__h">{t('rules.paytable')}</h3>
      <p className="jl-rules__note">
        {t(rules.evaluation.kind === 'lines' ? 'rules.paytableNoteLines' : 'rules.paytableNoteWays', {
          bet: money(fromCoins(Number(betCents)), lang),
        })}
      </p>
      <ul className="jl-paytable">
        {rules.paytable.map((entry) => (
          <li key={entry.symbol} className="jl-paytable__row">
            <SymbolArt id={entry.symbol} size={40} title={symbolName(entry.symbol)} />
            <div className="jl-paytable__body">
              <span className="jl-paytable__name">
                {symbolName(entry.symbol)}
                {entry.kind === 'scatter' ? <em> · {t(`kinds.${entry.kind}`)}</em> : null}
              </span>
              {entry.pays.length > 0 ? (
                <span className="jl-paytable__pays">
                  {entry.pays.map((pay) => (
                    <span key={pay.count}>
                      {t('rules.pays', { count: pay.count })}{' '}
                      <b>{money(fromCoins(Number(coin * BigInt(pay.coins))), lang)}</b>
                    </span>
                  ))}
                </span>
              ) : (
                <span className="jl-paytable__pays">{t('rules.substitutes')}</span>
              )}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Rules and paytable, with the exact RTP, published before the first bet (Portaria SPA/MF
 * 1.207/2024, GLI-11): everything here comes from the game version's maths, nothing from settings.
 * Pays are shown for the current bet.
 */
export function RulesContent({ game, betCents }: Props) {
  const { t } = useRulesText();
  const { evaluation } = game.rules;
  return (
    <div className="jl-rules">
      <RtpFacts game={game} />
      <HowToWin game={game} />
      {evaluation.kind === 'lines' ? <LineMap game={game} lines={evaluation.lines} /> : null}
      <Paytable game={game} betCents={betCents} />
      <p className="jl-rules__fair">{t('rules.fair', { version: game.version })}</p>
    </div>
  );
}

/** Centavos as a wire decimal (money() takes the wire form). */
function fromCoins(centsValue: number): string {
  return `${Math.floor(centsValue / 100)}.${String(centsValue % 100).padStart(2, '0')}`;
}

export function RulesSheet({
  open,
  onClose,
  game,
  betCents,
}: {
  open: boolean;
  onClose: () => void;
  game: GameInfo;
  betCents: bigint;
}) {
  const { t } = useTranslation(['games', 'common']);
  return (
    <Popup open={open} onClose={onClose} title={t('rules.title')} closeLabel={t('common:actions.close')}>
      <RulesContent game={game} betCents={betCents} />
    </Popup>
  );
}
