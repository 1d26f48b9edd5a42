import * as samlify from 'samlify';
import { XMLValidator } from 'fast-xml-parser';

// samlify refuses every message until a schema validator is set. Like @better-auth/sso, a well-formedness
// check stands in for the XSD: the signatures, issuer, audience, recipient and times are checked afterwards.
samlify.setSchemaValidator({
  validate(xml: string): Promise<string> {
    if (XMLValidator.validate(xml, { allowBooleanAttributes: true }) === true) {
      return Promise.resolve('SUCCESS_VALIDATE_XML');
    }
    return Promise.reject(new Error('ERR_INVALID_XML'));
  },
});

export { samlify };
