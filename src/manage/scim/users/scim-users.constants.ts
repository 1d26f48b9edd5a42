/** The ban a user gets when no active SCIM source is left; only this ban is lifted on reactivation. */
export const SCIM_DEACTIVATED_BAN_REASON = 'SCIM_DEACTIVATED';

/** The role a provisioned user is given in the provisioning organization. */
export const SCIM_MEMBER_ROLE = 'member';
