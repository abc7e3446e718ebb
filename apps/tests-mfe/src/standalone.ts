import { renderStandalone } from '@verity/mfe/standalone';
import * as lifecycles from './remote-entry';

renderStandalone(document.getElementById('root') as HTMLElement, {
  remote: 'tests_mfe',
  lifecycles,
  samples: {
    'test-edit': { params: { testId: 'test-1' } },
    'test-view': { params: { testId: 'test-1' } },
  },
});
