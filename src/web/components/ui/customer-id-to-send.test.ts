import { describe, expect, it } from 'vitest';
import { customerIdToSend } from './customer-fields';

describe('customerIdToSend', () => {
  it('sends the chosen customer, null to unlink, nothing to let the server find or create', () => {
    expect(customerIdToSend('c2', 'c1')).toBe('c2');
    expect(customerIdToSend('c1')).toBe('c1');
    expect(customerIdToSend('', 'c1')).toBeNull();
    expect(customerIdToSend('', null)).toBeUndefined();
    expect(customerIdToSend('')).toBeUndefined();
  });
});
