/** Spec 000 section 9: below 1024 px the sidebar is hidden (phone and tablet layout). */
export const DESKTOP_MIN_WIDTH = 1024;
export const DESKTOP_QUERY = `(min-width:${DESKTOP_MIN_WIDTH}px)`;

/** Spec 000 section 2: the sidebar is 320 wide open, 72 collapsed. */
export const SIDEBAR_WIDTH = 320;
export const SIDEBAR_COLLAPSED_WIDTH = 72;
