import { Module } from '@nestjs/common';
import { SequelizeModule } from '@nestjs/sequelize';
import { VerificationModel } from './verification.model';
import { VerificationRepository } from './verification.repository';
import { VerificationService } from './verification.service';

@Module({
  imports: [SequelizeModule.forFeature([VerificationModel])],
  providers: [VerificationRepository, VerificationService],
  exports: [VerificationService],
})
export class VerificationModule {}
