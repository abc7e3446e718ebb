import { renderStandalone } from '@verity/mfe/standalone';
import * as lifecycles from './remote-entry';

const SAMPLE_SESSION_ID = '00000000-0000-4000-8000-000000000000';

renderStandalone(document.getElementById('root') as HTMLElement, {
  remote: 'billing_mfe',
  lifecycles,
  samples: {
    'billing-success': { search: `?session_id=${SAMPLE_SESSION_ID}` },
    'sandbox-checkout': { params: { sessionId: SAMPLE_SESSION_ID } },
  },
});
