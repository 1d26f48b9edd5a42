/** The media type of every SCIM answer (RFC 7644 §3.1); requests may also use plain JSON. */
export const SCIM_MEDIA_TYPE = 'application/scim+json';
export const SCIM_REQUEST_MEDIA_TYPES = ['application/json', SCIM_MEDIA_TYPE];

export const SCIM_ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
export const SCIM_LIST_RESPONSE_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const SCIM_PATCH_OP_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

/** RFC 7644 §3.4.2.4: a page holds at most this many resources, whatever `count` asks. */
export const SCIM_MAX_PAGE_SIZE = 100;
