import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadFailure, toChunkLoadError, withTimeout } from './chunk-load.ts';

afterEach(() => vi.useRealTimers());

describe('chunk load errors (docs/SPECIFICATION.md §8)', () => {
  it('calls a file that could not be fetched "missing" and keeps its URL', () => {
    const error = toChunkLoadError(
      new TypeError(
        'Failed to fetch dynamically imported module: https://jl.example/assets/mine-page-abc.js',
      ),
    );
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.type).toBe('missing');
    expect(error.request).toBe('https://jl.example/assets/mine-page-abc.js');
  });

  it('recognises the Firefox and Safari wording', () => {
    expect(toChunkLoadError(new Error('error loading dynamically imported module')).type).toBe('missing');
    expect(toChunkLoadError(new TypeError('Importing a module script failed.')).type).toBe('missing');
  });

  it('calls anything else "other", with the page path when no URL is known', () => {
    const error = toChunkLoadError(new ReferenceError('x is not defined'), '/pages/vip/vip');
    expect(error.type).toBe('other');
    expect(error.request).toBe('/pages/vip/vip');
  });

  it('times out after the given time with type "timeout"', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => {}), 60_000, '/pages/team/team');
    const assertion = expect(pending).rejects.toMatchObject({ type: 'timeout', request: '/pages/team/team' });
    await vi.advanceTimersByTimeAsync(60_000);
    await assertion;
  });

  it('passes a module through when it arrives in time', async () => {
    await expect(withTimeout(Promise.resolve({ default: 1 }), 1000, null)).resolves.toEqual({ default: 1 });
  });

  it('tells a file that could not be loaded from any other error', () => {
    expect(
      isChunkLoadFailure(new TypeError('Failed to fetch dynamically imported module: /assets/a.js')),
    ).toBe(true);
    expect(isChunkLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadFailure(new ChunkLoadError('timeout', '/pages/vip/vip'))).toBe(true);
    const webpackStyle = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadFailure(webpackStyle)).toBe(true);
    expect(isChunkLoadFailure(new ChunkLoadError('other', null))).toBe(false);
    expect(isChunkLoadFailure(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(
      false,
    );
    expect(isChunkLoadFailure('boom')).toBe(false);
  });
});
