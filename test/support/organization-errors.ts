import { orgError } from './organizations';

/** The error bodies the organization endpoints answer, as the e2e tests expect them. */
export const INVITATION_NOT_FOUND = orgError('INVITATION_NOT_FOUND', 'Invitation not found');
export const NOT_THE_RECIPIENT = orgError(
  'YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION',
  'You are not the recipient of the invitation',
);
export const ALREADY_INVITED = orgError(
  'USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION',
  'User is already invited to this organization',
);
export const VERIFICATION_REQUIRED = orgError(
  'EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION',
  'Email verification required before accepting or rejecting invitation',
);
export const ORGANIZATION_NOT_FOUND = orgError('ORGANIZATION_NOT_FOUND', 'Organization not found');
export const NOT_A_MEMBER_OF_THIS_ORGANIZATION = orgError(
  'YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION',
  'You are not a member of this organization',
);
export const NO_ACTIVE_ORGANIZATION = orgError('NO_ACTIVE_ORGANIZATION', 'No active organization');
export const UNAUTHORIZED = orgError('UNAUTHORIZED', 'Unauthorized');
export const USER_NOT_FOUND = orgError('USER_NOT_FOUND', 'User not found');
export const ALREADY_A_MEMBER = orgError(
  'USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION',
  'User is already a member of this organization',
);
export const TEAM_NOT_FOUND = orgError('TEAM_NOT_FOUND', 'Team not found');
export const LIMIT_REACHED = orgError('ORGANIZATION_MEMBERSHIP_LIMIT_REACHED', 'Organization membership limit reached');
export const roleNotFound = (names: string) => orgError('ROLE_NOT_FOUND', `Role not found: ${names}`);
export const MEMBER_NOT_FOUND = orgError('MEMBER_NOT_FOUND', 'Member not found');
export const ONLY_OWNER = orgError(
  'YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER',
  'You cannot leave the organization as the only owner',
);
export const NOT_ALLOWED_TO_UPDATE_MEMBER = orgError(
  'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER',
  'You are not allowed to update this member',
);
export const NOT_A_MEMBER_OF_THE_ORGANIZATION = orgError(
  'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION',
  'User is not a member of the organization',
);
export const ORGANIZATION_ALREADY_EXISTS = orgError('ORGANIZATION_ALREADY_EXISTS', 'Organization already exists');
export const INVALID_BODY = { code: 'VALIDATION_ERROR', message: 'Invalid body parameters' };
export const NOT_ALLOWED_TO_UPDATE_ORGANIZATION = orgError(
  'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION',
  'You are not allowed to update this organization',
);
export const NOT_ALLOWED_TO_DELETE_ORGANIZATION = orgError(
  'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION',
  'You are not allowed to delete this organization',
);
export const NOT_ALLOWED_TO_INVITE = orgError(
  'YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION',
  'You are not allowed to invite users to this organization',
);
export const NOT_ALLOWED_TO_CANCEL = orgError(
  'YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION',
  'You are not allowed to cancel this invitation',
);
export const NOT_ALLOWED_TO_DELETE_MEMBER = orgError(
  'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER',
  'You are not allowed to delete this member',
);
export const NOT_ALLOWED_TO_CREATE_TEAMS = orgError(
  'YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION',
  'You are not allowed to create teams in this organization',
);
export const NOT_ALLOWED_TO_UPDATE_TEAM = orgError(
  'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM',
  'You are not allowed to update this team',
);
export const NOT_ALLOWED_TO_DELETE_TEAMS = orgError(
  'YOU_ARE_NOT_ALLOWED_TO_DELETE_TEAMS_IN_THIS_ORGANIZATION',
  'You are not allowed to delete teams in this organization',
);
export const NOT_ALLOWED_TO_DELETE_TEAM = orgError(
  'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_TEAM',
  'You are not allowed to delete this team',
);
export const NOT_ALLOWED_TO_ADD_TEAM_MEMBER = orgError(
  'YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_MEMBER',
  'You are not allowed to create a new member',
);
export const NOT_ALLOWED_TO_REMOVE_TEAM_MEMBER = orgError(
  'YOU_ARE_NOT_ALLOWED_TO_REMOVE_A_TEAM_MEMBER',
  'You are not allowed to remove a team member',
);
export const NOT_ALLOWED_TO_INVITE_ROLE = orgError(
  'YOU_ARE_NOT_ALLOWED_TO_INVITE_A_USER_WITH_THIS_ROLE',
  'You are not allowed to invite a user with this role',
);
export const WITHOUT_AN_OWNER = orgError(
  'YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER',
  'You cannot leave the organization without an owner',
);
export const MAXIMUM_TEAMS = orgError(
  'YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS',
  'You have reached the maximum number of teams',
);
export const TEAM_MEMBER_LIMIT_REACHED = orgError('TEAM_MEMBER_LIMIT_REACHED', 'Team member limit reached');
export const NOT_A_MEMBER_OF_THE_TEAM = orgError(
  'USER_IS_NOT_A_MEMBER_OF_THE_TEAM',
  'User is not a member of the team',
);
export const NO_ACTIVE_TEAM = orgError('YOU_DO_NOT_HAVE_AN_ACTIVE_TEAM', 'You do not have an active team');
export const TEAM_MEMBER_REMOVED = { message: 'Team member removed successfully.' };
export const validationError = (field: string, message: string) => ({
  ...orgError('VALIDATION_ERROR', 'Invalid body parameters'),
  errors: [{ field, message }],
});
export const LAST_TEAM = orgError('UNABLE_TO_REMOVE_LAST_TEAM', 'Unable to remove last team');
export const TEAM_REMOVED = { message: 'Team removed successfully.' };
