import { wireDecoder, wireEncoder } from '../wire-codec.js';
import { AuditEventRead } from './audit-schemas.js';
import { TokenPair, UserCreate, UserRead, UserUpdate } from './schemas.js';
import { SessionRead } from './session-schemas.js';

/** An account between wire and domain: read as UserRead, created by an admin, updated by an admin. */
export const userCodec = {
  toWire: wireEncoder(UserRead),
  fromCreate: wireDecoder(UserCreate),
  fromUpdate: wireDecoder(UserUpdate),
};
export const tokenPairCodec = { toWire: wireEncoder(TokenPair) };
export const sessionCodec = { toWire: wireEncoder(SessionRead) };
export const auditEventCodec = { toWire: wireEncoder(AuditEventRead) };
