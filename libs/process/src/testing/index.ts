export { COMPOSE_PLACEHOLDER, composeEnvironment, interpolate, readComposeFile } from './compose-environment';
