import { z } from 'zod';
import { Timestamp } from '../common-schemas.js';

export const SessionRead = z
  .object({
    id: z.uuid(),
    created_at: Timestamp,
    last_used_at: Timestamp.describe('When the session last logged in or refreshed.'),
    expires_at: Timestamp.describe('When its refresh token expires, unless it is refreshed before.'),
    user_agent: z.string().nullable(),
    ip_address: z.string().nullable(),
    current: z.boolean().describe('The session of the token making this request.'),
  })
  .meta({
    id: 'SessionRead',
    description: 'One signed-in device: when it logged in, last refreshed and expires, and from where.',
  });

export const SessionList = z
  .array(SessionRead)
  .meta({ id: 'SessionList', description: 'The caller’s sessions, one per signed-in device.' });

export const SessionsEnded = z
  .object({ ended: z.number().int() })
  .meta({ id: 'SessionsEnded', description: 'How many sessions were ended.' });
