import { Global, Module } from '@nestjs/common';
import { SequelizeModule } from '@nestjs/sequelize';
import { AuditCallers } from './audit-caller';
import { AuditEventModel } from './audit-event.model';
import { AuditSweeper } from './audit-sweeper';
import { AuditRepository } from './audit.repository';
import { AuditService } from './audit.service';

/** The audit log; global, like mail, since every domain module records into it. */
@Global()
@Module({
  imports: [SequelizeModule.forFeature([AuditEventModel])],
  providers: [AuditRepository, AuditService, AuditSweeper, AuditCallers],
  exports: [AuditService, AuditCallers],
})
export class AuditModule {}
