import { Global, Module } from '@nestjs/common';
import { SequelizeModule } from '@nestjs/sequelize';
import { AppConfig } from '../config/app-config';
import { databaseConnectionOptions } from './connection-options';
import { Database } from './database';
import { DatabaseMigrator } from './database-migrator';

@Global()
@Module({
  imports: [
    SequelizeModule.forRootAsync({
      inject: [AppConfig],
      useFactory: databaseConnectionOptions,
    }),
  ],
  providers: [Database, DatabaseMigrator],
  exports: [Database, DatabaseMigrator],
})
export class DatabaseModule {}
