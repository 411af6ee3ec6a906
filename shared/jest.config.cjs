module.exports = require('./jest/create-jest-config.cjs')(__dirname);
