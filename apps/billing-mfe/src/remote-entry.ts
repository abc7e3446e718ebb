import { defineRemote } from '@verity/mfe';
import { BillingPage } from './billing/billing-page';
import { BillingSuccessPage } from './billing-success/billing-success-page';

export const { bootstrap, mount, unmount, update } = defineRemote('billing_mfe', {
  billing: BillingPage,
  'billing-success': BillingSuccessPage,
});
