const isTextEntry = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.closest('input, textarea') !== null || target.isContentEditable);

/**
 * docs/SPECIFICATION.md §1: copying is disabled except inside text inputs and textareas. CSS stops selection
 * (`user-select: none` on the body); this stops copy and cut shortcuts on whatever is selected.
 * Explicit copy buttons (member id, invite link) use the clipboard API and are not affected.
 */
export function installCopyGuard(doc: Document = document): () => void {
  const block = (event: Event) => {
    if (!isTextEntry(event.target)) event.preventDefault();
  };
  doc.addEventListener('copy', block);
  doc.addEventListener('cut', block);
  return () => {
    doc.removeEventListener('copy', block);
    doc.removeEventListener('cut', block);
  };
}
