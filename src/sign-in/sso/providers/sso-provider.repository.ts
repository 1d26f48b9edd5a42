import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { UniqueConstraintError } from 'sequelize';
import { Tx } from '../../../platform/database/database';
import { OidcProviderConfig, SamlProviderConfig, SsoProvider } from '../sso-provider.types';
import { SsoProviderModel } from './sso-provider.model';

@Injectable()
export class SsoProviderRepository {
  constructor(@InjectModel(SsoProviderModel) private readonly providers: typeof SsoProviderModel) {}

  /** The new provider, or null when one with its providerId was made meanwhile. */
  async create(provider: SsoProvider): Promise<SsoProvider | null> {
    try {
      return toProvider(await this.providers.create(toRow(provider)));
    } catch (error) {
      if (error instanceof UniqueConstraintError) return null;
      throw error;
    }
  }

  async findByProviderId(providerId: string): Promise<SsoProvider | null> {
    const row = await this.providers.findOne({ where: { providerId } });
    return row ? toProvider(row) : null;
  }

  async findByOrganization(organizationId: string): Promise<SsoProvider | null> {
    const row = await this.providers.findOne({ where: { organizationId }, order: [['providerId', 'ASC']] });
    return row ? toProvider(row) : null;
  }

  async findByExactDomain(domain: string): Promise<SsoProvider | null> {
    const row = await this.providers.findOne({ where: { domain }, order: [['providerId', 'ASC']] });
    return row ? toProvider(row) : null;
  }

  countByUser(userId: string): Promise<number> {
    return this.providers.count({ where: { userId } });
  }

  /** Every provider: the domain lists are comma-joined text, so matching a domain against them is done in code. */
  async listAll(): Promise<SsoProvider[]> {
    const rows = await this.providers.findAll({ order: [['providerId', 'ASC']] });
    return rows.map(toProvider);
  }

  /** Marks the provider verified only while its domain is still the one whose record was checked. */
  async markDomainVerified(id: string, domain: string): Promise<boolean> {
    const [count] = await this.providers.update({ domainVerified: true }, { where: { id, domain } });
    return count > 0;
  }

  async delete(id: string, tx?: Tx): Promise<void> {
    await this.providers.destroy({ where: { id }, transaction: tx });
  }
}

function toRow(provider: SsoProvider): Record<string, unknown> {
  return {
    ...provider,
    oidcConfig: provider.oidcConfig ? JSON.stringify(provider.oidcConfig) : null,
    samlConfig: provider.samlConfig ? JSON.stringify(provider.samlConfig) : null,
  };
}

function toProvider(row: SsoProviderModel): SsoProvider {
  return {
    id: row.id,
    providerId: row.providerId,
    issuer: row.issuer,
    domain: row.domain,
    organizationId: row.organizationId ?? null,
    userId: row.userId ?? null,
    domainVerified: row.domainVerified === true,
    oidcConfig: parseJson<OidcProviderConfig>(row.oidcConfig),
    samlConfig: parseJson<SamlProviderConfig>(row.samlConfig),
  };
}

/** A row Better Auth or an operator wrote with unreadable JSON reads as a provider without that protocol. */
function parseJson<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as T) : null;
  } catch {
    return null;
  }
}
