import { wireEncoder } from '../wire-codec.js';
import { TeamInvitationRead, TeamMemberRead } from './schemas.js';

/** How team records leave the API: the schemas' keys are the whitelist (an invitation's token hash is not one). */
export const teamMemberCodec = { toWire: wireEncoder(TeamMemberRead) };
export const teamInvitationCodec = { toWire: wireEncoder(TeamInvitationRead) };
