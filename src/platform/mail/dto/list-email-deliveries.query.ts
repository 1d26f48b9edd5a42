import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { PageLimit, PageOffset } from '../../common/http/page.query';
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

  @PageLimit({
    description: `Page size, ${DEFAULT_DELIVERY_PAGE_SIZE} by default, at most ${MAX_DELIVERY_PAGE_SIZE}`,
    example: 50,
    min: 1,
    max: MAX_DELIVERY_PAGE_SIZE,
  })
  limit?: number;

  @PageOffset()
  offset?: number;
}
