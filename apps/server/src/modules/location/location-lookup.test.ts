import { describe, expect, it } from 'vitest';
import { countryAt } from './location-geometry.ts';
import { ipCountry } from './location-ip.ts';

describe('the address country from the offline IP database', () => {
  it.each([
    ['200.147.67.142', 'BR'], // UOL, São Paulo
    ['177.71.128.1', 'BR'],
    ['189.6.0.1', 'BR'],
    ['2804:14c::1', 'BR'], // LACNIC's Brazilian IPv6 block
    ['::ffff:200.147.67.142', 'BR'], // IPv4 mapped into IPv6, as a dual-stack socket reports it
    ['181.30.0.1', 'AR'],
    ['190.210.0.1', 'AR'],
    ['193.136.0.1', 'PT'], // FCCN, Lisbon
    ['2001:690::1', 'PT'],
    ['8.8.8.8', 'US'],
  ])('places %s in %s', (address, country) => {
    expect(ipCountry(address)).toBe(country);
  });

  it.each([
    '127.0.0.1',
    '::1',
    '10.0.0.1',
    '192.168.1.10',
    '172.16.5.4',
    '100.64.0.1',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '192.0.2.1',
  ])('gives no country for the loopback, private or reserved address %s', (address) => {
    expect(ipCountry(address)).toBeNull();
  });

  it.each([null, undefined, '', 'not an address', '999.1.1.1', '1.2.3'])(
    'gives no country for %s',
    (address) => {
      expect(ipCountry(address)).toBeNull();
    },
  );
});

describe('the country at a point', () => {
  it.each([
    ['São Paulo', -23.5505, -46.6333, 'BR'],
    ['Manaus', -3.119, -60.0217, 'BR'],
    ['Copacabana beach, Rio de Janeiro', -22.9711, -43.1822, 'BR'],
    ['Florianópolis (an island)', -27.5954, -48.5482, 'BR'],
    ['Fernando de Noronha', -3.8547, -32.4247, 'BR'],
    ['Oiapoque, at the border with French Guiana', 3.8431, -51.8331, 'BR'],
    ['Foz do Iguaçu, across the river from Paraguay', -25.5163, -54.5854, 'BR'],
    ['Tabatinga, beside Letícia', -4.2522, -69.9383, 'BR'],
    ['Santana do Livramento, beside Rivera', -30.8908, -55.5322, 'BR'],
    ['Buenos Aires', -34.6037, -58.3816, 'AR'],
    ['Lisbon', 38.7223, -9.1393, 'PT'],
    ['Ciudad del Este, across the river from Foz do Iguaçu', -25.5097, -54.6111, 'PY'],
    ['Letícia, beside Tabatinga', -4.2153, -69.9406, 'CO'],
    ['Rivera, beside Santana do Livramento', -30.9053, -55.5508, 'UY'],
  ])('places %s in %s', (_name, latitude, longitude, country) => {
    expect(countryAt(latitude, longitude)).toBe(country);
  });

  it('places a point no country claims (the South Atlantic, far off Africa) in no country', () => {
    expect(countryAt(-30, -5)).toBeNull();
  });

  it('takes the poles and the antimeridian (the South Pole is coded as Antarctica)', () => {
    expect(countryAt(90, 180)).toBeNull();
    expect(countryAt(-90, -180)).toBe('AQ');
  });
});
