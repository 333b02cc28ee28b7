/**
 * The report on paper (issue 26): right to left in the Cairo font, without the sidebar, the app bar, the
 * breadcrumbs or any button, the period written at the top, and each page numbered at its foot (the
 * page's margin boxes, which Chromium prints). Plain CSS text, because emotion's objects cannot hold
 * the margin boxes nested in @page.
 */
export const REPORT_PRINT_CSS = `
@page {
  size: A4;
  margin: 14mm 12mm 18mm;
  @bottom-center {
    content: counter(page) " / " counter(pages);
    font-family: Cairo, sans-serif;
    font-size: 10pt;
  }
}
@media print {
  html, body { direction: rtl; font-family: Cairo, sans-serif; background: #fff !important; }
  [data-testid="main-layout"] > div:has([data-testid="app-sidebar"]),
  [data-testid="app-sidebar"],
  .MuiAppBar-root,
  .MuiDrawer-root,
  .MuiSnackbar-root,
  #main-content > nav,
  .MuiBreadcrumbs-root,
  .no-print,
  button { display: none !important; }
  .print-only { display: block !important; }
  .report-page { color: #000; }
  .report-page .MuiPaper-root { box-shadow: none; break-inside: avoid; }
  .report-table { max-height: none !important; overflow: visible !important; }
  .report-chart { break-inside: avoid; }
}
.print-only { display: none; }
`;
