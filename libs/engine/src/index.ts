export * from './language/ast';
export * from './engine-types';
