import { createContext } from 'react';

/**
 * The paths of the pages that exist, given by whoever mounts the dashboard (the page registry); a quick
 * action is shown only for a path in it. Empty until the app provides it, so no tile leads nowhere.
 */
export const ExistingPathsContext = createContext<ReadonlySet<string>>(new Set());
