import { ApiProperty } from '@nestjs/swagger';

/** What a page of an administrators' list says beside its rows: the total and the page it is. */
export class PageResponse {
  @ApiProperty({ description: 'All that match the search and filter, on every page', example: 1 })
  total: number;

  @ApiProperty({ example: 100 })
  limit: number;

  @ApiProperty({ example: 0 })
  offset: number;
}
