import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DynamicModule, Logger, Module } from '@nestjs/common';
import { ServeStaticModule } from '@nestjs/serve-static';

const DASHBOARD_DIST = join(__dirname, '..', '..', 'frontend', 'dist');

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
          exclude: ['/api/{*path}', '/health/{*path}', '/metrics'],
          serveStaticOptions: { index: 'index.html', maxAge: '1h' },
        }),
      ],
    };
  }
}
