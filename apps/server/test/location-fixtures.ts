import type { TestApp } from './harness.ts';

/** Points the location tests share: inside Brazil and abroad. */
export const SAO_PAULO = { latitude: '-23.5505', longitude: '-46.6333', accuracy_m: '25' };
export const LISBON = { latitude: '38.7223', longitude: '-9.1393', accuracy_m: '25' };

/** Public addresses the offline IP database places in Brazil and abroad. */
export const BRAZILIAN_IP = '200.147.67.142';
export const ARGENTINE_IP = '181.30.0.1';

/** The player shares the browser's location (the app's location page sends the form body). */
export const shareLocation = (
  t: TestApp,
  token: string,
  point: Record<string, string> = SAO_PAULO,
  options: { lang?: string; headers?: Record<string, string> } = {},
) => t.api('POST', '/location/check', { token, body: point, ...options });

/**
 * In br-regulated a test request comes from loopback (no country): like the app's players there, a
 * test player shares a location in Brazil before depositing or staking (docs/COMPLIANCE.md "Where the
 * player is").
 */
export async function shareLocationInBrazil(t: TestApp, token: string): Promise<void> {
  const answer = await shareLocation(t, token);
  if (answer.code !== 1 || answer.data.geolocation?.verdict !== 'brazil')
    throw new Error(`location check: ${JSON.stringify(answer)}`);
}
