import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IsOmittable } from '../../../../platform/common/validation/optional';

/** The consent page's answer. */
export class ConsentDto {
  @ApiProperty({ description: 'Accept or deny the request' })
  @IsBoolean()
  accept: boolean;

  @ApiPropertyOptional({ description: 'The scopes accepted, space-separated; all those asked for when absent' })
  @IsOmittable()
  @MaxLength(4096)
  @IsString()
  scope?: string;

  @ApiPropertyOptional({ description: "The consent page's signed query (`sig`, `ba_param`, …)" })
  @IsOmittable()
  @MaxLength(8192)
  @IsString()
  oauth_query?: string;
}

/** `{ id }` of a consent, in a body or a query. */
export class ConsentIdDto {
  @ApiProperty()
  @MaxLength(256)
  @IsString()
  id: string;
}

class ConsentUpdate {
  @ApiProperty({ type: [String] })
  @IsArray()
  @IsString({ each: true })
  scopes: string[];
}

export class UpdateConsentDto extends ConsentIdDto {
  @ApiProperty({ type: ConsentUpdate })
  @ValidateNested()
  @Type(() => ConsentUpdate)
  update: ConsentUpdate;
}
