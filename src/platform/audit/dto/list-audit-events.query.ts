import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsString, MaxLength } from 'class-validator';
import { PageLimit, PageOffset } from '../../common/http/page.query';
import { DEFAULT_AUDIT_PAGE_SIZE, MAX_AUDIT_PAGE_SIZE } from '../audit.constants';
import { AUDIT_ACTIONS } from '../audit-actions';
import { IsOmittable } from '../../common/validation/optional';

export class ListAuditEventsQuery {
  @ApiPropertyOptional({ description: 'Only events by this user id', example: 'Xk3y9Qm2Lr8Vt1Zp4Wn6Bs0Hc5Jd7Fa2' })
  @IsOmittable()
  @MaxLength(256)
  @IsString()
  actorId?: string;

  @ApiPropertyOptional({
    description: 'Only events on this user, API key or organization id',
    example: 'Xk3y9Qm2Lr8Vt1Zp4Wn6Bs0Hc5Jd7Fa2',
  })
  @IsOmittable()
  @MaxLength(256)
  @IsString()
  targetId?: string;

  @ApiPropertyOptional({ description: 'Only this action', enum: AUDIT_ACTIONS, example: 'admin.ban-user' })
  @IsOmittable()
  @IsIn(AUDIT_ACTIONS)
  action?: string;

  @ApiPropertyOptional({
    description: '`success`, or an error code such as INVALID_EMAIL_OR_PASSWORD',
    example: 'success',
  })
  @IsOmittable()
  @MaxLength(128)
  @IsString()
  result?: string;

  @ApiPropertyOptional({ description: 'Events at or after this time (ISO 8601)', example: '2026-11-01T00:00:00Z' })
  @IsOmittable()
  @IsISO8601({ strict: true })
  from?: string;

  @ApiPropertyOptional({ description: 'Events at or before this time (ISO 8601)', example: '2026-11-30T23:59:59Z' })
  @IsOmittable()
  @IsISO8601({ strict: true })
  to?: string;

  @ApiPropertyOptional({
    description: 'Text found, ignoring case, in the ids, action, result, address, user agent or details',
    example: 'ada@example.com',
  })
  @IsOmittable()
  @MaxLength(256)
  @IsString()
  searchValue?: string;

  @PageLimit({
    description: `Page size, ${DEFAULT_AUDIT_PAGE_SIZE} by default, at most ${MAX_AUDIT_PAGE_SIZE}`,
    example: 50,
    min: 1,
    max: MAX_AUDIT_PAGE_SIZE,
  })
  limit?: number;

  @PageOffset()
  offset?: number;

  @ApiPropertyOptional({
    description: 'Download the page as a file: `csv` (with a header row) or `json`',
    enum: ['csv', 'json'],
  })
  @IsOmittable()
  @IsIn(['csv', 'json'])
  format?: 'csv' | 'json';
}
