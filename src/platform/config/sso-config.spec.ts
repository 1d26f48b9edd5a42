import { loadConfig } from './load-config';
import { readDnsServers, readSsoTrustedOrigins } from './sso-config';

describe('single sign-on settings', () => {
  it('keeps trusted IdP origins as URL.origin writes them', () => {
    expect(readSsoTrustedOrigins(['http://127.0.0.1:4810', 'HTTPS://IdP.Example.com:443/'])).toEqual([
      'http://127.0.0.1:4810',
      'https://idp.example.com',
    ]);
  });

  it('refuses a trusted origin with a path, credentials or another scheme', () => {
    expect(() => readSsoTrustedOrigins(['http://127.0.0.1:4810/realm'])).toThrow('is not an origin');
    expect(() => readSsoTrustedOrigins(['ftp://idp.example.com'])).toThrow('is not an origin');
    expect(() => readSsoTrustedOrigins(['http://user:pw@idp.example.com'])).toThrow('is not an origin');
    expect(() => readSsoTrustedOrigins(['idp.example.com'])).toThrow('is not an origin');
  });

  it('reads resolvers as ip, ip:port or [ipv6]:port, on port 53 by default', () => {
    expect(readDnsServers(['127.0.0.1:4853', '1.1.1.1', '[::1]:5353', '::1'])).toEqual([
      '127.0.0.1:4853',
      '1.1.1.1:53',
      '[::1]:5353',
      '[::1]:53',
    ]);
  });

  it('refuses a resolver that is a name or has no usable port', () => {
    expect(() => readDnsServers(['dns.example.com:53'])).toThrow('is not a resolver address');
    expect(() => readDnsServers(['127.0.0.1:0'])).toThrow('is not a resolver address');
    expect(() => readDnsServers(['127.0.0.1:99999'])).toThrow('is not a resolver address');
  });

  it('verifies domains by default and reads the three environment variables', () => {
    expect(loadConfig({ env: {} }).sso).toEqual({ trustedOrigins: [], dnsServers: [], domainVerification: true });
    const env = {
      SSO_TRUSTED_ORIGINS: 'http://127.0.0.1:4810, http://127.0.0.1:4811',
      DNS_SERVERS: '127.0.0.1:4853',
      SSO_DOMAIN_VERIFICATION: 'false',
    };
    expect(loadConfig({ env }).sso).toEqual({
      trustedOrigins: ['http://127.0.0.1:4810', 'http://127.0.0.1:4811'],
      dnsServers: ['127.0.0.1:4853'],
      domainVerification: false,
    });
  });

  it('names the variable holding a bad value', () => {
    expect(() => loadConfig({ env: { DNS_SERVERS: 'resolver' } })).toThrow('DNS_SERVERS: "resolver"');
  });
});
