import { describe } from 'vitest';
import { ConsoleMailer } from '@metagame/adapters';
import { CapturingMailer } from '@metagame/testkit';
import { CapturingLogger } from '../support/quiet-logger.js';
import { mailerContract } from './mailer.contract.js';

describe('CapturingMailer', () =>
  mailerContract(async () => {
    const mailer = new CapturingMailer();
    const refused = new Set<string>();
    const wrapped = {
      sendVerificationCode: async (m: Parameters<CapturingMailer['sendVerificationCode']>[0]) => {
        mailer.failing = refused.has(m.to);
        await mailer.sendVerificationCode(m);
      },
      sendNotice: async (m: Parameters<CapturingMailer['sendNotice']>[0]) => {
        mailer.failing = refused.has(m.to);
        await mailer.sendNotice(m);
      },
      sendTeamInvitation: async (m: Parameters<CapturingMailer['sendTeamInvitation']>[0]) => {
        mailer.failing = refused.has(m.to);
        await mailer.sendTeamInvitation(m);
      },
    };
    return {
      mailer: wrapped,
      received: async (to) => {
        const m = mailer.lastTo(to);
        return m ? { code: m.code, link: m.link } : null;
      },
      invitationText: async (to) => {
        const m = mailer.invitations.findLast((i) => i.to === to);
        return m ? `${m.teamName} ${m.role} ${m.link}` : null;
      },
      refuse: (to) => refused.add(to),
      close: async () => {},
    };
  }));

// The console sender only writes a log line, which cannot be refused: it has no failure case.
describe('ConsoleMailer', () =>
  mailerContract(
    async () => {
      const logger = new CapturingLogger();
      return {
        mailer: new ConsoleMailer(logger),
        received: async (to) => {
          const line = logger.lines.find((l) => l.fields.to === to);
          const link = /https:\/\/\S+/.exec(line?.message ?? '')?.[0];
          const code = /code (\d{6})/.exec(line?.message ?? '')?.[1];
          return link && code ? { code, link } : null;
        },
        invitationText: async (to) => logger.lines.findLast((l) => l.fields.to === to)?.message ?? null,
        close: async () => {},
      };
    },
    { refusable: false, logsOnly: true },
  ));
