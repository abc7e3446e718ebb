// What tests of other projects (the e2e journeys) share with the engine's own: the fixture sites and apps, a
// quiet Chromium, an in-memory artifact sink.
export { type FixtureServer, launchChromium, LEDGER_PASSWORD, type LedgerMail, type LedgerMailer, MemoryArtifactSink, runHandWrittenSignup, SIGNUP_INSTRUCTIONS, startFixtureServer } from './fixtures';
