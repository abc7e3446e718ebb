export {
  BAD_IDS,
  BAD_QUERY_VALUES,
  BAD_VALUES,
  deepJson,
  pick,
  RAW_BODIES,
  seededRandom,
  withinTime,
  WRONG_CONTENT_TYPES,
} from './bad-input';
export { COMPOSE_PLACEHOLDER, composeEnvironment, interpolate, readComposeFile } from './compose-environment';
