export { type Envelope, envelopeSchema, failure, success } from './envelope';
export { type Health, healthSchema } from './health';
