import { SCIM_ERROR_SCHEMA } from './scim.constants';

/** RFC 7644 §3.12: the error body; `status` is the HTTP status written as a string. */
export interface ScimErrorBody {
  schemas: [typeof SCIM_ERROR_SCHEMA];
  status: string;
  detail: string;
  scimType?: string;
}

export function scimErrorBody(status: number, detail: string, scimType?: string): ScimErrorBody {
  return { schemas: [SCIM_ERROR_SCHEMA], status: String(status), detail, ...(scimType ? { scimType } : {}) };
}
