// The engine's jest testSequencer: its longest test files start first, then the rest in jest's own order, so that
// the two workers end together. Jest starts the files that took longest last time first, but a fresh clone (CI) has
// no record of that, and jest falls back to file size: draft-goals.test.ts, short because its goals live in a table
// of their own, then started last and ran alone for four minutes while the other worker sat idle.
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

/** Longest first: about 320 s, 265 s and 250 s in CI. */
const LONGEST = ['draft-goals.test.ts', 'playwright-export.test.ts', 'run-test.test.ts'];

const rank = (test) => {
  const index = LONGEST.indexOf(path.basename(test.path));
  return index < 0 ? LONGEST.length : index;
};

class LongestFirstSequencer extends Sequencer {
  sort(tests) {
    // Array.prototype.sort is stable: the files not named keep jest's order.
    return super.sort(tests).sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = LongestFirstSequencer;
