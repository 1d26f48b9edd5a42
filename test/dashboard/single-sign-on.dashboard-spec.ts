import { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { launchChromium } from '../support/chromium';
import { TestApp, createTestApp } from '../support/create-test-app';
import { requireBuiltDashboard, screenshot, signedInPage } from '../support/dashboard-page';
import { DnsTxtServer, startDnsTxtServer } from '../support/dns-txt-server';
import { signUp } from '../support/factories';
import { createOrganization } from '../support/organizations';

jest.setTimeout(90_000);

/** An identity provider's SAML metadata with a real (self-signed, public) signing certificate. */
const IDP_METADATA = `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="https://idp.initech.test/metadata">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>MIIBijCCATGgAwIBAgIURk9ObLZz6E3hyaohct8DyApw1ZQwCgYIKoZIzj0EAwIwGzEZMBcGA1UEAwwQaWRwLmV4YW1wbGUudGVzdDAeFw0yNjExMzAwMDM3MTRaFw0zNjExMjcwMDM3MTRaMBsxGTAXBgNVBAMMEGlkcC5leGFtcGxlLnRlc3QwWTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAAQNmMlRsdNQECuhSYpkgj0AvvE3PBPXLKFZTvheIm90VJo8Db0VCf8qGdzj3TG/75FWQ1nh6f7dbqdJdV2dBirWo1MwUTAdBgNVHQ4EFgQUQ44YE0Kx6KC9cRvY+CFLIowqWiEwHwYDVR0jBBgwFoAUQ44YE0Kx6KC9cRvY+CFLIowqWiEwDwYDVR0TAQH/BAUwAwEB/zAKBggqhkjOPQQDAgNHADBEAiAE0CIuPpX3PpK/vbdZdQkvclpNJtHCECpOSzo57THtOQIgIeRTiF7NCZBwt8oT9L6ltp1EnTcm6gR3OhcaSR1vOsg=</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.initech.test/sso"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;

/** What the page's copy button put on the clipboard. */
async function copied(page: Page, buttonName: string): Promise<string> {
  await page.getByRole('button', { name: buttonName }).click();
  return page.evaluate<string>('navigator.clipboard.readText()');
}

describe("an organization's single sign-on in the dashboard, in Chromium", () => {
  let dns: DnsTxtServer;
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    requireBuiltDashboard();
    // Domain verification asks this server for the TXT record, as it would ask the organization's DNS.
    dns = await startDnsTxtServer();
    t = await createTestApp({ listen: true, config: { sso: { dnsServers: [dns.address] } } });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await dns?.stop();
  });

  it('lets the owner register a SAML provider from pasted metadata, copy its URLs, and verify its domain by the DNS record it shows', async () => {
    const owner = await signUp(t.http);
    const organization = await createOrganization(t.http, owner.cookie, { name: 'Initech' });
    const page = await signedInPage(browser, t.baseUrl, owner.email, '/organizations');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: t.baseUrl });
    await page.getByRole('combobox', { name: 'Active organization' }).click();
    await page.getByRole('option', { name: 'Initech' }).click();
    await page
      .getByRole('navigation', { name: 'Organization pages' })
      .getByRole('link', { name: 'Single sign-on' })
      .click();
    await page.getByRole('heading', { name: 'Single sign-on', level: 1 }).waitFor();
    await page.getByText('No identity providers yet').waitFor();

    await page.getByRole('button', { name: 'Add provider' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Provider ID' }).fill('initech-saml');
    expect(await copied(page, 'Copy Redirect URI')).toBe(`${t.baseUrl}/api/auth/sso/callback/initech-saml`);
    await dialog.getByText('SAML 2.0').click();
    await dialog.getByRole('textbox', { name: 'Domain' }).fill('initech.test');
    await dialog.getByRole('textbox', { name: 'IdP metadata (XML)' }).fill(IDP_METADATA);
    await dialog.getByRole('button', { name: 'Add provider' }).click();

    const panel = page.getByRole('region', { name: 'initech-saml' });
    await panel.getByText('Domain not verified').waitFor();
    const stored = await request(t.http)
      .get('/api/auth/sso/get-provider')
      .query({ providerId: 'initech-saml' })
      .set('Cookie', owner.cookie)
      .expect(200);
    expect(stored.body).toMatchObject({
      providerId: 'initech-saml',
      type: 'saml',
      organizationId: organization.id,
      issuer: `${t.baseUrl}/api/auth/sso/saml2/sp/metadata?providerId=initech-saml`,
      domain: 'initech.test',
      domainVerified: false,
      samlConfig: { entryPoint: 'https://idp.initech.test/sso', wantAssertionsSigned: true },
    });
    expect(await copied(page, 'Copy ACS URL')).toBe(`${t.baseUrl}/api/auth/sso/saml2/sp/acs/initech-saml`);
    expect(await copied(page, 'Copy SP metadata URL')).toBe(stored.body.issuer);

    const recordName = panel.getByRole('textbox', { name: 'TXT record name (initech.test)' });
    expect(await recordName.inputValue()).toBe('_better-auth-token-initech-saml.initech.test');
    const token = await panel.getByRole('textbox', { name: 'TXT record value' }).inputValue();
    expect(token).toMatch(/^\S{16,}$/);
    await screenshot(page, 'single-sign-on');

    await panel.getByRole('button', { name: 'Verify domain' }).click();
    await panel.getByRole('alert').getByText('Unable to verify domain ownership').waitFor();
    expect(await panel.getByText('Domain not verified').count()).toBe(1);

    dns.setTxt('_better-auth-token-initech-saml.initech.test', [token]);
    await panel.getByRole('button', { name: 'Verify domain' }).click();
    await panel.getByText('Domain verified', { exact: true }).waitFor();
    expect(await panel.getByRole('button', { name: 'Verify domain' }).count()).toBe(0);
    await screenshot(page, 'single-sign-on-verified');

    await panel.getByRole('button', { name: 'Delete initech-saml' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete provider' }).click();
    await page.getByText('No identity providers yet').waitFor();
    await request(t.http)
      .get('/api/auth/sso/get-provider')
      .query({ providerId: 'initech-saml' })
      .set('Cookie', owner.cookie)
      .expect(404);
  });
});
