import geoip from 'geoip-country';
import ipaddr from 'ipaddr.js';

/**
 * The country of a client address from the offline IP database shipped as the `geoip-country` npm
 * package (MaxMind GeoLite2 Country, IPv4 and IPv6; docs/OPERATIONS.md "The IP country database"
 * says how to update it). Only public unicast addresses are looked up: loopback, private,
 * carrier-grade NAT, link-local and reserved addresses — and anything that is not a whole IPv4
 * (four parts) or IPv6 address — have no country
 * (null), as have addresses the database does not list. An IPv4 address mapped into IPv6
 * (`::ffff:a.b.c.d`) is looked up as the IPv4 address.
 */
export function ipCountry(address: string | null | undefined): string | null {
  if (!address || !(ipaddr.IPv4.isValidFourPartDecimal(address) || ipaddr.IPv6.isValid(address))) return null;
  const parsed = ipaddr.process(address);
  if (parsed.range() !== 'unicast') return null;
  return geoip.lookup(parsed.toString())?.country ?? null;
}
