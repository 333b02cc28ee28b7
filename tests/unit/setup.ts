import { configure } from '@testing-library/react';

// Testing Library waits one second by default. The first render of a react-admin page in jsdom can take
// longer on a busy two-core machine (the unit files run beside each other and beside the server tests),
// and a find or waitFor that gives up early fails a test that would have passed a moment later.
configure({ asyncUtilTimeout: 5000 });
