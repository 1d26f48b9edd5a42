import { promises as dns } from 'node:dns';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';

const LOOKUP_TIMEOUT_MS = 3_000;
const LOOKUP_TRIES = 2;

/** TXT lookups for domain verification, on `DNS_SERVERS` when set, else on the system's resolvers. */
@Injectable()
export class DnsTxtLookup {
  private readonly resolver: dns.Resolver;

  constructor(config: AppConfig) {
    this.resolver = new dns.Resolver({ timeout: LOOKUP_TIMEOUT_MS, tries: LOOKUP_TRIES });
    if (config.sso.dnsServers.length > 0) this.resolver.setServers([...config.sso.dnsServers]);
  }

  /** The name's TXT records, each one's strings joined; a failed lookup (no such name, no answer) reads as none. */
  async txt(name: string): Promise<string[]> {
    try {
      return (await this.resolver.resolveTxt(name)).map((record) => record.join(''));
    } catch {
      return [];
    }
  }
}
