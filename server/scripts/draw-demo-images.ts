import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { DEMO_IMAGES_DIR, demoImageName } from '../db/demoImages';

// Draws one picture per demo product (its category's shape in colours of its own, and its name) and
// writes them as JPEG into server/db/demo-images, where the seed finds them. The pictures are drawn here,
// not downloaded, so the demo carries no one else's photos. Run after changing the demo products:
//   node --import tsx server/scripts/draw-demo-images.ts   (needs Chromium at /usr/bin/chromium)

interface DemoProduct {
  id: number;
  name: string;
  category: string;
}

const W = 480;
const H = 360;

function hueOf(name: string): number {
  return createHash('md5').update(name).digest()[0]! * 1.4;
}

const has = (name: string, ...words: string[]) => words.some((word) => name.includes(word));

function bread(name: string): string {
  if (has(name, 'عربي', 'مرقوق', 'تنور'))
    return [0, 1, 2]
      .map((i) => `<ellipse cx="${240 + i * 14}" cy="${170 - i * 16}" rx="130" ry="52" fill="hsl(36 62% ${70 - i * 6}%)" stroke="#9a6b2f" stroke-width="3"/>`)
      .join('');
  if (has(name, 'باغيت', 'صمون'))
    return `<rect x="70" y="120" width="340" height="90" rx="45" fill="#d9a25a" stroke="#8a5a22" stroke-width="4" transform="rotate(-12 240 165)"/>
      ${[0, 1, 2, 3].map((i) => `<path d="M${140 + i * 60} 150 q20 -6 30 14" stroke="#f3d9a8" stroke-width="7" fill="none" transform="rotate(-12 240 165)"/>`).join('')}`;
  const dark = has(name, 'أسمر') ? '#a4703a' : '#e0b36f';
  return `<path d="M110 230 v-70 q0 -70 130 -70 q130 0 130 70 v70 z" fill="${dark}" stroke="#7a4e1d" stroke-width="4"/>
    ${[0, 1, 2].map((i) => `<path d="M${170 + i * 50} 120 l-18 40" stroke="#f6e2b8" stroke-width="6"/>`).join('')}`;
}

function pastry(name: string): string {
  if (has(name, 'كرواسان')) {
    const fill = has(name, 'شوكولا') ? '#b5793c' : '#e7ad55';
    return `<path d="M100 200 q140 -170 280 0 q-40 -20 -60 10 q-80 -60 -160 0 q-20 -30 -60 -10z" fill="${fill}" stroke="#8a5520" stroke-width="4"/>
      ${[0, 1, 2].map((i) => `<path d="M${175 + i * 45} 130 q10 40 0 70" stroke="#7a4a1a" stroke-width="4" fill="none"/>`).join('')}`;
  }
  if (has(name, 'مناقيش'))
    return `<circle cx="240" cy="170" r="110" fill="#e6c07a" stroke="#9a6b2f" stroke-width="4"/>
      ${Array.from({ length: 40 }, (_, i) => `<circle cx="${240 + Math.cos(i * 2.4) * (i * 2.4)}" cy="${170 + Math.sin(i * 2.4) * (i * 2.2)}" r="5" fill="#5d7a2e"/>`).join('')}`;
  if (has(name, 'كعك'))
    return `<circle cx="240" cy="170" r="100" fill="none" stroke="#d49a4a" stroke-width="46"/>
      ${Array.from({ length: 36 }, (_, i) => `<ellipse cx="${240 + Math.cos(i) * (90 + (i % 3) * 10)}" cy="${170 + Math.sin(i) * (90 + (i % 3) * 10)}" rx="4" ry="2" fill="#fff6dc"/>`).join('')}`;
  if (has(name, 'صفيحة'))
    return [0, 1, 2, 3]
      .map((i) => `<rect x="${110 + (i % 2) * 140}" y="${90 + Math.floor(i / 2) * 100}" width="120" height="86" rx="14" fill="#e3b26a" stroke="#8a5a22" stroke-width="4"/><rect x="${130 + (i % 2) * 140}" y="${108 + Math.floor(i / 2) * 100}" width="80" height="50" rx="8" fill="#a8452b"/>`)
      .join('');
  const filling = has(name, 'سبانخ') ? '#3f7a3a' : '#f5e6a8';
  return [0, 1]
    .map((i) => `<path d="M${120 + i * 130} 240 l60 -120 l60 120z" fill="#e2b066" stroke="#8a5a22" stroke-width="4"/><circle cx="${180 + i * 130}" cy="205" r="12" fill="${filling}"/>`)
    .join('');
}

