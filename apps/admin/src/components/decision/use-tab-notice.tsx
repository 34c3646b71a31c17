import { useState } from 'react';
import { StatusNotice } from '../ui/notice.tsx';

/**
 * The "done" line of a tabbed queue: it belongs to the action and to the tab it was taken on — the
 * next action replaces it (`show`, or `clear` when one starts), and another tab does not show it.
 */
export function useTabNotice<F>(tab: F) {
  const [notice, setNotice] = useState<{ tab: F; text: string } | null>(null);
  return {
    node: notice && notice.tab === tab ? <StatusNotice>{notice.text}</StatusNotice> : null,
    show: (text: string) => setNotice({ tab, text }),
    clear: () => setNotice(null),
  };
}
