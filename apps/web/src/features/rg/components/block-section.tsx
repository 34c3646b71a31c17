import { RG_COOLOFF_PERIODS, RG_EXCLUSION_PERIODS } from '@jl/core/contracts/rg-choices.ts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useAppState } from '../../../lib/store.ts';
import { type RgStatus, startCooloff, startExclusion } from '../api/rg-api.ts';
import { formatWhen } from '../format.ts';

type Props = { status: RgStatus; onChanged: (next: RgStatus) => void };
type Choice =
  | { kind: 'cooloff'; period: (typeof RG_COOLOFF_PERIODS)[number] }
  | { kind: 'exclusion'; period: (typeof RG_EXCLUSION_PERIODS)[number] }
  | null;

const HOUR = 3_600_000;
const LENGTH_MS: Record<string, number> = { '24h': 24 * HOUR, '7d': 7 * 24 * HOUR, '30d': 30 * 24 * HOUR };

/** When a block chosen now would end (what the confirmation says), null for permanent. */
function endOf(period: string, now = new Date()): Date | null {
  if (period in LENGTH_MS) return new Date(now.getTime() + LENGTH_MS[period]!);
  if (period === 'permanent') return null;
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + (period === '6m' ? 6 : 12));
  return end;
}

/** Cool-off and self-exclusion: choose a length, read exactly what happens, confirm. */
export function BlockSection({ onChanged }: Props) {
  const { t } = useTranslation('rg');
  const lang = useAppState((s) => s.lang);
  const [choice, setChoice] = useState<Choice>(null);

  async function confirm() {
    if (!choice) return;
    const answer =
      choice.kind === 'cooloff' ? await startCooloff(choice.period) : await startExclusion(choice.period);
    setChoice(null);
    if (answer && answer.code === 1) onChanged(answer.data);
  }

  let message = '';
  if (choice) {
    const end = endOf(choice.period);
    const vars = {
      period: t(`period.${choice.period}`),
      until: end ? formatWhen(end.toISOString(), lang) : '',
    };
    message =
      choice.kind === 'cooloff'
        ? t('block.cooloffConfirm', vars)
        : end
          ? t('block.exclusionConfirm', vars)
          : t('block.exclusionConfirmPermanent');
  }

  return (
    <>
      <section className="jl-rg-section" aria-labelledby="rg-cooloff-title">
        <h2 id="rg-cooloff-title" className="jl-rg-section__title">
          {t('block.cooloffTitle')}
        </h2>
        <p className="jl-rg-section__body">{t('block.cooloffBody')}</p>
        <div className="jl-rg-choices">
          {RG_COOLOFF_PERIODS.map((period) => (
            <Button key={period} variant="secondary" onClick={() => setChoice({ kind: 'cooloff', period })}>
              {t(`period.${period}`)}
            </Button>
          ))}
        </div>
      </section>
      <section className="jl-rg-section" aria-labelledby="rg-exclusion-title">
        <h2 id="rg-exclusion-title" className="jl-rg-section__title">
          {t('block.exclusionTitle')}
        </h2>
        <p className="jl-rg-section__body">{t('block.exclusionBody')}</p>
        <div className="jl-rg-choices">
          {RG_EXCLUSION_PERIODS.map((period) => (
            <Button key={period} variant="danger" onClick={() => setChoice({ kind: 'exclusion', period })}>
              {t(`period.${period}`)}
            </Button>
          ))}
        </div>
      </section>
      <ConfirmDialog
        open={choice !== null}
        message={message}
        confirmLabel={t('block.confirm')}
        cancelLabel={t('block.cancel')}
        danger
        onCancel={() => setChoice(null)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}

/** The block in force, what stays possible, and the ways to it (withdraw, history). */
export function BlockBanner({
  status,
  withdrawLink,
  historyLink,
}: {
  status: RgStatus;
  withdrawLink: ReactNode;
  historyLink: ReactNode;
}) {
  const { t } = useTranslation('rg');
  const lang = useAppState((s) => s.lang);
  const block = status.block;
  const barred = status.registry.status === 'barred';
  if (!block && !barred) return null;
  let title = t(
    status.registry.category === 'beneficiary' ? 'registry.beneficiaryBarred' : 'registry.barred',
  );
  if (block?.kind === 'cooloff') title = t('block.cooloffActive', { until: formatWhen(block.until!, lang) });
  else if (block?.kind === 'exclusion')
    title = block.until
      ? t('block.exclusionActive', { until: formatWhen(block.until, lang) })
      : t('block.exclusionPermanent');
  return (
    <section className="jl-rg-banner" role="status" data-testid="rg-block">
      <strong className="jl-rg-banner__title">{title}</strong>
      <p>{t('block.cannot')}</p>
      <p className="jl-rg-banner__ok">{t('block.canStill')}</p>
      <div className="jl-rg-choices">
        {withdrawLink}
        {historyLink}
      </div>
    </section>
  );
}
