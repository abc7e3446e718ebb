import { createStubApiClient } from './stub-api-client';
import { makeTest } from './fixtures';

describe('createStubApiClient', () => {
  it('answers with the given functions and rejects the others, naming them', async () => {
    const api = createStubApiClient({ getTest: async () => makeTest() });
    await expect(api.getTest('t1')).resolves.toEqual(makeTest());
    await expect(api.runTest('t1')).rejects.toThrow('runTest is not stubbed in this test.');
  });
});
