import { XMLParser } from 'fast-xml-parser';
import { invalidResponse } from './saml-refusal';

const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';
const REPEATABLE = new Set([
  'Assertion',
  'EncryptedAssertion',
  'Signature',
  'AudienceRestriction',
  'Audience',
  'SubjectConfirmation',
  'SubjectConfirmationData',
  'Conditions',
  'Subject',
]);

// Entities stay unexpanded and namespaces are dropped from names: only element and attribute values are read.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  processEntities: false,
  isArray: (name) => REPEATABLE.has(name),
});

type XmlNode = Record<string, unknown>;

/** A bearer SubjectConfirmationData: where and until when the assertion may be delivered, and for which request. */
interface BearerConfirmation {
  recipient?: string;
  inResponseTo?: string;
  notOnOrAfter?: string;
}

/** What the checks read from a Response, before and besides samlify's own parsing. */
export interface SamlResponseFacts {
  assertionCount: number;
  encryptedAssertionCount: number;
  hasResponseSignature: boolean;
  hasAssertionSignature: boolean;
  inResponseTo?: string;
  destination?: string;
  assertionId?: string;
  /** One list per AudienceRestriction: each must name us. */
  audienceRestrictions: string[][];
  bearerConfirmations: BearerConfirmation[];
  notBefore?: string;
  notOnOrAfter?: string;
}

export function readResponseFacts(xml: string): SamlResponseFacts {
  let document: XmlNode;
  try {
    document = parser.parse(xml) as XmlNode;
  } catch {
    throw invalidResponse('SAML response XML could not be parsed');
  }
  const response = asNode(document.Response);
  if (!response) throw invalidResponse('Not a SAML Response');
  const assertions = nodes(response.Assertion);
  const assertion = assertions[0];
  const conditions = nodes(assertion?.Conditions)[0];
  const confirmations = nodes(nodes(assertion?.Subject)[0]?.SubjectConfirmation).filter(
    (confirmation) => confirmation['@_Method'] === BEARER,
  );
  return {
    assertionCount: countAll(document, 'Assertion'),
    encryptedAssertionCount: countAll(document, 'EncryptedAssertion'),
    hasResponseSignature: nodes(response.Signature).length === 1,
    hasAssertionSignature: nodes(assertion?.Signature).length === 1,
    inResponseTo: text(response['@_InResponseTo']),
    destination: text(response['@_Destination']),
    assertionId: text(assertion?.['@_ID']),
    audienceRestrictions: nodes(conditions?.AudienceRestriction).map((restriction) => values(restriction.Audience)),
    bearerConfirmations: confirmations
      .flatMap((confirmation) => nodes(confirmation.SubjectConfirmationData))
      .map((data) => ({
        recipient: text(data['@_Recipient']),
        inResponseTo: text(data['@_InResponseTo']),
        notOnOrAfter: text(data['@_NotOnOrAfter']),
      })),
    notBefore: text(conditions?.['@_NotBefore']),
    notOnOrAfter: text(conditions?.['@_NotOnOrAfter']),
  };
}

function asNode(value: unknown): XmlNode | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as XmlNode) : null;
}

function nodes(value: unknown): XmlNode[] {
  const list = Array.isArray(value) ? (value as unknown[]) : [value];
  return list.map(asNode).filter((node): node is XmlNode => node !== null);
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number') return String(value);
  const inner = asNode(value)?.['#text'];
  return inner === undefined ? undefined : text(inner);
}

function values(value: unknown): string[] {
  const list = Array.isArray(value) ? (value as unknown[]) : [value];
  return list.map(text).filter((entry): entry is string => entry !== undefined);
}

/** Counts `name` elements anywhere, so an assertion smuggled into an extension or a wrapper is seen too. */
function countAll(value: unknown, name: string): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + countAll(item, name), 0);
  const node = asNode(value);
  if (!node) return 0;
  return Object.entries(node).reduce(
    (sum, [key, child]) => sum + (key === name ? nodes(child).length : 0) + countAll(child, name),
    0,
  );
}
