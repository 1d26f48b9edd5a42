import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { Tx } from '../../platform/database/database';
import { PreparedStatement, preparedStatement, queryPostgres } from '../../platform/database/postgres-query';
import { DEFAULT_FIND_MANY_LIMIT } from '../../platform/database/database.constants';
import { AccountModel } from './account.model';
import { Account, AccountTokens, CREDENTIAL_PROVIDER_ID } from './user.types';

@Injectable()
export class AccountRepository {
  private credentialStatement?: PreparedStatement;

  constructor(@InjectModel(AccountModel) private readonly accounts: typeof AccountModel) {}

  async create(account: Account, tx?: Tx): Promise<Account> {
    const row = await this.accounts.create({ ...account }, { transaction: tx });
    return toAccount(row);
  }

  async findByUser(userId: string, tx?: Tx): Promise<Account[]> {
    const rows = await this.accounts.findAll({
      where: { userId },
      order: [['createdAt', 'ASC']],
      limit: DEFAULT_FIND_MANY_LIMIT,
      transaction: tx,
    });
    return rows.map(toAccount);
  }

  async findCredential(userId: string, tx?: Tx): Promise<Account | null> {
    if (!tx && this.accounts.sequelize!.getDialect() === 'postgres') {
      // Read on every sign-in: the driver's typed row, without Sequelize's query pipeline.
      this.credentialStatement ??= preparedStatement(
        `SELECT ${accountColumns()} FROM "account" WHERE "userId" = $1 AND "providerId" = $2 LIMIT 1`,
      );
      const [found] = await queryPostgres<AccountModel>(this.accounts.sequelize!, this.credentialStatement, [
        userId,
        CREDENTIAL_PROVIDER_ID,
      ]);
      return found ? toAccount(found) : null;
    }
    const row = await this.accounts.findOne({ where: { userId, providerId: CREDENTIAL_PROVIDER_ID }, transaction: tx });
    return row ? toAccount(row) : null;
  }

  async findByProviderAccount(providerId: string, accountId: string, tx?: Tx): Promise<Account | null> {
    const row = await this.accounts.findOne({ where: { providerId, accountId }, transaction: tx });
    return row ? toAccount(row) : null;
  }

  /** Writes the given tokens; fields left undefined keep their value. */
  async updateTokens(id: string, tokens: Partial<AccountTokens>, updatedAt: Date, tx?: Tx): Promise<Account | null> {
    const changes = Object.fromEntries(Object.entries(tokens).filter(([, value]) => value !== undefined));
    await this.accounts.update({ ...changes, updatedAt }, { where: { id }, transaction: tx });
    const row = await this.accounts.findByPk(id, { transaction: tx });
    return row ? toAccount(row) : null;
  }

  /** Deletes the user's own account row; another user's id deletes nothing. */
  async deleteOwned(id: string, userId: string, tx?: Tx): Promise<boolean> {
    return (await this.accounts.destroy({ where: { id, userId }, transaction: tx })) > 0;
  }

  async updatePassword(accountId: string, password: string, updatedAt: Date, tx?: Tx): Promise<void> {
    await this.accounts.update({ password, updatedAt }, { where: { id: accountId }, transaction: tx });
  }

  async deleteByUser(userId: string, tx?: Tx): Promise<void> {
    await this.accounts.destroy({ where: { userId }, transaction: tx });
  }

  async deleteByProvider(providerId: string, tx?: Tx): Promise<void> {
    await this.accounts.destroy({ where: { providerId }, transaction: tx });
  }
}

/**
 * The table's columns as the model knows them, named rather than `*`, so a column added later cannot break a prepared
 * plan.
 */
function accountColumns(): string {
  return Object.entries(AccountModel.getAttributes())
    .map(([name, attribute]) => `"${attribute.field ?? name}"`)
    .join(', ');
}

function toAccount(row: AccountModel): Account {
  const date = (value: Date | null) => (value ? new Date(value) : null);
  return {
    id: row.id,
    accountId: row.accountId,
    providerId: row.providerId,
    userId: row.userId,
    accessToken: row.accessToken ?? null,
    refreshToken: row.refreshToken ?? null,
    idToken: row.idToken ?? null,
    accessTokenExpiresAt: date(row.accessTokenExpiresAt),
    refreshTokenExpiresAt: date(row.refreshTokenExpiresAt),
    scope: row.scope ?? null,
    password: row.password ?? null,
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
  };
}
