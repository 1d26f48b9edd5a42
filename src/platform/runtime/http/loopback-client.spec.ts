import { AppConfig } from '../../config/app-config';
import { loadConfig } from '../../config/load-config';
import { isLoopbackAddress, isLoopbackClient } from './loopback-client';

const config: AppConfig = loadConfig({ env: { NODE_ENV: 'test' } });

function request(remoteAddress: string | undefined, headers: Record<string, string> = {}) {
  return { headers, socket: { remoteAddress } };
}

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.255.0.9', '::1'])('counts %s as this machine', (ip) => {
    expect(isLoopbackAddress(ip)).toBe(true);
  });

  it.each(['192.0.2.2', '10.0.0.1', '0.0.0.0', '::', '::2', 'fe80::1', '2001:db8::1', '128.0.0.1', '1.127.0.0'])(
    'counts %s as another machine',
    (ip) => {
      expect(isLoopbackAddress(ip)).toBe(false);
    },
  );

  it('counts an unknown address as another machine', () => {
    expect(isLoopbackAddress(null)).toBe(false);
  });
});

describe('isLoopbackClient', () => {
  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.0.0.2'])('lets a peer at %s through', (peer) => {
    expect(isLoopbackClient(request(peer), config)).toBe(true);
  });

  it.each(['192.0.2.2', '203.0.113.9', '::ffff:203.0.113.9', '2001:db8::1'])('refuses a peer at %s', (peer) => {
    expect(isLoopbackClient(request(peer), config)).toBe(false);
  });

  it('refuses a request whose peer is unknown', () => {
    expect(isLoopbackClient(request(undefined), config)).toBe(false);
  });

  it('refuses a remote peer that names 127.0.0.1 in X-Forwarded-For', () => {
    expect(isLoopbackClient(request('203.0.113.9', { 'x-forwarded-for': '127.0.0.1' }), config)).toBe(false);
  });

  it('refuses a remote client that a trusted proxy on this machine forwards', () => {
    const behindProxy = loadConfig({ env: { NODE_ENV: 'test', TRUSTED_PROXIES: 'loopback' } });

    expect(isLoopbackClient(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }), behindProxy)).toBe(false);
    expect(isLoopbackClient(request('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }), behindProxy)).toBe(true);
  });

  it('decides by the connection even when IP tracking is off', () => {
    const untracked: AppConfig = { ...config, advanced: { ...config.advanced, disableIpTracking: true } };

    expect(isLoopbackClient(request('127.0.0.1'), untracked)).toBe(true);
    expect(isLoopbackClient(request('203.0.113.9'), untracked)).toBe(false);
  });
});
