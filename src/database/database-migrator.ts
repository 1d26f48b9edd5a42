import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Sequelize } from 'sequelize-typescript';
import { migrate } from './migrator';

/** Brings the schema up to date before the service answers its first request. */
@Injectable()
export class DatabaseMigrator implements OnModuleInit {
  private readonly logger = new Logger(DatabaseMigrator.name);

  constructor(private readonly sequelize: Sequelize) {}

  async onModuleInit(): Promise<void> {
    const applied = await migrate(this.sequelize);
    if (applied.length > 0) this.logger.log(`Applied migrations: ${applied.join(', ')}`);
  }
}
