import { divIcon, type DivIcon } from 'leaflet';

// Pins drawn as inline SVG in a DivIcon: no image file to resolve, so nothing breaks once Vite has
// renamed the assets (Leaflet's default icon looks its PNGs up by URL). Each icon carries a class and a
// test id so a browser test can count them: .store-marker, .user-marker, .selected-marker.

export const PIN_COLOURS = { store: '#d32f2f', user: '#2e7d32', selected: '#1565c0' } as const;
export type PinKind = keyof typeof PIN_COLOURS;

const PIN_WIDTH = 28;
const PIN_HEIGHT = 40;

function pinSvg(colour: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PIN_WIDTH}" height="${PIN_HEIGHT}" viewBox="0 0 28 40" aria-hidden="true" focusable="false">` +
    `<path d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 40 14 40s14-15.7 14-26.1C28 6.2 21.7 0 14 0z" fill="${colour}" stroke="#ffffff" stroke-width="1.5"/>` +
    '<circle cx="14" cy="14" r="5.5" fill="#ffffff"/></svg>'
  );
}

/** A pin of the given kind; `id` is written as data-store-id on a shop's pin. */
export function pinIcon(kind: PinKind, id?: number | string): DivIcon {
  const storeId = kind === 'store' && id !== undefined ? ` data-store-id="${encodeURIComponent(String(id))}"` : '';
  return divIcon({
    className: `${kind}-marker`,
    html: `<span data-testid="${kind}-marker"${storeId} style="display:block;line-height:0">${pinSvg(PIN_COLOURS[kind])}</span>`,
    iconSize: [PIN_WIDTH, PIN_HEIGHT],
    iconAnchor: [PIN_WIDTH / 2, PIN_HEIGHT],
    popupAnchor: [0, -PIN_HEIGHT + 4],
    tooltipAnchor: [0, -PIN_HEIGHT + 4],
  });
}