function cake(name: string): string {
  if (has(name, 'بقلاوة', 'كنافة', 'هريسة')) {
    const top = has(name, 'كنافة') ? '#e8862f' : '#d9a04e';
    return `<rect x="80" y="90" width="320" height="160" rx="12" fill="${top}" stroke="#7a4a1a" stroke-width="5"/>
      <clipPath id="tray"><rect x="80" y="90" width="320" height="160" rx="12"/></clipPath>
      <g clip-path="url(#tray)">${Array.from({ length: 7 }, (_, i) => `<path d="M${80 + i * 53} 90 l80 160 M${400 - i * 53} 90 l-80 160" stroke="#8a5520" stroke-width="2"/>`).join('')}</g>
      ${Array.from({ length: 12 }, (_, i) => `<circle cx="${110 + (i % 6) * 52}" cy="${130 + Math.floor(i / 6) * 70}" r="7" fill="#6aa84f"/>`).join('')}`;
  }
  if (has(name, 'معمول'))
    return [0, 1, 2]
      .map((i) => `<path d="M${90 + i * 110} 230 q50 -140 100 0z" fill="#f0d29a" stroke="#a0763a" stroke-width="4"/><path d="M${115 + i * 110} 200 l50 0 M${120 + i * 110} 180 l40 0" stroke="#c49a5a" stroke-width="3"/>`)
      .join('');
  const cream = has(name, 'شوكولا') ? '#5b3a22' : has(name, 'جبن') ? '#f7e7b0' : '#f3a6c0';
  return `<rect x="120" y="140" width="240" height="110" rx="10" fill="#f5deb3" stroke="#8a5a22" stroke-width="4"/>
    <rect x="120" y="130" width="240" height="36" rx="14" fill="${cream}"/>
    <rect x="120" y="195" width="240" height="14" fill="${cream}"/>
    ${has(name, 'ميلاد') ? [0, 1, 2].map((i) => `<rect x="${190 + i * 45}" y="88" width="10" height="42" fill="#4a90d9"/><ellipse cx="${195 + i * 45}" cy="80" rx="7" ry="11" fill="#ffb300"/>`).join('') : ''}`;
}

function drink(name: string): string {
  const liquid = has(name, 'برتقال') ? '#ff9f1c' : has(name, 'عيران') ? '#fbfbf2' : has(name, 'قهوة') ? '#6b3e1f' : '#7b2d5b';
  if (has(name, 'قهوة'))
    return `<path d="M150 130 h180 l-20 120 h-140z" fill="#fff" stroke="#6b3e1f" stroke-width="5"/><ellipse cx="240" cy="135" rx="88" ry="14" fill="${liquid}"/><path d="M330 160 q50 10 20 60 l-30 -10" fill="none" stroke="#6b3e1f" stroke-width="8"/>
      ${[0, 1, 2].map((i) => `<path d="M${205 + i * 35} 110 q-14 -20 0 -40" stroke="#b08b6b" stroke-width="5" fill="none"/>`).join('')}`;
  return `<path d="M200 70 h80 v40 q40 20 40 70 v90 q0 20 -20 20 h-120 q-20 0 -20 -20 v-90 q0 -50 40 -70z" fill="#eef6fb" stroke="#5b6f80" stroke-width="5"/>
    <path d="M166 170 h148 v100 q0 10 -10 10 h-128 q-10 0 -10 -10z" fill="${liquid}" stroke="#5b6f80" stroke-width="2"/>
    <rect x="194" y="52" width="92" height="24" rx="6" fill="#c0392b"/>`;
}

