import { label, t } from '../../../lib/i18n.ts';

/**
 * A form for one settings value, built from its shape: text and number inputs for the leaves, a
 * fieldset per object, a table per list of objects (rows added by copying the last one), one input
 * per item of a list of amounts, and a select or checkboxes where the schema allows only some words.
 * Invalid leaves are marked with the shared schema's message (`errors`, by dotted path).
 */

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Path = (string | number)[];

export type FormProps = {
  value: Json;
  onChange: (next: Json) => void;
  errors: Record<string, string>;
  /** The words a leaf may take, by its key (`profile`, `type`) — or a list of words (`fraudChecks`). */
  choices: Record<string, readonly string[]>;
  /** A new row of each list of objects, by its key (used when the list is empty). */
  templates: Record<string, Record<string, Json>>;
};

const fieldLabel = (key: string) => label(`backoffice.settings.fields.${key}`, key);

function setAt(root: Json, path: Path, leaf: Json): Json {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const next = [...root];
    next[head as number] = setAt(root[head as number] ?? null, rest, leaf);
    return next;
  }
  const object = (root ?? {}) as Record<string, Json>;
  return { ...object, [head as string]: setAt(object[head as string] ?? null, rest, leaf) };
}

const isObject = (v: Json): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function SectionForm(props: FormProps) {
  const change = (path: Path, leaf: Json) => props.onChange(setAt(props.value, path, leaf));
  return <Node {...props} node={props.value} path={[]} change={change} />;
}

type NodeProps = FormProps & { node: Json; path: Path; change: (path: Path, leaf: Json) => void };

function Node(props: NodeProps) {
  const { node, path } = props;
  const key = String(path.at(-1) ?? '');
  if (isObject(node)) {
    const body = Object.entries(node).map(([k, v]) => (
      <Node key={k} {...props} node={v} path={[...path, k]} />
    ));
    if (path.length === 0) return <div className="settings-form">{body}</div>;
    return (
      <fieldset className="card settings-group">
        <legend>{fieldLabel(key)}</legend>
        {body}
      </fieldset>
    );
  }
  if (Array.isArray(node)) {
    if (props.choices[key]) return <WordSet {...props} node={node as string[]} />;
    if ((node.length > 0 && node.every(isObject)) || props.templates[key])
      return <RowTable {...props} node={node as Record<string, Json>[]} />;
    return <ItemList {...props} node={node} />;
  }
  return <Leaf {...props} />;
}

function Leaf(props: NodeProps) {
  const { path } = props;
  const key = String(path.at(-1));
  const name = path.join('.');
  const error = props.errors[name];
  // The input carries its own aria-label (the same words), so a plain block holds the three parts.
  return (
    <div className="field">
      <span>{fieldLabel(key)}</span>
      <LeafInput {...props} label={fieldLabel(key)} />
      {error && <span className="field-error">{error}</span>}
    </div>
  );
}

/** The input alone (also used inside table cells, labelled for screen readers). */
function LeafInput(props: NodeProps & { label: string }) {
  const { node, path } = props;
  const key = String(path.at(-1));
  const name = path.join('.');
  const invalid = props.errors[name] !== undefined;
  const style = invalid ? { borderColor: 'var(--danger)' } : undefined;
  const words = props.choices[key];
  if (words && typeof node === 'string')
    return (
      <select
        className="input"
        name={name}
        aria-label={props.label}
        aria-invalid={invalid}
        style={style}
        value={node}
        onChange={(e) => props.change(path, e.target.value)}
      >
        {words.map((w) => (
          <option key={w} value={w}>
            {label(`backoffice.settings.choices.${w}`, w)}
          </option>
        ))}
      </select>
    );
  if (typeof node === 'boolean')
    return (
      <input
        type="checkbox"
        name={name}
        aria-label={props.label}
        checked={node}
        onChange={(e) => props.change(path, e.target.checked)}
      />
    );
  return (
    <input
      className={`input${typeof node === 'number' || /^\d/.test(String(node)) ? ' mono' : ''}`}
      name={name}
      aria-label={props.label}
      aria-invalid={invalid}
      style={style}
      inputMode={typeof node === 'number' ? 'numeric' : undefined}
      value={node === null ? '' : String(node)}
      onChange={(e) => {
        const raw = e.target.value;
        // Numbers stay numbers while they read as one, so the schema names a typo instead of a type.
        props.change(path, typeof node === 'number' && /^-?\d+$/.test(raw) ? Number(raw) : raw);
      }}
    />
  );
}

