import {
  ClientIpOptions,
  RequestLike,
  compileTrustedProxies,
  getClientIp,
  normalizeIp,
  rateLimitBucketOf,
} from './client-ip';

const BEHIND_LOOPBACK: ClientIpOptions = { trustedProxies: ['loopback'], headers: ['x-forwarded-for'] };
const TRUSTING_NOBODY: ClientIpOptions = { trustedProxies: [], headers: ['x-forwarded-for'] };

function request(headers: RequestLike['headers'], remoteAddress?: string): RequestLike {
  return { headers, socket: { remoteAddress } };
}

describe('getClientIp without trusted proxies (the default)', () => {
  it('takes the peer and ignores every forwarding header', () => {
    const req = request({ 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '203.0.113.8' }, '198.51.100.4');

    expect(getClientIp(req, { ...TRUSTING_NOBODY, headers: ['x-forwarded-for', 'x-real-ip'] })).toBe('198.51.100.4');
  });

  it('answers null when the socket has no address', () => {
    expect(getClientIp({ headers: {} }, TRUSTING_NOBODY)).toBeNull();
  });
});

describe('getClientIp behind trusted proxies', () => {
  it('takes the right-most entry that is not a trusted proxy, not the left-most one the client wrote', () => {
    // The client wrote 1.1.1.1; nginx on loopback appended the address it saw.
    const req = request({ 'x-forwarded-for': '1.1.1.1, 203.0.113.7' }, '127.0.0.1');

    expect(getClientIp(req, BEHIND_LOOPBACK)).toBe('203.0.113.7');
  });

  it('walks past every trusted hop of the chain', () => {
    const req = request({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.0.2, 10.0.0.1' }, '127.0.0.1');

    expect(getClientIp(req, { ...BEHIND_LOOPBACK, trustedProxies: ['loopback', '10.0.0.0/8'] })).toBe('203.0.113.7');
  });

  it('uses the peer when a trusted proxy forwards nothing', () => {
    expect(getClientIp(request({}, '127.0.0.1'), BEHIND_LOOPBACK)).toBe('127.0.0.1');
  });

  it('ignores the header when the peer itself is not trusted', () => {
    expect(getClientIp(request({ 'x-forwarded-for': '203.0.113.7' }, '198.51.100.4'), BEHIND_LOOPBACK)).toBe(
      '198.51.100.4',
    );
  });

  it.each(['not-an-ip', '999.1.1.1', '203.0.113.7:8080', '010.0.0.1'])(
    'falls back to the peer when the client entry is %j',
    (entry) => {
      expect(getClientIp(request({ 'x-forwarded-for': `203.0.113.9, ${entry}` }, '127.0.0.1'), BEHIND_LOOPBACK)).toBe(
        '127.0.0.1',
      );
    },
  );

  it('reads IPv6 and IPv4-mapped entries in their one spelling', () => {
    expect(getClientIp(request({ 'x-forwarded-for': '2001:0DB8:0:0:0:0:0:1' }, '::1'), BEHIND_LOOPBACK)).toBe(
      '2001:db8::1',
    );
    expect(getClientIp(request({ 'x-forwarded-for': '::ffff:203.0.113.7' }, '::ffff:127.0.0.1'), BEHIND_LOOPBACK)).toBe(
      '203.0.113.7',
    );
  });

  it('reads other configured headers from a trusted peer, in order, skipping invalid values', () => {
    const options: ClientIpOptions = { trustedProxies: ['loopback'], headers: ['CF-Connecting-IP', 'X-Real-IP'] };

    expect(
      getClientIp(request({ 'x-real-ip': '192.0.2.9', 'x-forwarded-for': '203.0.113.7' }, '127.0.0.1'), options),
    ).toBe('192.0.2.9');
    expect(
      getClientIp(request({ 'cf-connecting-ip': '192.0.2.1', 'x-real-ip': '192.0.2.9' }, '127.0.0.1'), options),
    ).toBe('192.0.2.1');
    expect(
      getClientIp(request({ 'cf-connecting-ip': 'garbage', 'x-real-ip': '192.0.2.9' }, '127.0.0.1'), options),
    ).toBe('192.0.2.9');
    expect(getClientIp(request({ 'x-real-ip': '192.0.2.9' }, '198.51.100.4'), options)).toBe('198.51.100.4');
  });
});

describe('compileTrustedProxies', () => {
  it.each([['bogus'], ['10.0.0.0/33']])('refuses %j', (entry) => {
    expect(() => compileTrustedProxies([entry])).toThrow();
  });

  it('knows Express’s range names', () => {
    const trust = compileTrustedProxies(['loopback', 'uniquelocal', 'linklocal']);

    expect(
      ['127.0.0.1', '::1', '10.1.2.3', '192.168.1.1', 'fd00::1', '169.254.1.1'].every((address) => trust(address, 0)),
    ).toBe(true);
    expect(trust('203.0.113.7', 0)).toBe(false);
  });
});

describe('normalizeIp', () => {
  it.each([
    ['1.2.3.4', '1.2.3.4'],
    ['::FFFF:10.0.0.1', '10.0.0.1'],
    ['FE80::1', 'fe80::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['[::1]', '::1'],
    ['2001:0DB8:0:0:0:0:0:1', '2001:db8::1'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['localhost', null],
    ['1.2.3', null],
    ['010.0.0.1', null],
    ['', null],
  ])('reads %j as %p', (value, expected) => {
    expect(normalizeIp(value)).toBe(expected);
  });
});

describe('rateLimitBucketOf', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(rateLimitBucketOf('203.0.113.7', 64)).toBe('203.0.113.7');
  });

  it('puts every address of an IPv6 /64 in one bucket', () => {
    expect(rateLimitBucketOf('2001:db8:1:2:3:4:5:6', 64)).toBe('2001:db8:1:2::/64');
    expect(rateLimitBucketOf('2001:db8:1:2:ffff::1', 64)).toBe('2001:db8:1:2::/64');
    expect(rateLimitBucketOf('2001:db8:1:3::1', 64)).toBe('2001:db8:1:3::/64');
  });

  it('masks at any configured width, 128 keeping the address', () => {
    expect(rateLimitBucketOf('2001:db8:1:2:3:4:5:6', 56)).toBe('2001:db8:1::/56');
    expect(rateLimitBucketOf('2001:db8:1:2:3:4:5:6', 128)).toBe('2001:db8:1:2:3:4:5:6');
  });
});
