import { AuthorizationResumption } from './authorization-resumer';
import { ConsentController } from './consent.controller';
import { ConsentService } from './consent.service';
import { SignedRequests } from './signed-requests';
import { UserConsentsService } from './user-consents.service';

export const CONSENT_CONTROLLERS = [ConsentController];
export const CONSENT_PROVIDERS = [SignedRequests, AuthorizationResumption, ConsentService, UserConsentsService];
