import { renderStandalone } from '@verity/mfe/standalone';
import * as lifecycles from './remote-entry';

renderStandalone(document.getElementById('root') as HTMLElement, {
  remote: 'runs_mfe',
  lifecycles,
  samples: {
    'run-list': { search: '?test_id=test-1' },
    'run-detail': { params: { runId: 'run-1' } },
    'run-review': { params: { runId: 'run-1' } },
  },
});
