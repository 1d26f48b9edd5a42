import { ScimError } from '../scim-error';
import { parseScimFilter } from './scim-filter';

const USER_FILTERS = new Map([
  ['id', 'id'],
  ['username', 'userName'],
  ['externalid', 'externalId'],
  ['emails.value', 'emails.value'],
]);

function refusal(filter: string): ScimError {
  try {
    parseScimFilter(filter, USER_FILTERS);
  } catch (error) {
    return error as ScimError;
  }
  throw new Error(`"${filter}" was accepted`);
}

describe('parseScimFilter', () => {
  it('reads an eq comparison with the attribute name in any case', () => {
    expect(parseScimFilter('USERNAME eq "Ada@Example.com"', USER_FILTERS)).toEqual([
      { attribute: 'userName', value: 'Ada@Example.com' },
    ]);
  });

  it('reads comparisons joined by and, with escaped quotes, booleans and sub-attributes', () => {
    expect(parseScimFilter('externalId eq "a\\"b" AND emails.value eq "x@y.z" and id eq true', USER_FILTERS)).toEqual([
      { attribute: 'externalId', value: 'a"b' },
      { attribute: 'emails.value', value: 'x@y.z' },
      { attribute: 'id', value: true },
    ]);
  });

  it.each([
    'userName ne "a"',
    'userName co "a"',
    'userName pr',
    'userName eq "a" or id eq "b"',
    'not (userName eq "a")',
    '(userName eq "a")',
    'displayName eq "a"',
    'userName eq',
    '',
    'userName eq "a" and',
  ])('refuses %j with 400 invalidFilter', (filter) => {
    const error = refusal(filter);
    expect(error).toBeInstanceOf(ScimError);
    expect({ status: error.status, scimType: error.scimType }).toEqual({ status: 400, scimType: 'invalidFilter' });
  });
});
