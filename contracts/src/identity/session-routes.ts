import { IdParams } from '../common-schemas.js';
import { defineRoute } from '../route-contract.js';
import { SessionList, SessionsEnded } from './session-schemas.js';

const tag = 'auth';

export const listSessions = defineRoute({
  operationId: 'listSessions',
  method: 'get',
  path: '/api/v1/auth/sessions',
  tag,
  summary: 'The caller’s signed-in devices (live sessions), newest first',
  access: 'user',
  success: { status: 200, description: 'Live sessions; `current` marks this request’s', schema: SessionList },
  errors: [],
});

export const endOtherSessions = defineRoute({
  operationId: 'endOtherSessions',
  method: 'post',
  path: '/api/v1/auth/sessions/end-others',
  tag,
  summary: 'Sign every other device out',
  description: 'Every session of the caller except the current one ends; their tokens stop working at once.',
  access: 'user',
  success: { status: 200, description: 'How many sessions ended', schema: SessionsEnded },
  errors: [],
});

export const endSession = defineRoute({
  operationId: 'endSession',
  method: 'delete',
  path: '/api/v1/auth/sessions/{id}',
  tag,
  summary: 'End one of the caller’s sessions',
  description:
    'Its refresh token stops working and its access tokens are refused at once. Another user’s session answers 404, as a missing one does.',
  access: 'user',
  params: IdParams,
  success: { status: 204, description: 'The session has ended' },
  errors: ['NOT_FOUND'],
});

export const SESSION_ROUTES = [listSessions, endOtherSessions, endSession];
