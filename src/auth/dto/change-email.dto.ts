import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, MaxLength } from 'class-validator';

export class ChangeEmailDto {
  @ApiProperty({ description: 'The new address; it takes effect when the link sent there is opened', example: 'ada@new.example.com' })
  @IsEmail()
  @MaxLength(254)
  newEmail: string;

  @ApiPropertyOptional({ example: '/account' })
  @IsOptional()
  @MaxLength(2048)
  @IsString()
  callbackURL?: string;
}
