import { defineErrors } from '../../platform/common/errors/define-errors';

/**
 * Better Auth's organization messages. Its wire code is the message in upper case (spaces to
 * underscores, the rest dropped), so each entry is keyed that way; the status is the one most
 * endpoints answer, and an endpoint that answers another says so where it throws.
 */
export const ORGANIZATION_ERRORS = defineErrors({
  YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_ORGANIZATION: {
    status: 403,
    message: 'You are not allowed to create a new organization',
  },
  YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS: {
    status: 403,
    message: 'You have reached the maximum number of organizations',
  },
  ORGANIZATION_ALREADY_EXISTS: { status: 400, message: 'Organization already exists' },
  ORGANIZATION_SLUG_ALREADY_TAKEN: { status: 400, message: 'Organization slug already taken' },
  SLUG_IS_TAKEN: { status: 400, message: 'slug is taken' },
  ORGANIZATION_NOT_FOUND: { status: 400, message: 'Organization not found' },
  USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION: { status: 400, message: 'User is not a member of the organization' },
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION: {
    status: 403,
    message: 'You are not allowed to update this organization',
  },
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION: {
    status: 403,
    message: 'You are not allowed to delete this organization',
  },
  NO_ACTIVE_ORGANIZATION: { status: 400, message: 'No active organization' },
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: {
    status: 400,
    message: 'User is already a member of this organization',
  },
  MEMBER_NOT_FOUND: { status: 400, message: 'Member not found' },
  ROLE_NOT_FOUND: { status: 400, message: 'Role not found' },
  TEAM_NOT_FOUND: { status: 400, message: 'Team not found' },
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER: {
    status: 400,
    message: 'You cannot leave the organization as the only owner',
  },
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER: {
    status: 400,
    message: 'You cannot leave the organization without an owner',
  },
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER: { status: 401, message: 'You are not allowed to delete this member' },
  YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION: {
    status: 403,
    message: 'You are not allowed to invite users to this organization',
  },
  USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION: {
    status: 400,
    message: 'User is already invited to this organization',
  },
  INVITATION_NOT_FOUND: { status: 400, message: 'Invitation not found' },
  YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION: { status: 403, message: 'You are not the recipient of the invitation' },
  EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION: {
    status: 403,
    message: 'Email verification required before accepting or rejecting invitation',
  },
  YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION: {
    status: 403,
    message: 'You are not allowed to cancel this invitation',
  },
  INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION: {
    status: 400,
    message: 'Inviter is no longer a member of the organization',
  },
  YOU_ARE_NOT_ALLOWED_TO_INVITE_A_USER_WITH_THIS_ROLE: {
    status: 403,
    message: 'You are not allowed to invite a user with this role',
  },
  YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS: {
    status: 400,
    message: 'You have reached the maximum number of teams',
  },
  UNABLE_TO_REMOVE_LAST_TEAM: { status: 400, message: 'Unable to remove last team' },
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER: { status: 403, message: 'You are not allowed to update this member' },
  ORGANIZATION_MEMBERSHIP_LIMIT_REACHED: { status: 403, message: 'Organization membership limit reached' },
  YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION: {
    status: 403,
    message: 'You are not allowed to create teams in this organization',
  },
  YOU_ARE_NOT_ALLOWED_TO_DELETE_TEAMS_IN_THIS_ORGANIZATION: {
    status: 403,
    message: 'You are not allowed to delete teams in this organization',
  },
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM: { status: 403, message: 'You are not allowed to update this team' },
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_TEAM: { status: 403, message: 'You are not allowed to delete this team' },
  INVITATION_LIMIT_REACHED: { status: 403, message: 'Invitation limit reached' },
  TEAM_MEMBER_LIMIT_REACHED: { status: 403, message: 'Team member limit reached' },
  USER_IS_NOT_A_MEMBER_OF_THE_TEAM: { status: 400, message: 'User is not a member of the team' },
  YOU_DO_NOT_HAVE_AN_ACTIVE_TEAM: { status: 400, message: 'You do not have an active team' },
  YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_MEMBER: { status: 403, message: 'You are not allowed to create a new member' },
  YOU_ARE_NOT_ALLOWED_TO_REMOVE_A_TEAM_MEMBER: { status: 403, message: 'You are not allowed to remove a team member' },
  YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION: { status: 403, message: 'You are not a member of this organization' },
  ORGANIZATION_ID_IS_REQUIRED: { status: 400, message: 'Organization ID is required' },
  USER_EMAIL_CANNOT_BE_PASSED_FOR_CLIENT_SIDE_API_CALLS: {
    status: 400,
    message: 'User email cannot be passed for client side API calls.',
  },
  EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION: {
    status: 403,
    message: 'Email verification required to view or list invitations for the session email',
  },
  YOU_ARE_NOT_ALLOWED_TO_LIST_INVITATIONS: {
    status: 403,
    message: 'You are not allowed to list invitations for this organization',
  },
  YOU_MUST_BE_IN_AN_ORGANIZATION_TO_CREATE_A_ROLE: {
    status: 400,
    message: 'You must be in an organization to create a role',
  },
  YOU_ARE_NOT_ALLOWED_TO_CREATE_A_ROLE: { status: 403, message: 'You are not allowed to create a role' },
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_A_ROLE: { status: 403, message: 'You are not allowed to update a role' },
  YOU_ARE_NOT_ALLOWED_TO_DELETE_A_ROLE: { status: 403, message: 'You are not allowed to delete a role' },
  YOU_ARE_NOT_ALLOWED_TO_READ_A_ROLE: { status: 403, message: 'You are not allowed to read a role' },
  YOU_ARE_NOT_ALLOWED_TO_LIST_A_ROLE: { status: 403, message: 'You are not allowed to list a role' },
  INVALID_RESOURCE: { status: 400, message: 'The provided permission includes an invalid resource' },
  ROLE_NAME_IS_ALREADY_TAKEN: { status: 400, message: 'That role name is already taken' },
  CANNOT_DELETE_A_PRE_DEFINED_ROLE: { status: 400, message: 'Cannot delete a pre-defined role' },
  ROLE_IS_ASSIGNED_TO_MEMBERS: {
    status: 400,
    message: 'Cannot delete a role that is assigned to members. Please reassign the members to a different role first',
  },
  MISSING_SESSION_HEADERS_OR_EMAIL_QUERY_PARAMETER: {
    status: 400,
    message: 'Missing session headers, or email query parameter.',
  },
});
