import { defineRemote } from '@verity/mfe';
import { BillingPage } from './billing/billing-page';
import { BillingSuccessPage } from './billing-success/billing-success-page';
import { SandboxCheckoutPage } from './sandbox-checkout/sandbox-checkout-page';

export const { bootstrap, mount, unmount, update } = defineRemote('billing_mfe', {
  billing: BillingPage,
  'billing-success': BillingSuccessPage,
  'sandbox-checkout': SandboxCheckoutPage,
});
