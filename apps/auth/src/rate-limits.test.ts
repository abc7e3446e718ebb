import { DEFAULT_RATE_LIMITS } from './config';
import { latestMailTo, type RunningAuth, supabaseClient, uniqueEmail, useAuthDatabase } from './test-support';

const PASSWORD = 'correct horse battery';
const minute = 60_000;

describe('rate limits through the real supabase-js client', () => {
  const { start } = useAuthDatabase();
  let auth: RunningAuth;
  beforeAll(async () => {
    auth = await start(() => ({
      rateLimits: {
        signInPerEmail: { max: 3, windowMs: minute },
        signInPerIp: { max: 8, windowMs: minute },
        recoverPerEmail: { max: 1, windowMs: minute },
        recoverPerIp: { max: 3, windowMs: minute },
        signupPerIp: { max: 4, windowMs: minute },
      },
    }));
  });

  it('limits failed sign-ins per email from one client (429 over_request_rate_limit), yet the owner elsewhere still signs in', async () => {
    const email = uniqueEmail('limited');
    await supabaseClient(auth.url).auth.signUp({ email, password: PASSWORD });
    const client = supabaseClient(auth.url);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await client.auth.signInWithPassword({ email, password: 'wrong password' })).error).toMatchObject({ code: 'invalid_credentials' });
    }
    const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' });

    const owner = supabaseClient(auth.url, { from: '198.51.100.23' });
    expect((await owner.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    // Right passwords do not count: the owner signing in often is never locked out.
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await owner.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('limits password sign-ins per IP across emails', async () => {
    const client = supabaseClient(auth.url);
    // The test above made 4 attempts from this IP (the last refused per email); 4 more reach the limit of 8.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await client.auth.signInWithPassword({ email: uniqueEmail('spray'), password: PASSWORD })).error?.status).toBe(400);
    }
    expect((await client.auth.signInWithPassword({ email: uniqueEmail('spray'), password: PASSWORD })).error).toMatchObject({ status: 429 });
  });

  it('limits recovery emails per address (over_email_send_rate_limit) and per IP, known address or not', async () => {
    const email = uniqueEmail('recover-limited');
    await supabaseClient(auth.url).auth.signUp({ email, password: PASSWORD });
    const client = supabaseClient(auth.url);
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    const second = await client.auth.resetPasswordForEmail(email);
    expect(second.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(second.error?.message).toBe('For security purposes, you can only request this after 60 seconds.');
    expect((await latestMailTo(auth.db, email)).subject).toBe('Reset your Verity password');

    // Two requests from this IP so far (one refused); the third reaches the limit of 3.
    expect((await client.auth.resetPasswordForEmail(uniqueEmail('ghost'))).error).toBeNull();
    expect((await client.auth.resetPasswordForEmail(uniqueEmail('ghost'))).error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });

  it('limits sign-ups per IP, so one machine cannot mint accounts in bulk', async () => {
    const client = supabaseClient(auth.url);
    // Two sign-ups from this IP above; two more reach the limit of 4.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await client.auth.signUp({ email: uniqueEmail('bulk'), password: PASSWORD })).error).toBeNull();
    }
    const { data, error } = await client.auth.signUp({ email: uniqueEmail('bulk'), password: PASSWORD });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(data.user).toBeNull();
  });
});

describe('rate limits across several auth processes', () => {
  const { start } = useAuthDatabase();

  it('hold as one limit when sign-ups are spread over two processes sharing the database', async () => {
    const limits = () => ({ rateLimits: { ...DEFAULT_RATE_LIMITS, signupPerIp: { max: 5, windowMs: minute } } });
    const processes = [await start(limits), await start(limits)];
    const from = '203.0.113.50';
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => supabaseClient(processes[i % 2].url, { from }).auth.signUp({ email: uniqueEmail('spread'), password: PASSWORD })),
    );
    expect(results.filter((result) => result.error === null)).toHaveLength(5);
    expect(results.filter((result) => result.error?.status === 429)).toHaveLength(7);
  });
});
