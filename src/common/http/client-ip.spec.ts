import { ClientIpOptions, getClientIp, normalizeIp } from './client-ip';

const DEFAULTS: ClientIpOptions = { headers: ['x-forwarded-for'], disableIpTracking: false };

function request(headers: Record<string, string | string[]>, remoteAddress?: string) {
  return { headers, socket: { remoteAddress } };
}

describe('getClientIp', () => {
  it('takes the first entry of x-forwarded-for', () => {
    const req = request({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1, 10.0.0.2' }, '10.0.0.2');

    expect(getClientIp(req, DEFAULTS)).toBe('203.0.113.7');
  });

  it('uses the socket address when there is no forwarded header', () => {
    expect(getClientIp(request({}, '198.51.100.4'), DEFAULTS)).toBe('198.51.100.4');
  });

  it.each(['not-an-ip', '', 'unknown, 203.0.113.7', '999.1.1.1', '203.0.113.7:8080'])(
    'falls back to the socket address when the first forwarded entry is %j',
    (forwarded) => {
      expect(getClientIp(request({ 'x-forwarded-for': forwarded }, '198.51.100.4'), DEFAULTS)).toBe('198.51.100.4');
    },
  );

  it('reads an IPv6 forwarded address in lower case', () => {
    expect(getClientIp(request({ 'x-forwarded-for': '2001:DB8::1' }, '10.0.0.1'), DEFAULTS)).toBe('2001:db8::1');
  });

  it('reads a bracketed IPv6 address', () => {
    expect(getClientIp(request({ 'x-forwarded-for': '[2001:db8::2]' }, '10.0.0.1'), DEFAULTS)).toBe('2001:db8::2');
  });

  it('turns an IPv4-mapped IPv6 address into plain IPv4, forwarded or from the socket', () => {
    expect(getClientIp(request({ 'x-forwarded-for': '::ffff:1.2.3.4' }, '10.0.0.1'), DEFAULTS)).toBe('1.2.3.4');
    expect(getClientIp(request({}, '::ffff:127.0.0.1'), DEFAULTS)).toBe('127.0.0.1');
  });

  it('keeps the socket IPv6 loopback as it is', () => {
    expect(getClientIp(request({}, '::1'), DEFAULTS)).toBe('::1');
  });

  it('answers null when IP tracking is disabled, whatever the request carries', () => {
    const req = request({ 'x-forwarded-for': '203.0.113.7' }, '198.51.100.4');

    expect(getClientIp(req, { ...DEFAULTS, disableIpTracking: true })).toBeNull();
  });

  it('answers null when neither a header nor the socket gives an address', () => {
    expect(getClientIp({ headers: {} }, DEFAULTS)).toBeNull();
  });

  it('reads a custom header list in order, names matched case-insensitively', () => {
    const options: ClientIpOptions = { headers: ['CF-Connecting-IP', 'X-Real-IP'], disableIpTracking: false };

    expect(getClientIp(request({ 'x-real-ip': '192.0.2.9', 'x-forwarded-for': '203.0.113.7' }, '10.0.0.1'), options)).toBe('192.0.2.9');
    expect(getClientIp(request({ 'cf-connecting-ip': '192.0.2.1', 'x-real-ip': '192.0.2.9' }, '10.0.0.1'), options)).toBe('192.0.2.1');
    expect(getClientIp(request({ 'cf-connecting-ip': 'garbage', 'x-real-ip': '192.0.2.9' }, '10.0.0.1'), options)).toBe('192.0.2.9');
  });

  it('ignores x-forwarded-for when the custom list does not name it', () => {
    const options: ClientIpOptions = { headers: ['x-real-ip'], disableIpTracking: false };

    expect(getClientIp(request({ 'x-forwarded-for': '203.0.113.7' }, '10.0.0.1'), options)).toBe('10.0.0.1');
  });

  it('takes the first value of a header given more than once', () => {
    expect(getClientIp(request({ 'x-forwarded-for': ['203.0.113.7', '203.0.113.8'] }, '10.0.0.1'), DEFAULTS)).toBe('203.0.113.7');
  });
});

describe('normalizeIp', () => {
  it.each([
    ['1.2.3.4', '1.2.3.4'],
    ['::FFFF:10.0.0.1', '10.0.0.1'],
    ['FE80::1', 'fe80::1'],
    ['[::1]', '::1'],
    ['localhost', null],
    ['1.2.3', null],
    ['', null],
  ])('reads %j as %p', (value, expected) => {
    expect(normalizeIp(value)).toBe(expected);
  });
});