function WordSet(props: NodeProps & { node: string[] }) {
  const key = String(props.path.at(-1));
  const name = props.path.join('.');
  return (
    <fieldset className="card settings-group">
      <legend>{fieldLabel(key)}</legend>
      <div className="row">
        {props.choices[key]!.map((w) => (
          <label key={w} className="row" style={{ gap: 6 }}>
            <input
              type="checkbox"
              name={`${name}.${w}`}
              checked={props.node.includes(w)}
              onChange={(e) =>
                props.change(
                  props.path,
                  e.target.checked ? [...props.node, w] : props.node.filter((x) => x !== w),
                )
              }
            />
            {label(`backoffice.settings.choices.${w}`, w)}
          </label>
        ))}
      </div>
      {props.errors[name] && <span className="field-error">{props.errors[name]}</span>}
    </fieldset>
  );
}

function ItemList(props: NodeProps & { node: Json[] }) {
  const key = String(props.path.at(-1));
  const name = props.path.join('.');
  return (
    <fieldset className="card settings-group">
      <legend>{fieldLabel(key)}</legend>
      <div className="row" style={{ flexWrap: 'wrap' }}>
        {props.node.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items are edited in place; the index is their identity
          <span key={i} className="settings-item">
            <LeafInput
              {...props}
              node={item}
              path={[...props.path, i]}
              label={`${fieldLabel(key)} ${i + 1}`}
            />
            <RemoveButton {...props} index={i} />
          </span>
        ))}
        <button
          type="button"
          className="btn small"
          onClick={() => props.change(props.path, [...props.node, props.node.at(-1) ?? ''])}
        >
          {t('backoffice.settings.addItem')}
        </button>
      </div>
      {Object.entries(props.errors)
        .filter(([p]) => p === name || p.startsWith(`${name}.`))
        .slice(0, 1)
        .map(([p, m]) => (
          <span key={p} className="field-error">
            {m}
          </span>
        ))}
    </fieldset>
  );
}

/** Removes item `index` of a list. */
function RemoveButton(props: NodeProps & { node: Json[]; index: number }) {
  return (
    <button
      type="button"
      className="btn small"
      aria-label={t('backoffice.settings.removeItem', { n: props.index + 1 })}
      onClick={() =>
        props.change(
          props.path,
          props.node.filter((_, j) => j !== props.index),
        )
      }
    >
      ×
    </button>
  );
}

/** One cell of a row table: the field's input, or a dash where this row has no such field. */
function RowCell(props: NodeProps & { row: Record<string, Json>; index: number; column: string }) {
  const { row, index: i, column: c } = props;
  if (row[c] === undefined) return <td className="muted">—</td>;
  const key = String(props.path.at(-1));
  return (
    <td>
      <LeafInput
        {...props}
        node={row[c] ?? ''}
        path={[...props.path, i, c]}
        label={`${fieldLabel(key)} ${i + 1} · ${fieldLabel(c)}`}
      />
    </td>
  );
}

function RowTable(props: NodeProps & { node: Record<string, Json>[] }) {
  const key = String(props.path.at(-1));
  const template = props.node.at(-1) ?? props.templates[key] ?? {};
  // Rows may differ (a wheel's cash and diamond segments): a column for every key any row has.
  const columns = [...new Set([...props.node.flatMap((row) => Object.keys(row)), ...Object.keys(template)])];
  const name = props.path.join('.');
  const rowErrors = Object.entries(props.errors).filter(([p]) => p === name || p.startsWith(`${name}.`));
  return (
    <fieldset className="card settings-group">
      <legend>{fieldLabel(key)}</legend>
      <div className="table-wrap">
        <table className="data">
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c}>{fieldLabel(c)}</th>
              ))}
              <th />
            </tr>
          </thead>
          <tbody>
            {props.node.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; the index is their identity
              <tr key={i}>
                {columns.map((c) => (
                  <RowCell key={c} {...props} row={row} index={i} column={c} />
                ))}
                <td>
                  <RemoveButton {...props} index={i} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="row" style={{ marginTop: 8 }}>
        <button
          type="button"
          className="btn small"
          onClick={() => props.change(props.path, [...props.node, structuredClone(template)])}
        >
          {t('backoffice.settings.addRow')}
        </button>
        {rowErrors.slice(0, 1).map(([p, m]) => (
          <span key={p} className="field-error">
            {t('backoffice.settings.rowError', { row: rowNumber(p, name), message: m })}
          </span>
        ))}
      </div>
    </fieldset>
  );
}

const rowNumber = (path: string, base: string) => Number(path.slice(base.length + 1).split('.')[0] ?? 0) + 1;
