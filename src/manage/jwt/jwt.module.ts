import { Module } from '@nestjs/common';
import { SequelizeModule } from '@nestjs/sequelize';
import { SessionModule } from '../../identity/session/session.module';
import { JwksModel } from './jwks.model';
import { JwksRepository } from './jwks.repository';
import { JwksRotationSweeper } from './jwks-rotation-sweeper';
import { JwksService } from './jwks.service';
import { JwtIssuer } from './jwt-issuer.service';
import { JwtController } from './jwt.controller';
import { SessionJwtHeader } from './session-jwt-header';

/** Better Auth's jwt plugin: tokens for the caller, the key set that verifies them, and key rotation. */
@Module({
  imports: [SequelizeModule.forFeature([JwksModel]), SessionModule],
  controllers: [JwtController],
  providers: [JwksRepository, JwksService, JwtIssuer, SessionJwtHeader, JwksRotationSweeper],
  exports: [JwksService, JwtIssuer],
})
export class JwtModule {}
