// jsdom with the fetch classes of Node. react-router's data routers build a Request for every navigation and
// jsdom has none; Node's Request only accepts Node's AbortSignal, so the abort classes come along.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal']) {
      this.global[name] = globalThis[name];
    }
    // jsdom lays nothing out, so it cannot scroll; ScrollRestoration calls this on every navigation.
    this.global.scrollTo = () => undefined;
  }
}

module.exports = JsdomWithFetchEnvironment;
