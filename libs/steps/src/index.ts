export * from './ast';
export { formatStep, formatTarget } from './format-step';
export { parseStep, parseSteps, type StepParse } from './parse-step';
