/**
 * One column on a phone, then as many columns of at least 260 px as fit (three beside the sidebar on a
 * 1280 px screen, four on a wide one).
 */
export const productGridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(260px, 1fr))' },
} as const;
