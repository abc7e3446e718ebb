import {
  createTestInputSchema,
  redeemPromoInputSchema,
  testConfigurationPatchSchema,
  updateFolderInputSchema,
  updateRunInputSchema,
} from './api-inputs';

describe('API inputs', () => {
  it('takes a test configuration and rejects unknown fields in it', () => {
    expect(createTestInputSchema.parse({ configuration: { name: 'x', base_url: 'https://a.b' } }).configuration.instructions).toEqual([]);
    expect(createTestInputSchema.safeParse({ configuration: { name: 'x', base_url: 'https://a.b', colour: 'red' } }).success).toBe(false);
  });

  it('lets a configuration patch clear optional fields with null', () => {
    expect(testConfigurationPatchSchema.parse({ goal_description: null, folder_id: null, viewport: null })).toEqual({
      goal_description: null,
      folder_id: null,
      viewport: null,
    });
    expect(testConfigurationPatchSchema.safeParse({ base_url: 'ftp://a.b' }).error?.issues[0]?.message).toBe(
      'base_url must be an http:// or https:// URL.',
    );
  });

  it('restores a folder only with deleted_at: null', () => {
    expect(updateFolderInputSchema.parse({ deleted_at: null })).toEqual({ deleted_at: null });
    expect(updateFolderInputSchema.safeParse({ deleted_at: '2026-01-01' }).success).toBe(false);
  });

  it('lets a user only cancel or review a run', () => {
    expect(updateRunInputSchema.parse({ review: { decision: 'flaky' } })).toEqual({ review: { decision: 'flaky', notes: '' } });
    expect(updateRunInputSchema.safeParse({ status: 'completed' }).error?.issues[0]?.message).toBe("status can only be set to 'cancelled'.");
    expect(updateRunInputSchema.safeParse({ verdict: 'passed' }).success).toBe(false);
  });

  it('trims a promo code', () => {
    expect(redeemPromoInputSchema.parse({ code: ' welcome ' })).toEqual({ code: 'welcome' });
  });
});
