import { Module } from '@nestjs/common';
import { SequelizeModule } from '@nestjs/sequelize';
import { SessionModule } from '../session/session.module';
import { ApiKeyFormat } from './api-key-format';
import { ApiKeyRules } from './api-key-rules';
import { ApiKeyServerController } from './api-key-server.controller';
import { ApiKeySessions } from './api-key-sessions';
import { ApiKeySweeper } from './api-key-sweeper';
import { ApiKeyVerifier } from './api-key-verifier';
import { ApiKeyController } from './api-key.controller';
import { ApiKeyModel } from './api-key.model';
import { ApiKeyRepository } from './api-key.repository';
import { ApiKeyService } from './api-key.service';
import { ApiKeyStrategy } from './api-key.strategy';

@Module({
  imports: [SequelizeModule.forFeature([ApiKeyModel]), SessionModule],
  controllers: [ApiKeyController, ApiKeyServerController],
  providers: [ApiKeyRepository, ApiKeyFormat, ApiKeyRules, ApiKeyService, ApiKeyVerifier, ApiKeySweeper, ApiKeySessions, ApiKeyStrategy],
})
export class ApiKeyModule {}
