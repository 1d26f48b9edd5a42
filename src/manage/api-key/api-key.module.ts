import { Module } from '@nestjs/common';
import { SequelizeModule } from '@nestjs/sequelize';
import { AdminAccessModule } from '../../identity/access/admin-access.module';
import { SessionModule } from '../../identity/session/session.module';
import { ApiKeyDefaultsController } from './api-key-defaults.controller';
import { ApiKeyFormat } from './api-key-format';
import { ApiKeyOwnership } from './api-key-ownership';
import { ApiKeyConfigurations } from './api-key-configurations';
import { ApiKeySchema } from './api-key-schema';
import { ApiKeyServerController } from './api-key-server.controller';
import { ApiKeySessions } from './api-key-sessions';
import { ApiKeySweeper } from './api-key-sweeper';
import { ApiKeyVerifier } from './api-key-verifier';
import { ApiKeyController } from './api-key.controller';
import { ApiKeyModel } from './api-key.model';
import { ApiKeyRepository } from './api-key.repository';
import { ApiKeyService } from './api-key.service';
import { ApiKeyRequestLog } from './api-key-request-log';
import { ApiKeyStrategy } from './api-key.strategy';
import { RefillIntervalConversion } from './refill-interval-conversion';
import { RefillIntervalRepository } from './refill-interval.repository';

@Module({
  imports: [SequelizeModule.forFeature([ApiKeyModel]), SessionModule, AdminAccessModule],
  controllers: [ApiKeyController, ApiKeyServerController, ApiKeyDefaultsController],
  providers: [
    ApiKeyRepository,
    ApiKeySchema,
    ApiKeyFormat,
    ApiKeyConfigurations,
    ApiKeyOwnership,
    ApiKeyService,
    ApiKeyVerifier,
    ApiKeySweeper,
    ApiKeySessions,
    ApiKeyRequestLog,
    ApiKeyStrategy,
    RefillIntervalRepository,
    RefillIntervalConversion,
  ],
  // The administrators' endpoints on a user's keys, in the admin module, go through it.
  exports: [ApiKeyService],
})
export class ApiKeyModule {}
