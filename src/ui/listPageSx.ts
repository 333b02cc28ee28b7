/**
 * The outer box of every list page. On a phone the add button floats over the page's foot (56 px and a
 * 16 px margin): the bottom padding lets the last row and the pager scroll clear of it.
 */
export const listPageSx = { pt: { xs: 1, md: 2 }, pb: { xs: 11, sm: 0 } } as const;
