import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DynamicModule, Logger, Module } from '@nestjs/common';
import { ServeStaticModule } from '@nestjs/serve-static';
import { API_ROOT_ANY_SPELLING } from '../common/http/api-paths';

const DASHBOARD_DIST = join(__dirname, '..', '..', '..', 'frontend', 'dist');

/** Serves the built dashboard at `/`; the API, health and reference paths stay the API's. */
@Module({})
export class DashboardModule {
  static register(): DynamicModule {
    if (!existsSync(join(DASHBOARD_DIST, 'index.html'))) {
      new Logger(DashboardModule.name).warn('The dashboard is not built (npm run build); only the API is served');
      return { module: DashboardModule };
    }
    return {
      module: DashboardModule,
      imports: [
        ServeStaticModule.forRoot({
          rootPath: DASHBOARD_DIST,
          // The API's paths in any spelling: another one is a 404 of the API's, never the page.
          exclude: API_ROOT_ANY_SPELLING,
          serveStaticOptions: { index: 'index.html', maxAge: '1h' },
        }),
      ],
    };
  }
}
