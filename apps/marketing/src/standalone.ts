import { renderStandalone } from '@verity/mfe/standalone';
import * as lifecycles from './remote-entry';

renderStandalone(document.getElementById('root') as HTMLElement, {
  remote: 'marketing',
  lifecycles,
  samples: { 'blog-article': { params: { slug: 'writing-your-first-plain-english-test' } } },
});
