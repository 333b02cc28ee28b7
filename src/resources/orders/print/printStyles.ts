/** The class of the delivery note; the print rules show it and hide the app around it. */
export const PRINT_NOTE_CLASS = 'order-print-note';

/**
 * On paper only the delivery note: the app (#root, with its sidebar, app bar, breadcrumbs and buttons)
 * and any toast are hidden. In the preview (?print=1) the screen shows what paper would.
 */
export function printStyles(preview: boolean) {
  const paperOnly = {
    '#root': { display: 'none !important' },
    '.MuiSnackbar-root': { display: 'none !important' },
    [`.${PRINT_NOTE_CLASS}`]: { display: 'block !important' },
  };
  return {
    '@page': { size: 'A4', margin: '12mm' },
    '@media print': paperOnly,
    ...(preview ? paperOnly : {}),
  };
}
