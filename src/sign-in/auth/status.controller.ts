import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { escapeHtml } from '../../platform/mail/templates/render-link-email';
import { OkResponse } from './dto/auth.responses';
import { ErrorPageQuery } from './dto/error-page.query';

const ERROR_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

@ApiTags('Status')
@Controller()
export class StatusController {
  @Get('ok')
  @ApiOperation({ summary: 'Liveness of the auth API' })
  @ApiOkResponse({ type: OkResponse })
  ok(): OkResponse {
    return { ok: true };
  }

  @Get('error')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
  @ApiOperation({ summary: 'The page a failed browser flow lands on; shows the error code' })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'An HTML page naming the error code', schema: { type: 'string' } })
  errorPage(@Query() query: ErrorPageQuery): string {
    const code = query.error && ERROR_CODE_PATTERN.test(query.error) ? query.error : 'UNKNOWN';
    const description = query.error_description ? `<p>${escapeHtml(query.error_description)}</p>` : '';
    return [
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error</title>',
      '<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2937}',
      'code{background:#f3f4f6;padding:.2rem .4rem;border-radius:4px}</style></head><body>',
      '<h1>Something went wrong</h1>',
      `<p>Error code: <code>${escapeHtml(code)}</code></p>`,
      description,
      '<p><a href="/">Back to the start</a></p>',
      '</body></html>',
    ].join('');
  }
}
