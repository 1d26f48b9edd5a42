import { isInternalName, isPublicAddress } from './public-address';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.9.9.9',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '[::ffff:169.254.169.254]',
    '64:ff9b::7f00:1',
    '2002:7f00:1::',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('isInternalName', () => {
  it('names loopback and metadata hosts, not public names', () => {
    expect(isInternalName('LOCALHOST.')).toBe(true);
    expect(isInternalName('tenant.localhost')).toBe(true);
    expect(isInternalName('metadata.google.internal')).toBe(true);
    expect(isInternalName('idp.example.com')).toBe(false);
  });
});
