import { ScimError } from '../scim-error';

/** The Groups endpoints' refusals, in SCIM's error shape (not the service's catalogue), with the package's details. */
export const SCIM_GROUP_FAILURES = {
  notFound: () => new ScimError(404, 'SCIM Group not found'),
  displayNameTaken: () => new ScimError(409, 'SCIM Group displayName already exists', 'uniqueness'),
  externalIdTaken: () => new ScimError(409, 'SCIM Group externalId already exists', 'uniqueness'),
  changedConcurrently: () => new ScimError(409, 'The SCIM Group changed concurrently; retry the request'),
  invalidMembers: () => new ScimError(400, 'One or more Group members are invalid', 'invalidValue'),
  markerWithAttributes: () =>
    new ScimError(400, 'The Microsoft Entra Group compatibility schema cannot contain attributes', 'invalidValue'),
  markerDuplicated: () =>
    new ScimError(400, 'The Microsoft Entra Group compatibility schema must not be duplicated', 'invalidValue'),
};
