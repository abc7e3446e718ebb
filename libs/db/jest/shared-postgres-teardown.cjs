module.exports = require('./shared-postgres.cjs').teardown;
