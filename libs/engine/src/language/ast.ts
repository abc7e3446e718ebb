// The step language lives in @verity/steps (isomorphic: the test editor validates steps in the browser).
export * from '@verity/steps';
