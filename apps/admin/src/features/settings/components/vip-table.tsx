import type { VipTableEdit } from '@jl/core/contracts/admin-settings.ts';
import { StaticTable } from '../../../components/ui/static-table.tsx';
import { t } from '../../../lib/i18n.ts';

type Level = VipTableEdit[number];
type Key = keyof Level;
type Kind = 'money' | 'int' | 'money?';
/** The editable columns, each named by `backoffice.vipTable.columns.<key>`. */
const COLUMNS: { key: Key; kind: Kind }[] = [
  { key: 'recharge', kind: 'money' },
  { key: 'bet', kind: 'money' },
  { key: 'reward', kind: 'money' },
  { key: 'withdrawTimesPerDay', kind: 'int' },
  { key: 'withdrawMax', kind: 'money' },
  { key: 'withdrawFeeBps', kind: 'int' },
  { key: 'maxGameBalance', kind: 'money?' },
];
const columnLabel = (key: Key) => t(`backoffice.vipTable.columns.${key}`);

/** The cells that differ, by "VIPn · column", for the review before saving. */
export function vipChanges(before: VipTableEdit, after: VipTableEdit) {
  return after.flatMap((level, i) =>
    COLUMNS.filter((c) => before[i]?.[c.key] !== level[c.key]).map((c) => {
      const path = `VIP${level.level} · ${columnLabel(c.key)}`;
      return {
        key: path,
        label: path,
        before: String(before[i]?.[c.key] ?? '—'),
        after: String(level[c.key] ?? '—'),
      };
    }),
  );
}

/** The table with `raw` typed into one cell (an integer column as a number, an empty optional as null). */
function withCell(draft: VipTableEdit, i: number, key: Key, raw: string, kind: Kind): VipTableEdit {
  const next = structuredClone(draft);
  const value = kind === 'int' ? Number(raw) : kind === 'money?' && raw === '' ? null : raw;
  (next[i] as Record<string, unknown>)[key] = value;
  return next;
}

/** Every level's editable cells; `badField` (the server's refusal, "levels.i.key") is outlined. */
export function VipTable(props: {
  draft: VipTableEdit;
  badField?: string;
  onChange: (next: VipTableEdit) => void;
}) {
  // Headers wrap and cells stay compact, so the eight columns fit 1280 px without a scrollbar.
  return (
    <div className="vip-table">
      <StaticTable
        headers={[t('backoffice.settings.fields.level'), ...COLUMNS.map((c) => columnLabel(c.key))]}
      >
        {props.draft.map((level, i) => (
          <tr key={level.level}>
            <td>VIP{level.level}</td>
            {COLUMNS.map((c) => {
              const value = level[c.key];
              return (
                <td key={c.key}>
                  <input
                    className="input mono"
                    style={{
                      borderColor: props.badField === `levels.${i}.${c.key}` ? 'var(--danger)' : undefined,
                    }}
                    aria-label={`VIP${level.level} ${columnLabel(c.key)}`}
                    value={value === null ? '' : String(value)}
                    onChange={(e) => props.onChange(withCell(props.draft, i, c.key, e.target.value, c.kind))}
                  />
                </td>
              );
            })}
          </tr>
        ))}
      </StaticTable>
    </div>
  );
}
