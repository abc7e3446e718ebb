export * from './fake-model-server';
