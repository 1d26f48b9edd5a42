export const SCIM_GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';

/**
 * The attribute-less marker Microsoft Entra's classic provisioning puts beside the core schema when it creates a
 * group. It is no extension: a create drops it; any other request keeps it, and is refused for it.
 */
export const ENTRA_LEGACY_GROUP_SCHEMA = 'http://schemas.microsoft.com/2006/11/ResourceManagement/ADSCIM/2.0/Group';

/** Direct members one group may hold. */
export const SCIM_MAX_GROUP_MEMBERS = 1000;
