import './loading.css';

export function Spinner({ size = 28, label }: { size?: number; label?: string }) {
  return (
    <span className="jl-spinner" style={{ width: size, height: size }} role={label ? 'status' : undefined}>
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}

/** A placeholder block that shimmers while content loads. */
export function Skeleton({
  width = '100%',
  height = 16,
  radius = 8,
}: {
  width?: number | string;
  height?: number | string;
  radius?: number;
}) {
  return <span className="jl-skeleton" style={{ width, height, borderRadius: radius }} aria-hidden="true" />;
}

/** The page-level loading state: a spinner with its label, above skeleton rows. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className="jl-page-loading">
      <Spinner size={32} label={label} />
      <p className="jl-page-loading__label">{label}</p>
      <div className="jl-page-loading__rows" aria-hidden="true">
        <Skeleton height={72} radius={14} />
        <Skeleton height={18} width="70%" />
        <Skeleton height={18} width="45%" />
      </div>
    </div>
  );
}
