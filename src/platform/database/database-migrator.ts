import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { ModelAttributeColumnOptions } from 'sequelize';
import { Sequelize } from 'sequelize-typescript';
import { ensureTable } from './ensure-table';
import { withMigrationLock } from './migration-lock';
import { migrate } from './migrator';

/** Brings the schema up to date before the service answers its first request. */
@Injectable()
export class DatabaseMigrator implements OnModuleInit {
  private readonly logger = new Logger(DatabaseMigrator.name);
  private migrated?: Promise<void>;

  constructor(private readonly sequelize: Sequelize) {}

  onModuleInit(): Promise<void> {
    return this.ensureMigrated();
  }

  /** Runs the migrations once, whichever module's start-up asks first. */
  ensureMigrated(): Promise<void> {
    this.migrated ??= migrate(this.sequelize).then((applied) => {
      if (applied.length > 0) this.logger.log(`Applied migrations: ${applied.join(', ')}`);
    });
    return this.migrated;
  }

  /** Adds configured columns that a table lacks; like every migration, it never drops one. */
  async ensureColumns(table: string, columns: Record<string, ModelAttributeColumnOptions>): Promise<void> {
    await this.ensureMigrated();
    if (Object.keys(columns).length === 0) return;
    // Instances starting together would otherwise both find a column missing and both add it.
    await withMigrationLock(this.sequelize, () => ensureTable(this.sequelize.getQueryInterface(), table, columns));
  }
}
