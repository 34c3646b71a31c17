/**
 * Copies text for an explicit copy button (docs/SPECIFICATION.md §8 'Copied successfully'): the clipboard API, or,
 * where it is missing (plain http, older WebViews), a selected text area — the copy guard lets a copy
 * from a text area through.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the text-area way
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
