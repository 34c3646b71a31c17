import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('@jl/core/routes/staff-schemas.ts');
  vi.resetModules();
  vi.unstubAllGlobals();
});

describe('the answer schemas chunk', () => {
  it('is asked for again after a failed load, not remembered as failed', async () => {
    let fail = true;
    vi.doMock('@jl/core/routes/staff-schemas.ts', async (original) => {
      if (fail) throw new Error('chunk did not arrive');
      return original();
    });
    vi.resetModules();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 1, msg: '', data: {} }), { status: 200 })),
    );
    const { call } = await import('./api.ts');
    const { staffAdminApi } = await import('@jl/core/routes/staff.ts');
    await expect(call(staffAdminApi.logout)).rejects.toThrow();
    fail = false;
    await expect(call(staffAdminApi.logout)).resolves.toBeDefined();
  });
});
