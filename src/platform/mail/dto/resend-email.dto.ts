import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class ResendEmailDto {
  @ApiProperty({
    description: 'The e-mail delivery to try again, as the list names it',
    example: 'Qm2Lr8Vt1Zp4Wn6Bs0Hc5Jd7Fa2Xk3y9',
  })
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  id: string;
}
