import { describeDuration, runEndedMessages } from './messages';

describe('what a user reads on a run the worker ended', () => {
  it('names the run timeout in words', () => {
    expect(runEndedMessages.timedOut(300)).toBe('The run took longer than 5 minutes and was stopped.');
    expect(runEndedMessages.timedOut(60)).toBe('The run took longer than 1 minute and was stopped.');
    expect(describeDuration(90)).toBe('90 seconds');
    expect(describeDuration(1)).toBe('1 second');
  });

  it('says the credits came back only when they did', () => {
    expect(runEndedMessages.workerStopped(true)).toBe(
      'The worker running this test stopped unexpectedly; the run was ended. Your credits were refunded.',
    );
    expect(runEndedMessages.workerStopped(false)).toBe('The worker running this test stopped unexpectedly; the run was ended.');
  });
});
