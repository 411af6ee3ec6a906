import { isDatabaseUnavailable } from '../../src/db/unavailable.js';

describe('isDatabaseUnavailable', () => {
  test.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['the pool unable to connect in time', new Error('timeout exceeded when trying to connect')],
    ['the server shutting down (57P01)', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['a connection exception (08006)', Object.assign(new Error('connection failure'), { code: '08006' })],
  ])('%s is the database unavailable', (_, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  test.each([
    ['a unique violation (23505)', Object.assign(new Error('duplicate key value'), { code: '23505' })],
    ['a syntax error (42601)', Object.assign(new Error('syntax error at or near'), { code: '42601' })],
    ['a plain failure', new Error('boom')],
    ['not an error', 'Connection terminated'],
  ])('%s is not', (_, error) => expect(isDatabaseUnavailable(error)).toBe(false));
});
