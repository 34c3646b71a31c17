import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerifyNotice } from './verify-notice.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HASH = 'ab'.repeat(32);

describe('the audit chain check', () => {
  it('shows the head hash whole, and copies it', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    render(<VerifyNotice report={{ ok: true, rows: 12, head_hash: HASH, first_broken: null }} />);
    expect(screen.getByTestId('head-hash').textContent).toBe(HASH);
    expect(screen.getByRole('status').textContent).toContain('Cadeia íntegra: 12 registros conferidos.');
    fireEvent.click(screen.getByRole('button', { name: 'Copiar' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(HASH));
    expect(await screen.findByRole('button', { name: 'Copiado' })).toBeTruthy();
  });
});
