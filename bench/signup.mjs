// Signup benchmark: does POST /auth/signup/resend answer in the same time whether nothing
// happens (unknown account) or a code is emailed? And what does the email inside the signup
// transaction cost against verification off? The app runs in a child process (so the client's clock
// sees only the server's answer) with real SMTP delivery to a loopback smtp-server sink.
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ratio, scratchPostgres, startChild } from './support.mjs';

export const title = 'Signup: resend timing by case, signup cost with and without the email';
const ROUNDS = Number(process.env.BENCH_RESEND_ROUNDS ?? 300);
const SIGNUPS = Number(process.env.BENCH_SIGNUPS ?? 20);
const PASSWORD = 'Bench-Password-123!';
const server = fileURLToPath(new URL('./servers/signup-server.mjs', import.meta.url));

async function startApp(databaseUrl, env) {
  const child = await startChild(server, [], { DATABASE_URL: databaseUrl, ...env });
  const post = async (path, body) => {
    const started = process.hrtime.bigint();
    const res = await fetch(`${child.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: Number(process.hrtime.bigint() - started) / 1e6 };
  };
  const settle = async () => (await (await fetch(`${child.control}/settle`)).json()).delivered;
  return { post, settle, stop: child.stop };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 100) / 100;
};
const summary = (values) => ({ p50: percentile(values, 50), p90: percentile(values, 90) });

async function measure(label, databaseUrl) {
  const app = await startApp(databaseUrl, { VERIFICATION_RESEND_COOLDOWN_SECONDS: '0' });
  // Postgres URLs have no '.db': both apps share the scratch database (their emails differ).
  const single = await startApp(databaseUrl.replace('.db', '-single.db'), { REQUIRE_EMAIL_VERIFICATION: 'false' });
  try {
    const withEmail = [];
    const withoutEmail = [];
    for (let i = 0; i < SIGNUPS; i += 1) {
      withEmail.push((await app.post('/api/v1/auth/signup', { email: `on-${i}@bench.test`, password: PASSWORD })).ms);
      withoutEmail.push(
        (await single.post('/api/v1/auth/signup', { email: `off-${i}@bench.test`, password: PASSWORD })).ms,
      );
    }
    const cases = { unknown: [], mailed: [] };
    const before = await app.settle();
    for (let i = 0; i < ROUNDS; i += 1) {
      cases.unknown.push((await app.post('/api/v1/auth/signup/resend', { email: `ghost-${i}@bench.test` })).ms);
      await app.settle();
      cases.mailed.push((await app.post('/api/v1/auth/signup/resend', { email: `on-${i % SIGNUPS}@bench.test` })).ms);
      // Untimed: let the email go out, so the next resend to this account is due again (cooldown 0).
      await app.settle();
    }
    const resend = { unknown: summary(cases.unknown), mailed: summary(cases.mailed) };
    return {
      label,
      signupWithEmail: summary(withEmail),
      signupWithoutEmail: summary(withoutEmail),
      resend,
      resendMailedVsUnknownP50: ratio(resend.mailed.p50, resend.unknown.p50),
      emailsDelivered: (await app.settle()) - before,
    };
  } finally {
    await app.stop();
    await single.stop();
  }
}

export async function run(ctx = {}) {
  const file = join(tmpdir(), `metagame-bench-signup-${Date.now()}.db`);
  const results = [];
  try {
    results.push(await measure('sqlite', `sqlite:${file}`));
  } finally {
    for (const f of [file, file.replace('.db', '-single.db')]) await rm(f, { force: true });
  }
  if (ctx.pgUrl) {
    const db = await scratchPostgres(ctx.pgUrl);
    try {
      results.push(await measure('postgres', db.url));
    } finally {
      await db.drop();
    }
  }
  return { figures: { rounds: ROUNDS, signups: SIGNUPS, databases: results }, markdown: table(results) };
}

function table(results) {
  const rows = [
    `Resend: ${ROUNDS} requests per case, interleaved; each "mailed" request triggers a real SMTP delivery to a loopback sink, made after the response (timed: request to response only).`,
    '',
    '| database | resend unknown p50 / p90 ms | resend mailed p50 / p90 ms | mailed ÷ unknown (p50) | emails delivered | signup with email p50 ms | signup, verification off p50 ms |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const r of results) {
    rows.push(
      `| ${r.label} | ${r.resend.unknown.p50} / ${r.resend.unknown.p90} | ${r.resend.mailed.p50} / ${r.resend.mailed.p90} | ${r.resendMailedVsUnknownP50} | ${r.emailsDelivered} | ${r.signupWithEmail.p50} | ${r.signupWithoutEmail.p50} |`,
    );
  }
  return rows.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = await run({ pgUrl: process.env.TEST_DATABASE_URL });
  console.log(JSON.stringify(out.figures, null, 2));
  console.log(out.markdown);
}
