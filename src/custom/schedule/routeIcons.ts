import { divIcon, type DivIcon } from 'leaflet';

// The schedule map's markers as DivIcons (no image file for Vite to rename, as ../map/markerIcons): the
// bakery, a numbered stop in its route's colour, and a distributor's live position. Each carries a class
// and a test id so a browser test can find them.

const STOP_SIZE = 26;

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function bakeryIcon(): DivIcon {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="34" height="34" viewBox="0 0 34 34" aria-hidden="true" focusable="false">' +
    '<circle cx="17" cy="17" r="15.5" fill="#5d4037" stroke="#ffffff" stroke-width="2"/>' +
    '<path d="M9 18l8-7 8 7v7h-5v-5h-6v5H9z" fill="#ffffff"/></svg>';
  return divIcon({
    className: 'bakery-marker',
    html: `<span data-testid="bakery-marker" style="display:block;line-height:0">${svg}</span>`,
    iconSize: [34, 34],
    iconAnchor: [17, 17],
    popupAnchor: [0, -16],
  });
}

/** A round badge with the visit's number; a late visit gets a red ring. */
export function stopIcon(number: number, colour: string, distributorId: number, late: boolean): DivIcon {
  const ring = late ? '#d32f2f' : '#ffffff';
  return divIcon({
    className: 'stop-marker',
    html:
      `<span data-testid="stop-marker" data-distributor-id="${distributorId}" data-visit-order="${number}" ` +
      `style="display:flex;align-items:center;justify-content:center;width:${STOP_SIZE}px;height:${STOP_SIZE}px;` +
      `border-radius:50%;background:${escapeAttribute(colour)};color:#fff;font:700 13px/1 sans-serif;` +
      `border:2px solid ${ring};box-shadow:0 1px 3px rgba(0,0,0,.4);box-sizing:border-box">${number}</span>`,
    iconSize: [STOP_SIZE, STOP_SIZE],
    iconAnchor: [STOP_SIZE / 2, STOP_SIZE / 2],
    popupAnchor: [0, -STOP_SIZE / 2],
  });
}

export function positionIcon(colour: string, distributorId: number): DivIcon {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">' +
    `<circle cx="16" cy="16" r="14" fill="${escapeAttribute(colour)}" fill-opacity="0.25"/>` +
    `<circle cx="16" cy="16" r="8" fill="${escapeAttribute(colour)}" stroke="#ffffff" stroke-width="3"/></svg>`;
  return divIcon({
    className: 'position-marker',
    html: `<span data-testid="position-marker" data-distributor-id="${distributorId}" style="display:block;line-height:0">${svg}</span>`,
    iconSize: [32, 32],
    iconAnchor: [16, 16],
    popupAnchor: [0, -14],
  });
}
