/**
 * The bake sheet and the packing lists on paper (issue 30): one A4 page per sheet, right to left, without
 * the sidebar, the app bar, the breadcrumbs or any button; the table compact enough for a day's products.
 * Plain CSS text, as the reports' print rules (src/custom/reports/printCss.ts), since @page needs it.
 */
export const PRODUCTION_PRINT_CSS = `
@page { size: A4; margin: 10mm; }
@media print {
  html, body { direction: rtl; background: #fff !important; }
  /* The app's full-height boxes would push an empty second page. */
  html, body, #root, #root * { min-height: 0 !important; }
  #main-content { padding: 0 !important; margin: 0 !important; }
  [data-testid="main-layout"] > div:has([data-testid="app-sidebar"]),
  [data-testid="app-sidebar"],
  .MuiAppBar-root,
  .MuiDrawer-root,
  .MuiSnackbar-root,
  #main-content > nav,
  .MuiBreadcrumbs-root,
  /* The distributor's bottom tabs (a fixed bar over the page on paper too). */
  nav:has(> .MuiBottomNavigation-root),
  .no-print,
  button { display: none !important; }
  .production-page { color: #000; padding: 0 !important; }
  .production-page .MuiPaper-root { box-shadow: none; border: none; }
  .production-page table { font-size: 8.5pt; }
  .production-page tr { height: auto !important; }
  .production-page th, .production-page td { padding: 0.6mm 1.5mm !important; line-height: 1.25 !important; }
  .production-page h1 { font-size: 14pt; }
  .production-page .MuiTableContainer-root { overflow: visible !important; }
  .packing-van { break-after: page; }
  .packing-van:last-child { break-after: auto; }
  /* One shop per block: a shop's lines and crates are never cut across two pages. */
  .packing-shop { break-inside: avoid; }
}
`;
