/** Why a page's code could not be loaded (docs/SPECIFICATION.md §8: ChunkLoadError with a type and the request URL). */
export type ChunkLoadErrorType = 'missing' | 'timeout' | 'other';

export class ChunkLoadError extends Error {
  readonly type: ChunkLoadErrorType;
  readonly request: string | null;

  constructor(type: ChunkLoadErrorType, request: string | null, cause?: unknown) {
    super(`Loading chunk failed (${type}${request ? `: ${request}` : ''})`, { cause });
    this.name = 'ChunkLoadError';
    this.type = type;
    this.request = request;
  }
}

// The messages browsers give when a dynamic import's file cannot be fetched (Chromium, Firefox,
// Safari), and Vite's own when a preloaded CSS file is missing.
const MISSING = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /failed to load module script/i,
];

const URL_IN_MESSAGE = /(https?:\/\/[^\s'"]+|\/[^\s'"]+\.(?:m?js|css))/;

/** Turns whatever a dynamic import rejected with into a ChunkLoadError. */
export function toChunkLoadError(error: unknown, fallbackRequest: string | null = null): ChunkLoadError {
  if (error instanceof ChunkLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const request = URL_IN_MESSAGE.exec(message)?.[1] ?? fallbackRequest;
  const type: ChunkLoadErrorType = MISSING.some((re) => re.test(message)) ? 'missing' : 'other';
  return new ChunkLoadError(type, request, error);
}

/**
 * Whether an error is a file of the app that could not be loaded (offline, or a deploy replaced the
 * files): a ChunkLoadError, or a browser's message for a dynamic import that could not be fetched.
 */
export function isChunkLoadFailure(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return error.type !== 'other';
  if (error instanceof Error && error.name === 'ChunkLoadError') return true;
  return toChunkLoadError(error).type === 'missing';
}

/** Rejects with a `timeout` ChunkLoadError if the import has not settled in time. */
export function withTimeout<T>(promise: Promise<T>, ms: number, request: string | null): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout', request)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(toChunkLoadError(error, request));
      },
    );
  });
}
