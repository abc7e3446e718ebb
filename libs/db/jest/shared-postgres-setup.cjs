module.exports = require('./shared-postgres.cjs').setup;
