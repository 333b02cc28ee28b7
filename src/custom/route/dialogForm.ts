/** A form filling a dialog's paper, so the dialog's content still scrolls between the title and the buttons. */
export const FORM_SX = { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 } as const;
