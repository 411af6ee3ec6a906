module.exports = require('../shared/jest/create-jest-config.cjs')(__dirname);
