import { HOST_CONTRACT_VERSION, isContractCompatible } from '@evax/shared/runtime';

describe('host contract version', () => {
  it('runs a remote built for the same contract, or an older minor of it', () => {
    expect(isContractCompatible('1.0', '1.0')).toBe(true);
    expect(isContractCompatible('1.0', '1.3')).toBe(true);
    expect(isContractCompatible('1.3', '1.3')).toBe(true);
    expect(isContractCompatible(HOST_CONTRACT_VERSION)).toBe(true);
  });

  it('refuses a newer minor, another major, or a version it cannot read', () => {
    expect(isContractCompatible('1.4', '1.3')).toBe(false);
    expect(isContractCompatible('2.0', '1.3')).toBe(false);
    expect(isContractCompatible('1.0', '2.0')).toBe(false);
    expect(isContractCompatible('1.10', '1.9')).toBe(false);
    expect(isContractCompatible('v1', '1.0')).toBe(false);
  });

  it('takes a remote built before versions were declared for 1.0', () => {
    expect(isContractCompatible(undefined, '1.0')).toBe(true);
    expect(isContractCompatible(undefined, '2.0')).toBe(false);
  });
});
