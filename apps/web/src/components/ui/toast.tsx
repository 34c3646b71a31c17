import { useToast } from '../../lib/toast.ts';
import './toast.css';

/** Renders the current toast (lib/toast.ts); mounted once by the app layout. */
export function ToastHost() {
  const toast = useToast();
  return (
    <div className="jl-toast-host" aria-live="polite" aria-atomic="true">
      {toast ? (
        <div
          key={toast.id}
          className={`jl-toast jl-toast--${toast.tone}`}
          role={toast.tone === 'error' ? 'alert' : 'status'}
        >
          {toast.message}
        </div>
      ) : null}
    </div>
  );
}
