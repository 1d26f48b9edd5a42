import { SCIM_LIST_RESPONSE_SCHEMA, SCIM_MAX_PAGE_SIZE } from './scim.constants';
import { ScimError } from '../scim-error';

/** A page of a list as SCIM asks for it: `startIndex` counts from 1. */
export interface ScimPage {
  startIndex: number;
  count: number;
}

export interface ScimListResponse<T> {
  schemas: [typeof SCIM_LIST_RESPONSE_SCHEMA];
  totalResults: number;
  startIndex: number;
  itemsPerPage: number;
  Resources: T[];
}

/**
 * RFC 7644 §3.4.2.4: a `startIndex` below 1 reads as 1, a negative `count` as 0; `count` 0 asks only for
 * `totalResults`, and no page holds more than the service's maximum.
 */
export function readScimPage(startIndex: string | undefined, count: string | undefined): ScimPage {
  const start = readInteger(startIndex, 'startIndex') ?? 1;
  const size = readInteger(count, 'count') ?? SCIM_MAX_PAGE_SIZE;
  return { startIndex: Math.max(1, start), count: Math.min(SCIM_MAX_PAGE_SIZE, Math.max(0, size)) };
}

/** `totalResults` counts every match, before the page is cut. */
export function scimListResponse<T>(resources: T[], totalResults: number, page: ScimPage): ScimListResponse<T> {
  return {
    schemas: [SCIM_LIST_RESPONSE_SCHEMA],
    totalResults,
    startIndex: page.startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}

function readInteger(value: string | undefined, name: string): number | null {
  if (value === undefined || value === '') return null;
  if (!/^-?\d{1,9}$/.test(value.trim())) throw new ScimError(400, `${name} must be an integer`, 'invalidValue');
  return Number(value);
}
