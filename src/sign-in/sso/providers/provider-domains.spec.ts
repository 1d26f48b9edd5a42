import { domainMatches, emailDomain, parseProviderDomains } from './provider-domains';

describe('provider domains', () => {
  it('reads a comma-joined list, hosts of URLs included, lower-cased and without repeats', () => {
    expect(parseProviderDomains(' Example.com, https://sub.example.org/path ,example.com')).toEqual([
      'example.com',
      'sub.example.org',
    ]);
  });

  it('reads a list with a malformed entry as no domains at all', () => {
    expect(parseProviderDomains('example.com,exa mple.org')).toBeNull();
    expect(parseProviderDomains(' , ')).toBeNull();
  });

  it('matches a domain, its subdomains, and nothing that merely ends with the same letters', () => {
    expect(domainMatches('example.com', 'example.com')).toBe(true);
    expect(domainMatches('HR.Example.com', 'other.org,example.com')).toBe(true);
    expect(domainMatches('badexample.com', 'example.com')).toBe(false);
    expect(domainMatches('', 'example.com')).toBe(false);
  });

  it('takes the domain after the last @ of an address', () => {
    expect(emailDomain('"a@b"@Example.COM')).toBe('example.com');
    expect(emailDomain('no-at-sign')).toBeNull();
    expect(emailDomain('trailing@')).toBeNull();
  });
});
