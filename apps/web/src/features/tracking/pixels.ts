import type { SiteConfig } from '@jl/core/contracts/config.ts';

/**
 * Facebook and Kwai ad pixels. Loaded only when the operator configured the pixel's id and the player
 * accepted tracking (see tracking-host.tsx); the scripts come from the vendors' own hosts, which the
 * server's Content-Security-Policy lists for exactly this. Events carry the deposit in reais.
 */

type Queue = ((...args: unknown[]) => void) & Record<string, unknown>;
type PixelWindow = Window & { fbq?: Queue; _fbq?: Queue; kwaiq?: Queue & unknown[] };

export const FB_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';
export const KWAI_SCRIPT = 'https://s1.kwai.net/kos/s101/nlav11187/pixel/events.js';

const loaded = { fb: new Set<string>(), kwai: new Set<string>() };

function appendScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** The fbq command queue the vendor script drains once it arrives. */
function ensureFbq(w: PixelWindow): Queue {
  if (w.fbq) return w.fbq;
  const fbq = ((...args: unknown[]) => {
    if (typeof fbq.callMethod === 'function') (fbq.callMethod as (...a: unknown[]) => void)(...args);
    else (fbq.queue as unknown[][]).push(args);
  }) as Queue;
  Object.assign(fbq, { push: fbq, loaded: true, version: '2.0', queue: [] });
  w.fbq = fbq;
  w._fbq ??= fbq;
  appendScript(FB_SCRIPT);
  return fbq;
}

const KWAI_METHODS = ['page', 'track', 'identify', 'ready'];

/** The kwaiq command queue (per pixel instance) the vendor script drains once it arrives. */
function ensureKwaiq(w: PixelWindow): Queue & unknown[] {
  if (w.kwaiq) return w.kwaiq;
  const kwaiq = [] as unknown as Queue & unknown[];
  const defer = (target: unknown[] & Record<string, unknown>, method: string) => {
    target[method] = (...args: unknown[]) => target.push([method, ...args]);
  };
  for (const method of KWAI_METHODS) defer(kwaiq, method);
  const instances: Record<string, unknown[] & Record<string, unknown>> = {};
  kwaiq._i = instances;
  kwaiq.instance = (id: string) => {
    const target = instances[id] ?? ([] as unknown as unknown[] & Record<string, unknown>);
    instances[id] = target;
    for (const method of KWAI_METHODS) if (!target[method]) defer(target, method);
    return target;
  };
  kwaiq.load = (id: string) => {
    const target = kwaiq.instance as (id: string) => Record<string, unknown>;
    target(id)._u = KWAI_SCRIPT;
    appendScript(`${KWAI_SCRIPT}?sdkid=${encodeURIComponent(id)}&lib=kwaiq`);
  };
  w.kwaiq = kwaiq;
  return kwaiq;
}

/** The pixel ids of the site configuration (`/config/index` → `tracking`). */
export type PixelIds = SiteConfig['tracking'];

export function loadPixels(ids: PixelIds, w: PixelWindow = window): void {
  if (ids.fbPixelId && !loaded.fb.has(ids.fbPixelId)) {
    loaded.fb.add(ids.fbPixelId);
    const fbq = ensureFbq(w);
    fbq('init', ids.fbPixelId);
    fbq('track', 'PageView');
  }
  if (ids.kwaiPixelId && !loaded.kwai.has(ids.kwaiPixelId)) {
    loaded.kwai.add(ids.kwaiPixelId);
    const kwaiq = ensureKwaiq(w);
    (kwaiq.load as (id: string) => void)(ids.kwaiPixelId);
    (kwaiq.page as () => void)();
  }
}

/** docs/SPECIFICATION.md §4: on a successful first-deposit report, `Purchase` and a first-deposit event to each pixel. */
export function firePurchase(amount: number, w: PixelWindow = window): string[] {
  const fired: string[] = [];
  const data = { value: amount, currency: 'BRL' };
  if (w.fbq && loaded.fb.size > 0) {
    w.fbq('track', 'Purchase', data);
    w.fbq('trackCustom', 'FirstDeposit', data);
    fired.push('fb:Purchase', 'fb:FirstDeposit');
  }
  const instance = w.kwaiq?.instance as
    | ((id: string) => Record<string, (...a: unknown[]) => void>)
    | undefined;
  if (instance) {
    for (const id of loaded.kwai) {
      instance(id).track?.('EVENT_PURCHASE', data);
      instance(id).track?.('EVENT_FIRST_DEPOSIT', data);
      fired.push(`kwai:${id}:EVENT_PURCHASE`, `kwai:${id}:EVENT_FIRST_DEPOSIT`);
    }
  }
  return fired;
}

/** Tests only: forget what was loaded. */
export function resetPixels(): void {
  loaded.fb.clear();
  loaded.kwai.clear();
}
