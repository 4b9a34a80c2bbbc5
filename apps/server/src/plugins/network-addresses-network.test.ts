import { describe, expect, it } from 'vitest';
import { addressNetwork } from './network-addresses.js';

describe('addressNetwork', () => {
  it.each([
    ['203.0.113.5', '203.0.113.5'],
    ['::ffff:203.0.113.5', '203.0.113.5'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::99', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['not-an-address', 'not-an-address'],
  ])('%s counts as %s', (ip, network) => {
    expect(addressNetwork(ip)).toBe(network);
  });

  it('counts every address of one /64 as one client and the next /64 as another', () => {
    expect(addressNetwork('2001:db8:aa:bb:1::')).toBe(addressNetwork('2001:db8:aa:bb:ffff:ffff:ffff:ffff'));
    expect(addressNetwork('2001:db8:aa:bb::1')).not.toBe(addressNetwork('2001:db8:aa:bc::1'));
  });
});
