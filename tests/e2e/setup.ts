import { afterEach } from 'vitest';
import { picturesOfFailure } from './browser';

// A failed test leaves a picture of each page still open, whatever E2E_SCREENSHOTS says. A file that
// closes its pages in its own afterEach (which runs before this one) calls picturesOfFailure first.
afterEach(async ({ task }) => {
  await picturesOfFailure(task);
});
