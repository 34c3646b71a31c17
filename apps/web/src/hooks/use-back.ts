import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { currentHistoryIndex, previousEntry, resolveBack } from '../lib/navigation.ts';

/** The header back button's action (docs/SPECIFICATION.md §2 back navigation); `fallback` is used with no history. */
export function useBack(fallback: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const index = currentHistoryIndex();
    const action = resolveBack({ previousPath: previousEntry(index), canGoBack: index > 0, fallback });
    if (action.kind === 'back') navigate(-1);
    else navigate(action.to, { replace: true });
  }, [navigate, fallback]);
}
