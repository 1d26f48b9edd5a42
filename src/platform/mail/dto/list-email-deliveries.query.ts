import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { toInteger } from '../../common/validation/query-integer';
import { DEFAULT_DELIVERY_PAGE_SIZE, MAX_DELIVERY_PAGE_SIZE } from '../mail.constants';
import { IsOmittable } from '../../common/validation/optional';

export class ListEmailDeliveriesQuery {
  @ApiPropertyOptional({
    description: '`pending`: still being retried; `failed`: given up on after the last attempt',
    enum: ['pending', 'failed'],
  })
  @IsOmittable()
  @IsIn(['pending', 'failed'])
  status?: 'pending' | 'failed';

  @ApiPropertyOptional({
    description: `Page size, ${DEFAULT_DELIVERY_PAGE_SIZE} by default, at most ${MAX_DELIVERY_PAGE_SIZE}`,
    example: 50,
  })
  @IsOmittable()
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  @Max(MAX_DELIVERY_PAGE_SIZE)
  limit?: number;

  @ApiPropertyOptional({ example: 0 })
  @IsOmittable()
  @Transform(toInteger)
  @IsInt()
  @Min(0)
  offset?: number;
}
