import { afterAll, afterEach } from 'vitest';
import { disconnectBrowser, picturesOfFailure } from './browser';

// A failed test leaves a picture of each page still open, whatever E2E_SCREENSHOTS says. A file that
// closes its pages in its own afterEach (which runs before this one) calls picturesOfFailure first.
afterEach(async ({ task }) => {
  await picturesOfFailure(task);
});

// A file's contexts close with its connection to the browser when it ends.
afterAll(async () => {
  await disconnectBrowser();
});
