import { useIsLoading } from '../../lib/loading.ts';
import { Spinner } from './loading.tsx';

/** The blocking indicator for calls made with `loading: true`. */
export function GlobalLoading({ label }: { label: string }) {
  const loading = useIsLoading();
  if (!loading) return null;
  return (
    <div className="jl-overlay-loading">
      <div className="jl-overlay-loading__box">
        <Spinner size={34} label={label} />
      </div>
    </div>
  );
}
