/**
 * An audit row's detail; a change (`changes: [{path, before, after}]`, or `before`/`after` objects) is
 * shown as the paths that changed, old value → new value.
 */
export function DetailCell(props: { detail: Record<string, unknown> }) {
  const {
    before,
    after,
    changes: stored,
    ...rest
  } = props.detail as {
    before?: unknown;
    after?: unknown;
    changes?: { path: string; before: unknown; after: unknown }[];
  };
  const changes = Array.isArray(stored)
    ? stored.map((c) => ({ path: c.path, from: c.before, to: c.after }))
    : isRecord(before) && isRecord(after)
      ? diff(before, after)
      : [];
  return (
    <div>
      {changes.map((c) => (
        <div key={c.path} className="mono">
          {c.path}: <span style={{ color: 'var(--danger)' }}>{show(c.from)}</span> →{' '}
          <span style={{ color: 'var(--green)' }}>{show(c.to)}</span>
        </div>
      ))}
      {Object.keys(rest).length > 0 && <div className="mono diff-json muted">{JSON.stringify(rest)}</div>}
    </div>
  );
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const show = (v: unknown) => (v === undefined ? '∅' : JSON.stringify(v));

/** The leaves that differ between two JSON values, by dotted path (arrays by index). */
export function diff(a: unknown, b: unknown, path = ''): { path: string; from: unknown; to: unknown }[] {
  if (isRecord(a) && isRecord(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    return keys.flatMap((k) => diff(a[k], b[k], path ? `${path}.${k}` : k));
  }
  return JSON.stringify(a) === JSON.stringify(b) ? [] : [{ path: path || '·', from: a, to: b }];
}
