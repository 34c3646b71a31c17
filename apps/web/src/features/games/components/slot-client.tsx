import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons.tsx';
import { type SlotRoundOptions, useSlotRound } from '../hooks/use-slot-round.ts';
import { AutoplaySheet } from './autoplay-sheet.tsx';
import { Reels } from './reels.tsx';
import { RulesSheet } from './rules-sheet.tsx';
import { SlotControls } from './slot-controls.tsx';
import { SlotResult, SlotTop } from './slot-panels.tsx';
import { SlotPrompts } from './slot-prompts.tsx';
import './slot-client.css';

export type SlotClientProps = SlotRoundOptions;

/**
 * The originals' game client. The server plays the round (provably fair) and answers with the
 * outcome; the reels spin until the answer arrives and then stop, left to right, on exactly that
 * outcome, then play its re-spin or free spins in order. Nothing about the result is decided here
 * (the state is `slot-state.ts`, the round's steps `hooks/use-slot-round.ts`).
 */
export function SlotClient(props: SlotClientProps) {
  const { game } = props;
  const { t } = useTranslation(['games', 'common']);
  const slot = useSlotRound(props);
  const { state, dispatch } = slot;
  const symbols = useMemo(() => game.rules.paytable.map((p) => p.symbol), [game.rules.paytable]);
  const closeSheet = () => dispatch({ type: 'sheetOpened', sheet: null });
  return (
    <div className={`jl-slot jl-slot--${game.code}`}>
      <SlotTop
        game={game}
        balance={state.balance}
        onRules={() => dispatch({ type: 'sheetOpened', sheet: 'rules' })}
      />
      {slot.closed ? (
        <p className="jl-slot__maintenance" role="alert">
          <Icon name="info" size={18} /> {t('common:messages.gameMaintenance')}
        </p>
      ) : null}
      <div className="jl-slot__stage">
        <Reels
          code={game.code}
          reels={game.rules.reels}
          rows={game.rules.rows}
          window={state.window}
          state={state.reelState}
          symbols={symbols}
          highlight={state.highlight}
          paths={state.drawn}
          wildReels={state.wildReels}
          wild={game.rules.wild}
          reducedMotion={slot.reducedMotion}
        />
        {state.banner ? (
          <div className="jl-slot__banner" role="status">
            {state.banner}
          </div>
        ) : null}
      </div>
      <SlotResult winText={state.winText} details={state.details} last={state.last} busy={state.busy} />
      <SlotControls
        bet={slot.bet}
        betIndex={state.betIndex}
        levels={slot.levels.length}
        busy={state.busy}
        autoLeft={state.autoLeft}
        sound={state.sound}
        onBetStep={(step) => dispatch({ type: 'betStepped', step, levels: slot.levels.length })}
        onSpin={() => void slot.onSpin()}
        onAutoplay={() => dispatch({ type: 'sheetOpened', sheet: 'auto' })}
        onStopAuto={slot.stopAuto}
        onToggleSound={slot.toggleSound}
      />
      <RulesSheet open={state.sheet === 'rules'} onClose={closeSheet} game={game} betCents={slot.bet} />
      <AutoplaySheet
        open={state.sheet === 'auto'}
        onClose={closeSheet}
        onStart={(c) => void slot.startAuto(c)}
      />
      <SlotPrompts prompt={state.prompt} onClose={() => dispatch({ type: 'prompted', prompt: null })} />
    </div>
  );
}