function snack(name: string): string {
  if (has(name, 'مكسرات'))
    return `<path d="M100 170 h280 q-20 90 -140 90 q-120 0 -140 -90z" fill="#c8a27a" stroke="#6b4a2a" stroke-width="5"/>
      ${Array.from({ length: 22 }, (_, i) => `<ellipse cx="${130 + (i * 47) % 220}" cy="${150 + ((i * 31) % 30)}" rx="16" ry="10" fill="${['#a0522d', '#deb887', '#8fbc5a'][i % 3]}" stroke="#5a3a1a" stroke-width="2"/>`).join('')}`;
  return `<path d="M150 70 h180 l20 200 h-220z" fill="hsl(${hueOf(name)} 55% 60%)" stroke="#444" stroke-width="4"/><path d="M150 70 l10 -20 h160 l10 20" fill="#ddd" stroke="#444" stroke-width="3"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="${185 + (i % 2) * 60}" y="${140 + Math.floor(i / 2) * 50}" width="50" height="24" rx="10" fill="#e0b56a" stroke="#7a4e1d" stroke-width="3"/>`).join('')}`;
}

function seasonal(name: string): string {
  if (has(name, 'قطايف'))
    return [0, 1, 2]
      .map((i) => `<path d="M${90 + i * 110} 220 a55 55 0 0 1 110 0z" fill="#e9c08a" stroke="#8a5a22" stroke-width="4"/><path d="M${115 + i * 110} 220 q30 -30 60 0" fill="#fbf3e0"/>`)
      .join('');
  return [0, 1, 2]
    .map((i) => `<circle cx="${140 + i * 100}" cy="${170 + (i % 2) * 30}" r="52" fill="#f4e1b8" stroke="#b48a4a" stroke-width="4"/><path d="M${140 + i * 100} ${138 + (i % 2) * 30} l9 20 l22 2 l-17 14 l6 22 l-20 -12 l-20 12 l6 -22 l-17 -14 l22 -2z" fill="#d9a04e"/>`)
    .join('');
}

function other(): string {
  return `<rect x="160" y="100" width="160" height="170" rx="24" fill="#fbfaf3" stroke="#7d8a6a" stroke-width="5"/><rect x="150" y="78" width="180" height="34" rx="8" fill="#6a8f3e"/><circle cx="240" cy="190" r="30" fill="#cdd9a8"/>`;
}

const SHAPES: Record<string, (name: string) => string> = { bread, pastry, cake, drink, snack, seasonal };

function escapeXml(text: string): string {
  return text.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function svgOf(product: DemoProduct): string {
  const hue = hueOf(product.name);
  const shape = (SHAPES[product.category] ?? other)(product.name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 92%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 80%)"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <ellipse cx="240" cy="262" rx="170" ry="18" fill="rgba(0,0,0,0.12)"/>
  ${shape}
  <rect x="0" y="${H - 64}" width="${W}" height="64" fill="rgba(255,255,255,0.86)"/>
  <text x="${W / 2}" y="${H - 22}" text-anchor="middle" direction="rtl" font-family="Noto Sans Arabic, Noto Naskh Arabic, sans-serif" font-size="34" font-weight="700" fill="#3b2a1a">${escapeXml(product.name)}</text>
</svg>`;
}

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const demo = JSON.parse(fs.readFileSync(path.join(root, 'db.json'), 'utf8')) as { products: DemoProduct[] };
  fs.mkdirSync(DEMO_IMAGES_DIR, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage({ viewport: { width: W, height: H } });
    for (const product of demo.products) {
      await page.setContent(`<body style="margin:0">${svgOf(product)}</body>`);
      await page.screenshot({ path: path.join(DEMO_IMAGES_DIR, demoImageName(product.id)), clip: { x: 0, y: 0, width: W, height: H }, type: 'jpeg', quality: 84 });
    }
  } finally {
    await browser.close();
  }
  console.log(`${demo.products.length} pictures in ${DEMO_IMAGES_DIR}`);
}

await main();
