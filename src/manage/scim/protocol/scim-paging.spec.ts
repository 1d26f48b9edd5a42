import { readScimPage, scimListResponse } from './scim-paging';

describe('readScimPage', () => {
  it('starts at 1 and gives at most 100 when nothing is asked', () => {
    expect(readScimPage(undefined, undefined)).toEqual({ startIndex: 1, count: 100 });
  });

  it('reads a startIndex below 1 as 1, keeps count 0 and caps count at 100', () => {
    expect(readScimPage('0', '0')).toEqual({ startIndex: 1, count: 0 });
    expect(readScimPage('-5', '500')).toEqual({ startIndex: 1, count: 100 });
    expect(readScimPage('3', '-2')).toEqual({ startIndex: 3, count: 0 });
  });

  it('refuses a count that is not an integer with 400 invalidValue', () => {
    expect(() => readScimPage('1', 'ten')).toThrow(expect.objectContaining({ status: 400, scimType: 'invalidValue' }));
  });

  it('writes totalResults before paging and itemsPerPage as the page holds', () => {
    expect(scimListResponse(['a'], 7, { startIndex: 2, count: 1 })).toEqual({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
      totalResults: 7,
      startIndex: 2,
      itemsPerPage: 1,
      Resources: ['a'],
    });
  });
});
