import { CookieJar } from '../../support/cookie-jar';
import { freePort } from '../../support/create-test-app';
import { ServiceProcess, startLoneService } from '../../support/deployment';
import { uniqueEmail } from '../../support/factories';
import {
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
  TestIdentityProvider,
  startIdentityProvider,
} from '../../support/identity-provider';
import { OtlpReceiver, ReceivedSpan, SPAN_KIND, descendsFrom } from '../../support/otlp-receiver';
import { TestDatabase, createTestDatabase } from '../../support/test-database';

jest.setTimeout(60_000);

const PROVIDER_ID = 'corp';

/** The built service, traced into an OTLP/HTTP receiver, signing a user in through a real OpenID provider. */
describe('traces of a sign-in through a provider', () => {
  let receiver: OtlpReceiver;
  let database: TestDatabase;
  let service: ServiceProcess;
  let idp: TestIdentityProvider;
  let issuer: string;

  beforeAll(async () => {
    receiver = await OtlpReceiver.start();
    database = await createTestDatabase();
    issuer = `http://127.0.0.1:${await freePort()}`;
    service = await startLoneService(database.url, {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '200',
      OIDC_PROVIDERS: JSON.stringify([
        { providerId: PROVIDER_ID, issuer, clientId: TEST_CLIENT_ID, clientSecret: TEST_CLIENT_SECRET },
      ]),
    });
    // The provider is discovered at the first sign-in, so it may start after the service.
    idp = await startIdentityProvider({
      port: Number(new URL(issuer).port),
      redirectUris: [`${service.url}/api/auth/callback/${PROVIDER_ID}`],
    });
  });

  afterAll(async () => {
    await idp?.stop();
    await service?.stop();
    await receiver?.stop();
    await database?.drop();
  });

  it("exports the calls to the provider under the sign-in's callback request", async () => {
    const email = uniqueEmail('social');
    await idp.addAccount({ sub: `sub-${email}`, email, email_verified: true });
    const browser = new CookieJar(service.url);
    const started = await browser.fetch(`${service.url}/api/auth/sign-in/social`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ provider: PROVIDER_ID, callbackURL: '/' }),
    });
    expect(started.status).toBe(200);
    const { url } = (await started.json()) as { url: string };
    const back = await idp.authorize(url, email);
    const callback = await browser.fetch(back, { redirect: 'manual' });
    expect(callback.status).toBe(302);

    const isCallback = (span: ReceivedSpan) =>
      span.kind === SPAN_KIND.SERVER && span.attributes['http.route'] === '/api/auth/callback/:providerId';
    const toProvider = (span: ReceivedSpan) =>
      span.kind === SPAN_KIND.CLIENT && String(span.attributes['url.full']).startsWith(issuer);
    const spans = await receiver.spansWhen((received) => {
      const request = received.find(isCallback);
      return (
        request !== undefined && received.some((span) => toProvider(span) && descendsFrom(span, request, received))
      );
    });
    const request = spans.find(isCallback)!;
    const calls = spans.filter((span) => toProvider(span) && descendsFrom(span, request, spans));
    expect(calls.map((span) => span.attributes['url.full'])).toContain(`${issuer}/token`);
    // The code and state the provider sent back stay out of the request's span.
    expect(request.attributes['url.query']).toBeUndefined();
    expect(JSON.stringify(spans)).not.toContain(back.searchParams.get('code'));
  });
});
