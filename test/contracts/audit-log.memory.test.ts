import { describe } from 'vitest';
import { InMemoryAuditLog } from '../fakes/in-memory-audit-log.js';
import { SnapshotUnitOfWork } from '../fakes/snapshot-unit-of-work.js';
import { auditLogContract } from './audit-log.contract.js';

describe('InMemoryAuditLog', () =>
  auditLogContract(async () => {
    const log = new InMemoryAuditLog();
    return { log, uow: new SnapshotUnitOfWork([log]), inRequest: (work) => work(), close: async () => {} };
  }));
