import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { DataTypes } from 'sequelize';
import { DatabaseMigrator } from '../../platform/database/database-migrator';
import { currentSchema } from '../../platform/database/ensure-table';
import { ApiKeyModel } from './api-key.model';

/**
 * Which of the two lines' owner columns the `apikey` table has, found once at start-up, after the
 * migrations: every table has 1.7's `referenceId`; 1.4's `userId` only where 1.4 or this service made
 * the table, never where Better Auth 1.7 did. Where it is, user-owned keys keep it written, so a 1.4
 * reader still finds them.
 */
@Injectable()
export class ApiKeySchema implements OnModuleInit {
  private userIdColumn = false;

  constructor(
    private readonly migrator: DatabaseMigrator,
    @InjectModel(ApiKeyModel) private readonly keys: typeof ApiKeyModel,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.migrator.ensureMigrated();
    const queryInterface = this.keys.sequelize!.getQueryInterface();
    const schema = await currentSchema(queryInterface);
    const columns = schema
      ? await queryInterface.describeTable('apikey', { schema })
      : await queryInterface.describeTable('apikey');
    this.userIdColumn = 'userId' in columns;
    // The model class is shared by the process, so its attributes are set to exactly this table's.
    const attributes = ApiKeyModel.rawAttributes as Record<string, unknown>;
    if (this.userIdColumn) attributes.userId = { type: DataTypes.TEXT, allowNull: true, field: 'userId' };
    else delete attributes.userId;
    // Sequelize's public-but-untyped way to rebuild a model after its attributes changed.
    (ApiKeyModel as unknown as { refreshAttributes(): void }).refreshAttributes();
  }

  /** Whether the table has Better Auth 1.4's `userId` column. */
  get hasUserId(): boolean {
    return this.userIdColumn;
  }

  /** The table's columns as the repository reads them, in a fixed order. */
  get columns(): string[] {
    return this.userIdColumn ? [...API_KEY_COLUMNS, 'userId'] : [...API_KEY_COLUMNS];
  }
}

/** The columns of the `apikey` table both lines have, with 1.7's owner columns. */
const API_KEY_COLUMNS = [
  'id',
  'name',
  'start',
  'prefix',
  'key',
  'referenceId',
  'configId',
  'refillInterval',
  'refillAmount',
  'lastRefillAt',
  'enabled',
  'rateLimitEnabled',
  'rateLimitTimeWindow',
  'rateLimitMax',
  'requestCount',
  'remaining',
  'lastRequest',
  'expiresAt',
  'createdAt',
  'updatedAt',
  'permissions',
  'metadata',
];
