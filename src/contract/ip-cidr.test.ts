import { describe, expect, it } from 'vitest';
import { cidrText, ipAllowed, parseCidr, parseIp } from './ip-cidr';

describe('ip-cidr', () => {
  it('reads IPv4, IPv6 and IPv4-mapped addresses', () => {
    expect(parseIp('203.0.113.7')).toEqual({ family: 4, value: 0xcb007107n });
    expect(parseIp('::ffff:203.0.113.7')).toEqual({ family: 4, value: 0xcb007107n });
    expect(parseIp('2001:db8::1')?.family).toBe(6);
    expect(parseIp('[2001:db8::1]')?.family).toBe(6);
    for (const bad of ['256.1.1.1', '1.2.3', '01.2.3.4', '2001:db8::1::2', 'abc', '1:2:3:4:5:6:7:8:9', ''])
      expect(parseIp(bad), bad).toBeUndefined();
  });

  it('reads ranges and writes them canonically', () => {
    expect(cidrText(parseCidr('203.0.113.77/24')!)).toBe('203.0.113.0/24');
    expect(cidrText(parseCidr('2001:0db8:0000::1/32')!)).toBe('2001:db8::/32');
    expect(cidrText(parseCidr('10.0.0.1')!)).toBe('10.0.0.1/32');
    expect(cidrText(parseCidr('::1')!)).toBe('::1/128');
    for (const bad of ['1.2.3.4/33', '2001:db8::/129', '1.2.3.4/', '1.2.3.4/8/9', '/8', 'x/8'])
      expect(parseCidr(bad), bad).toBeUndefined();
  });

  it('allows an address inside a v4 or v6 range, refuses outside, and another family', () => {
    const rules = ['203.0.113.0/24', '2001:db8:abcd::/48'];
    expect(ipAllowed('203.0.113.250', rules)).toBe(true);
    expect(ipAllowed('::ffff:203.0.113.1', rules)).toBe(true);
    expect(ipAllowed('203.0.114.1', rules)).toBe(false);
    expect(ipAllowed('2001:db8:abcd:12::5', rules)).toBe(true);
    expect(ipAllowed('2001:db8:abce::5', rules)).toBe(false);
    expect(ipAllowed(null, rules)).toBe(false);
    expect(ipAllowed('198.51.100.1', [])).toBe(true);
    expect(ipAllowed('0.0.0.1', ['0.0.0.0/0'])).toBe(true);
    expect(ipAllowed('::2', ['0.0.0.0/0'])).toBe(false);
  });
});
