#!/usr/bin/env node
/**
 * scripts/generate-art.mjs: draws the placeholder artwork for the ChapterVerse site.
 *
 * The author's real art does not exist yet, so every picture the site needs
 * (book covers, character portraits, gallery scenes, hero slides, the free
 * artwork downloads, shop photos, video posters and Roblox items) is drawn
 * here as an SVG string from small flat-vector motif helpers (stars, portals,
 * clocks, gears, a velociraptor, a BMX, an old car, planets, Martians,
 * crystals, garments...) and rasterised with sharp. A seeded PRNG (mulberry32,
 * seeded from each output's file name) makes every run byte-for-byte repeatable.
 *
 * The output under data/ is committed, so the site builds without running this
 * script. To use real art, the author simply drops a new file with the same
 * name (and format) over the placeholder; nothing here needs to change.
 *
 * Usage:  node scripts/generate-art.mjs            writes every file (overwriting)
 *         node scripts/generate-art.mjs roblox     only files whose path contains "roblox"
 *         ART_SVG_DIR=/tmp/svg node scripts/...    also keep the SVG sources there (debugging)
 */
import sharp from 'sharp';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FONT = 'DejaVu Sans, Liberation Sans, sans-serif';
const TAU = Math.PI * 2;
const rad = (deg) => (deg * Math.PI) / 180;

// ------------------------------------------------------------------ colours

const C = {
  ink: '#070a1f', night: '#0d1240', indigo: '#1d1a5e', purple: '#4b1f7a', plum: '#6d2a86',
  teal: '#2de2e6', aqua: '#8ff7ff', orange: '#ff8a3d', amber: '#ffb347', magenta: '#ff3ea5',
  pink: '#ff8fc4', gold: '#ffd166', cream: '#fff4dc', lime: '#8ee35a', green: '#3fbf5f',
  red: '#e4572e', mars: '#c8462b', white: '#ffffff', violet: '#8b5cf6',
};

const SKIES = {
  night: ['#04061a', '#101450', '#3a1a6e'],
  violet: ['#07051c', '#241052', '#5a1f7e', '#8a2f8a'],
  dusk: ['#0e0a30', '#3f1a6b', '#b23a78', '#ff9a5a'],
  dawn: ['#1a1244', '#5d2a78', '#e0607a', '#ffc37a'],
  mars: ['#10051a', '#3a0d2c', '#8a2533', '#d8613a'],
  teal: ['#020f1c', '#07324a', '#0f6f80'],
  storm: ['#07080f', '#161b33', '#2d3560'],
  ember: ['#14051a', '#4a0f35', '#a1253f', '#f26b3a'],
  deep: ['#010208', '#070a24', '#14103a'],
};

// ------------------------------------------------------------------ seeded randomness

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(str) {
  let h = 2166136261;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

// ------------------------------------------------------------------ SVG canvas

/**
 * Collects SVG elements plus shared <defs> (gradients, clip paths) for one image.
 * `nest()` draws a sub-scene into a rectangle (used for frames and printed art).
 */
class Canvas {
  constructor(w, h, seed, shared) {
    this.w = w;
    this.h = h;
    this.shared = shared ?? { defs: [], n: 0, rng: mulberry32(seed), cache: new Map() };
    this.body = [];
  }

  /** one "unit" = a thousandth of the shorter side, so scenes scale with size */
  get u() { return Math.min(this.w, this.h) / 1000; }
  rand(a = 0, b = 1) { return a + (b - a) * this.shared.rng(); }
  int(a, b) { return Math.floor(this.rand(a, b + 1)); }
  pick(list) { return list[Math.floor(this.shared.rng() * list.length)]; }
  id(prefix = 'd') { return `${prefix}${++this.shared.n}`; }
  add(...parts) { this.body.push(...parts); return this; }

  /** define something once per distinct key; returns url(#id) */
  defOnce(key, make) {
    let id = this.shared.cache.get(key);
    if (!id) {
      id = this.id('g');
      this.shared.cache.set(key, id);
      this.shared.defs.push(make(id));
    }
    return `url(#${id})`;
  }

  /** stops: [[offset, colour, opacity?], ...]; default is top-to-bottom */
  linear(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
    const key = `L${x1},${y1},${x2},${y2}|${JSON.stringify(stops)}`;
    return this.defOnce(key, (id) =>
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopTags(stops)}</linearGradient>`);
  }

  radial(stops, { cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy } = {}) {
    const key = `R${cx},${cy},${r},${fx},${fy}|${JSON.stringify(stops)}`;
    return this.defOnce(key, (id) =>
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stopTags(stops)}</radialGradient>`);
  }

  clip(shape) {
    const id = this.id('c');
    this.shared.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  filter(key, inner) {
    return this.defOnce(`F${key}`, (id) =>
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%">${inner}</filter>`);
  }

  /** draw `draw(sub)` on an innerW x innerH canvas placed into the rect x,y,w,h */
  nest(x, y, w, h, innerW, innerH, draw) {
    const sub = new Canvas(innerW, innerH, 0, this.shared);
    draw(sub);
    return `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 ${innerW} ${innerH}" overflow="hidden" preserveAspectRatio="xMidYMid slice">${sub.body.join('')}</svg>`;
  }

  toSVG() {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">` +
      `<defs>${this.shared.defs.join('')}</defs>${this.body.join('')}</svg>`;
    return svg
      .replace(/(-?\d+\.\d\d)\d+/g, '$1') // trim float noise
      // librsvg renders `opacity` on a shape through an offscreen layer, which is slow on big
      // canvases; fill-/stroke-opacity looks the same for these simple shapes and is much faster
      .replace(/<(circle|ellipse|rect|path|line)\b([^>]*?) opacity="([\d.]+)"([^>]*)\/>/g, (m, tag, a, op, b) =>
        (a + b).includes('-opacity=') ? m : `<${tag}${a} fill-opacity="${op}" stroke-opacity="${op}"${b}/>`);
  }
}

function stopTags(stops) {
  return stops.map(([o, col, op = 1]) => `<stop offset="${o}" stop-color="${col}" stop-opacity="${op}"/>`).join('');
}

// ------------------------------------------------------------------ geometry helpers

/** Catmull-Rom spline through points, as an SVG path */
function smooth(pts) {
  let d = `M${pts[0][0]},${pts[0][1]}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] ?? pts[i];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[i + 2] ?? p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${c1[0]},${c1[1]} ${c2[0]},${c2[1]} ${p2[0]},${p2[1]}`;
  }
  return d;
}

const poly = (pts) => `M${pts.map((p) => `${p[0]},${p[1]}`).join('L')}Z`;
const circlePath = (x, y, r) => `M${x + r},${y}A${r},${r} 0 1 0 ${x - r},${y}A${r},${r} 0 1 0 ${x + r},${y}Z`;
const g = (transform, inner, extra = '') => `<g transform="${transform}"${extra}>${inner}</g>`;

function mix(a, b, t) {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (p, s) => (p >> s) & 255;
  const out = [16, 8, 0].map((s) => Math.round(ch(pa, s) + (ch(pb, s) - ch(pa, s)) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
const darken = (col, t) => mix(col, '#000000', t);
const lighten = (col, t) => mix(col, '#ffffff', t);

// ------------------------------------------------------------------ text

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** rough advance width of DejaVu Sans (measured: ~0.64em bold, ~0.57em regular) */
function textWidth(str, size, bold = true, spacing = 0) {
  let em = 0;
  for (const ch of str) {
    if (ch === ' ') em += 0.33;
    else if ('ijl.,:;!|\''.includes(ch)) em += bold ? 0.36 : 0.3;
    else if ('mwMW'.includes(ch)) em += bold ? 1.0 : 0.88;
    else if (ch >= 'A' && ch <= 'Z') em += bold ? 0.76 : 0.7;
    else em += bold ? 0.66 : 0.6;
  }
  return em * size + spacing * Math.max(0, str.length - 1);
}

/**
 * A line of text. maxWidth shrinks the font so it always fits;
 * shadow draws a soft dark copy underneath for legibility.
 */
function label(c, str, x, y, o = {}) {
  const { bold = true, fill = C.white, anchor = 'start', spacing = 0, maxWidth, opacity = 1, shadow = false, stroke } = o;
  let size = o.size ?? 40;
  if (maxWidth) {
    const wid = textWidth(str, size, bold, spacing * size);
    if (wid > maxWidth) size *= maxWidth / wid;
  }
  const attrs = `x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${bold ? 'bold' : 'normal'}" text-anchor="${anchor}"` +
    (spacing ? ` letter-spacing="${spacing * size}"` : '');
  let out = '';
  if (shadow) {
    const blur = c.filter('textshadow', `<feGaussianBlur stdDeviation="${shadow === true ? 6 : shadow}"/>`);
    out += `<text ${attrs} fill="#000" opacity="${0.65 * opacity}" filter="${blur}" transform="translate(0 ${size * 0.05})">${esc(str)}</text>`;
  }
  if (stroke) out += `<text ${attrs} fill="none" stroke="${stroke[0]}" stroke-width="${stroke[1]}" stroke-linejoin="round" opacity="${opacity}">${esc(str)}</text>`;
  out += `<text ${attrs} fill="${fill}" opacity="${opacity}">${esc(str)}</text>`;
  return out;
}

// ------------------------------------------------------------------ backgrounds

/** vertical gradient through the given colours */
function sky(c, colors, { x = 0, y = 0, w = c.w, h = c.h } = {}) {
  const stops = colors.map((col, i) => [+(i / (colors.length - 1)).toFixed(3), col]);
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${c.linear(stops)}"/>`;
}

/** soft round light */
function glow(c, x, y, r, color, opacity = 1) {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${c.radial([[0, color, opacity], [0.4, color, opacity * 0.4], [1, color, 0]])}"/>`;
}

/** a handful of big soft coloured clouds of light */
function nebula(c, n, colors, { x = 0, y = 0, w = c.w, h = c.h, size = 1, opacity = 0.35 } = {}) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const cx = x + c.rand() * w;
    const cy = y + c.rand() * h;
    const rx = c.rand(180, 420) * c.u * size;
    const ry = rx * c.rand(0.35, 0.8);
    const col = colors[i % colors.length];
    const fill = c.radial([[0, col, opacity], [0.5, col, opacity * 0.35], [1, col, 0]]);
    out += `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" transform="rotate(${c.rand(-40, 40)} ${cx} ${cy})"/>`;
  }
  return out;
}

/** 4-point twinkle */
function sparkle(x, y, r, color, opacity = 1) {
  const k = r * 0.18;
  return `<path d="M${x},${y - r}Q${x + k},${y - k} ${x + r},${y}Q${x + k},${y + k} ${x},${y + r}Q${x - k},${y + k} ${x - r},${y}Q${x - k},${y - k} ${x},${y - r}Z" fill="${color}" opacity="${opacity}"/>`;
}

/** starfield: mostly tiny dots, a few bigger twinkles */
function stars(c, { count = 300, x = 0, y = 0, w = c.w, h = c.h, size = 1, twinkle = 0.025, colors = ['#ffffff', '#d6ecff', '#ffe9c2', '#ffd1f0'], fade = false } = {}) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const sx = x + c.rand() * w;
    const fy = fade ? Math.pow(c.rand(), 1.8) : c.rand(); // fade: denser towards the top
    const sy = y + fy * h;
    const r = (0.7 + Math.pow(c.rand(), 4) * 3.2) * size * c.u * 1.3;
    const op = +(0.35 + c.rand() * 0.65).toFixed(2);
    const col = colors[Math.floor(c.rand() * colors.length)];
    if (c.rand() < twinkle) out += sparkle(sx, sy, r * 5, col, op) + `<circle cx="${sx}" cy="${sy}" r="${r * 3}" fill="${col}" opacity="0.18"/>`;
    else out += `<circle cx="${sx}" cy="${sy}" r="${r}" fill="${col}" opacity="${op}"/>`;
  }
  return out;
}

/** smooth rolling hills from x0 to x1 filled to the bottom */
function hills(c, { y, amp, color, n = 6, x0 = 0, x1 = c.w, bottom = c.h } = {}) {
  const pts = [];
  for (let i = 0; i <= n; i++) pts.push([x0 + ((x1 - x0) * i) / n, y - c.rand() * amp]);
  pts[0][0] -= 40;
  pts[n][0] += 40;
  return `<path d="${smooth(pts)}L${x1 + 40},${bottom}L${x0 - 40},${bottom}Z" fill="${color}"/>`;
}

/** jagged mountain range */
function mountains(c, { y, amp, color, n = 9, x0 = 0, x1 = c.w, bottom = c.h, snow } = {}) {
  const pts = [[x0 - 20, y]];
  const peaks = [];
  for (let i = 0; i <= n * 2; i++) {
    const px = x0 + ((x1 - x0) * i) / (n * 2) + c.rand(-0.3, 0.3) * ((x1 - x0) / n / 2);
    const py = i % 2 ? y - amp * c.rand(0.55, 1) : y - amp * c.rand(0, 0.35);
    pts.push([px, py]);
    if (i % 2) peaks.push([px, py]);
  }
  pts.push([x1 + 20, y], [x1 + 20, bottom], [x0 - 20, bottom]);
  let out = `<path d="${poly(pts)}" fill="${color}"/>`;
  if (snow) {
    for (const [px, py] of peaks) {
      const s = amp * 0.16;
      out += `<path d="M${px},${py}L${px + s},${py + s * 1.1}L${px + s * 0.3},${py + s * 0.8}L${px - s * 0.2},${py + s * 1.2}L${px - s},${py + s * 1.1}Z" fill="${snow}"/>`;
    }
  }
  return out;
}

/** fluffy cloud made of overlapping ellipses */
function cloud(c, x, y, s, color, opacity = 1) {
  const blobs = [[0, 0, 60, 28], [-45, 8, 42, 20], [48, 6, 46, 22], [-15, -16, 36, 24], [22, -14, 32, 22]];
  return `<g opacity="${opacity}" fill="${color}">${blobs.map(([bx, by, rx, ry]) => `<ellipse cx="${x + bx * s}" cy="${y + by * s}" rx="${rx * s}" ry="${ry * s}"/>`).join('')}</g>`;
}

/** big light beams fanning out from a point */
function rays(c, x, y, len, n, color, opacity = 0.12, spread = 360, start = 0) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const a = rad(start + (spread * (i + c.rand(0, 0.5))) / n);
    const wdt = rad(c.rand(2, 6));
    const p1 = [x + Math.cos(a - wdt) * len, y + Math.sin(a - wdt) * len];
    const p2 = [x + Math.cos(a + wdt) * len, y + Math.sin(a + wdt) * len];
    out += `<path d="${poly([[x, y], p1, p2])}" fill="${color}" opacity="${+(opacity * c.rand(0.5, 1)).toFixed(3)}"/>`;
  }
  return out;
}

/** darkening used behind overlaid text: from=side ('left'|'bottom'|'top') */
function shade(c, side, amount = 0.7, extent = 0.5, color = '#03040f') {
  if (side === 'left') {
    const fill = c.linear([[0, color, amount], [extent * 0.55, color, amount * 0.8], [extent, color, 0], [1, color, 0]], 0, 0, 1, 0);
    return `<rect width="${c.w}" height="${c.h}" fill="${fill}"/>`;
  }
  if (side === 'top') {
    const fill = c.linear([[0, color, amount], [extent, color, 0], [1, color, 0]]);
    return `<rect width="${c.w}" height="${c.h}" fill="${fill}"/>`;
  }
  const fill = c.linear([[0, color, 0], [1 - extent, color, 0], [1, color, amount]]);
  return `<rect width="${c.w}" height="${c.h}" fill="${fill}"/>`;
}

/** vignette around the edges */
function vignette(c, amount = 0.55) {
  const fill = c.radial([[0, '#000', 0], [0.62, '#000', 0], [1, '#000', amount]], { r: 0.75 });
  return `<rect width="${c.w}" height="${c.h}" fill="${fill}"/>`;
}

// ------------------------------------------------------------------ motifs: time travel

/**
 * A glowing swirl portal. open < 1 squashes it sideways (a portal half open).
 */
function portal(c, cx, cy, r, o = {}) {
  const [c1, c2, c3] = o.colors ?? [C.teal, C.violet, C.magenta];
  const open = o.open ?? 1;
  const spin = o.spin ?? c.rand(0, TAU);
  let out = glow(c, 0, 0, r * 2.2, c2, 0.5 * (o.glow ?? 1));
  out += `<circle r="${r}" fill="${c.radial([[0, '#ffffff', 1], [0.16, lighten(c1, 0.5), 1], [0.42, c1, 0.95], [0.72, c2, 0.9], [0.92, c3, 0.85], [1, c3, 0.2]])}"/>`;
  const arms = o.arms ?? 6;
  for (let a = 0; a < arms; a++) {
    const pts = [];
    const base = spin + (a * TAU) / arms;
    for (let t = 0; t <= 1.0001; t += 0.08) {
      const rr = r * (0.06 + 0.9 * t);
      const ang = base + t * 3.4;
      pts.push([Math.cos(ang) * rr, Math.sin(ang) * rr]);
    }
    const col = [C.white, c1, c3][a % 3];
    out += `<path d="${smooth(pts)}" fill="none" stroke="${col}" stroke-width="${r * 0.045}" stroke-linecap="round" opacity="0.55"/>`;
  }
  const rings = o.rings ?? 5;
  for (let i = 0; i < rings; i++) {
    const rr = r * (0.5 + i * 0.14);
    const dash = `${r * c.rand(0.1, 0.6)} ${r * c.rand(0.05, 0.3)}`;
    out += `<circle r="${rr}" fill="none" stroke="${[c1, c3, C.white, c2][i % 4]}" stroke-width="${r * c.rand(0.012, 0.035)}" stroke-dasharray="${dash}" opacity="${+c.rand(0.35, 0.8).toFixed(2)}" transform="rotate(${c.rand(0, 360)})"/>`;
  }
  out += `<circle r="${r}" fill="none" stroke="${lighten(c1, 0.4)}" stroke-width="${r * 0.05}" opacity="0.95"/>`;
  out += `<circle r="${r * 1.06}" fill="none" stroke="${c3}" stroke-width="${r * 0.02}" opacity="0.6"/>`;
  for (let i = 0; i < (o.sparks ?? 10); i++) {
    const a = c.rand(0, TAU);
    const d = r * c.rand(1.05, 1.5);
    out += sparkle(Math.cos(a) * d, Math.sin(a) * d, r * c.rand(0.03, 0.08), c.pick([C.white, c1, C.gold]), 0.9);
  }
  if (o.frame) {
    // brass machine ring with rivets
    const fw = r * 0.16;
    out += `<circle r="${r + fw / 2}" fill="none" stroke="${c.linear([[0, '#ffe3a3'], [0.5, '#c98b2b'], [1, '#6b3d12']], 0, 0, 1, 1)}" stroke-width="${fw}"/>`;
    out += `<circle r="${r + fw}" fill="none" stroke="#3a200b" stroke-width="${r * 0.012}" opacity="0.7"/>`;
    for (let i = 0; i < 24; i++) {
      const a = (i * TAU) / 24;
      out += `<circle cx="${Math.cos(a) * (r + fw / 2)}" cy="${Math.sin(a) * (r + fw / 2)}" r="${fw * 0.13}" fill="#fff0c8" opacity="0.85"/>`;
    }
  }
  return `<g transform="translate(${cx} ${cy}) scale(${open} 1)">${out}</g>`;
}

/** clock face with ticks and two hands */
function clock(c, cx, cy, r, o = {}) {
  const { face = C.cream, rim = C.gold, hand = '#20143a', hours = 10, minutes = 10, tick = '#3b2a55', glowColor } = o;
  let out = glowColor ? glow(c, 0, 0, r * 1.8, glowColor, 0.6) : '';
  out += `<circle r="${r}" fill="${c.radial([[0, lighten(face, 0.4)], [0.8, face], [1, darken(face, 0.15)]], { fx: 0.4, fy: 0.35 })}" stroke="${rim}" stroke-width="${r * 0.09}"/>`;
  out += `<circle r="${r * 0.86}" fill="none" stroke="${tick}" stroke-width="${r * 0.012}" opacity="0.5"/>`;
  for (let i = 0; i < 60; i++) {
    const a = (i * TAU) / 60;
    const big = i % 5 === 0;
    const r1 = r * (big ? 0.7 : 0.8);
    const r2 = r * 0.86;
    out += `<line x1="${Math.cos(a) * r1}" y1="${Math.sin(a) * r1}" x2="${Math.cos(a) * r2}" y2="${Math.sin(a) * r2}" stroke="${tick}" stroke-width="${r * (big ? 0.04 : 0.012)}" stroke-linecap="round"/>`;
  }
  const ha = rad(((hours % 12) + minutes / 60) * 30 - 90);
  const ma = rad(minutes * 6 - 90);
  out += `<line x1="0" y1="0" x2="${Math.cos(ha) * r * 0.45}" y2="${Math.sin(ha) * r * 0.45}" stroke="${hand}" stroke-width="${r * 0.075}" stroke-linecap="round"/>`;
  out += `<line x1="${-Math.cos(ma) * r * 0.12}" y1="${-Math.sin(ma) * r * 0.12}" x2="${Math.cos(ma) * r * 0.68}" y2="${Math.sin(ma) * r * 0.68}" stroke="${hand}" stroke-width="${r * 0.045}" stroke-linecap="round"/>`;
  out += `<circle r="${r * 0.07}" fill="${rim}" stroke="${hand}" stroke-width="${r * 0.02}"/>`;
  return `<g transform="translate(${cx} ${cy})">${out}</g>`;
}

/** one gear (teeth + spoke holes); colours default to brass */
function gear(c, cx, cy, r, o = {}) {
  const { teeth = Math.max(8, Math.round(r / (8 * c.u) / 1.4)), rot = c.rand(0, 360), fill, shadow = true, opacity = 1 } = o;
  const root = r * 0.86;
  let d = '';
  for (let i = 0; i < teeth; i++) {
    const a = (i * TAU) / teeth;
    const st = TAU / teeth;
    const pts = [[root, a], [r, a + st * 0.12], [r, a + st * 0.42], [root, a + st * 0.54]];
    for (const [rr, aa] of pts) d += `${d ? 'L' : 'M'}${Math.cos(aa) * rr},${Math.sin(aa) * rr}`;
  }
  d += 'Z';
  const spokes = o.spokes ?? (r > 40 * c.u ? 5 : 0);
  for (let i = 0; i < spokes; i++) {
    const a = (i * TAU) / spokes;
    d += circlePath(Math.cos(a) * root * 0.56, Math.sin(a) * root * 0.56, root * 0.2);
  }
  d += circlePath(0, 0, r * 0.14);
  const paint = fill ?? c.linear([[0, '#ffe7a8'], [0.45, '#d89a3a'], [1, '#7a4a16']], 0, 0, 1, 1);
  let out = '';
  if (shadow) out += `<path d="${d}" fill="#000" opacity="0.35" fill-rule="evenodd" transform="translate(${r * 0.05} ${r * 0.07})"/>`;
  out += `<path d="${d}" fill="${paint}" fill-rule="evenodd"/>`;
  out += `<circle r="${root * 0.82}" fill="none" stroke="#000" stroke-opacity="0.22" stroke-width="${r * 0.03}"/>`;
  out += `<circle r="${r * 0.24}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="${r * 0.04}"/>`;
  return `<g transform="translate(${cx} ${cy}) rotate(${rot})" opacity="${opacity}">${out}</g>`;
}

/** a small cluster of gears around a point */
function gears(c, cx, cy, r, o = {}) {
  const list = [[0, 0, 1], [1.55, -0.55, 0.62], [-0.95, 1.05, 0.5], [0.95, 1.25, 0.38], [-1.45, -0.55, 0.42]];
  return list.slice(0, o.count ?? 5).map(([dx, dy, k]) => gear(c, cx + dx * r, cy + dy * r, r * k, o)).join('');
}

/** hourglass */
function hourglass(c, x, y, s, o = {}) {
  const { frame = '#6b3d12', glass = C.aqua, sand = C.gold } = o;
  const body = `M-30,-60Q-30,-8 -3,0Q-30,8 -30,60L30,60Q30,8 3,0Q30,-8 30,-60Z`;
  return g(`translate(${x} ${y}) scale(${s})`,
    `<path d="${body}" fill="${glass}" opacity="0.35" stroke="${lighten(glass, 0.5)}" stroke-width="2"/>` +
    `<path d="M-22,-30Q0,-24 22,-30Q16,-8 0,-3Q-16,-8 -22,-30Z" fill="${sand}"/>` +
    `<path d="M-26,58L26,58Q18,30 0,26Q-18,30 -26,58Z" fill="${sand}"/><line x1="0" y1="-3" x2="0" y2="26" stroke="${sand}" stroke-width="2"/>` +
    `<rect x="-40" y="-72" width="80" height="12" rx="4" fill="${frame}"/><rect x="-40" y="60" width="80" height="12" rx="4" fill="${frame}"/>` +
    `<rect x="-36" y="-62" width="6" height="124" fill="${frame}"/><rect x="30" y="-62" width="6" height="124" fill="${frame}"/>`);
}

// ------------------------------------------------------------------ motifs: Book One

/**
 * Velociraptor in profile facing right, feet on y=0, ~120 units tall at s=1.
 * baby: bigger head and eye (Rexi).
 */
function raptor(c, x, y, s, o = {}) {
  const { fill = '#4caf50', dark = darken(fill, 0.35), belly = lighten(fill, 0.35), flip = false, baby = false, silhouette = false, run = 0 } = o;
  const body = 'M-125,-80C-95,-84 -60,-84 -32,-80C-6,-82 16,-80 28,-72C34,-78 37,-88 40,-98L52,-88C50,-74 46,-62 36,-55C26,-47 10,-42 -6,-44C-24,-46 -40,-58 -62,-66C-84,-72 -104,-75 -125,-80Z';
  const head = baby
    ? 'M34,-94C34,-118 60,-126 76,-114C84,-108 90,-102 90,-96C90,-91 85,-89 79,-89L62,-87C54,-84 44,-83 39,-86C34,-88 33,-91 34,-94Z'
    : 'M38,-96C42,-108 58,-112 70,-108C78,-106 88,-101 95,-97C97,-94 95,-91 90,-90L66,-88C58,-86 50,-83 44,-84C38,-86 37,-92 38,-96Z';
  const claw = silhouette ? fill : '#f5e6c8';
  const leg = (dx, thigh, col, k) => {
    const hip = [-8 + dx, -56];
    const knee = [10 + dx + k * 6, -30];
    const ankle = [-4 + dx - k * 8, -10];
    const toe = [16 + dx - k * 4, -1];
    const seg = (a, b, wd) => `<path d="M${a[0]},${a[1]}L${b[0]},${b[1]}" stroke="${col}" stroke-width="${wd}" stroke-linecap="round"/>`;
    return `<ellipse cx="${hip[0]}" cy="${hip[1] + 4}" rx="22" ry="17" fill="${thigh}" transform="rotate(35 ${hip[0]} ${hip[1]})"/>` +
      seg(hip, knee, 12) + seg(knee, ankle, 7) + seg(ankle, toe, 5) +
      `<path d="M${toe[0]},${toe[1]}l5,1.5M${toe[0]},${toe[1]}l4,-2.5" stroke="${claw}" stroke-width="1.8" stroke-linecap="round"/>` +
      `<path d="M${ankle[0] + 3},${ankle[1] + 1}q2,-5 -2,-7" fill="none" stroke="${claw}" stroke-width="1.6" stroke-linecap="round"/>`;
  };
  const fillBody = silhouette ? fill : c.linear([[0, dark], [0.55, fill], [1, belly]]);
  let out = '';
  out += leg(12, silhouette ? fill : dark, silhouette ? fill : dark, -run);
  out += `<path d="M30,-62Q40,-58 44,-50" fill="none" stroke="${silhouette ? fill : dark}" stroke-width="5" stroke-linecap="round"/>`;
  out += `<path d="${body}" fill="${fillBody}"/>`;
  out += g(baby ? 'translate(46 -90) scale(1.12) translate(-46 90)' : '', `<path d="${head}" fill="${silhouette ? fill : c.linear([[0, dark], [0.6, fill], [1, belly]])}"/>` +
    (silhouette ? '' :
      `<circle cx="${baby ? 66 : 68}" cy="${baby ? -104 : -101}" r="${baby ? 7 : 4}" fill="#fff"/>` +
      `<circle cx="${baby ? 68 : 69}" cy="${baby ? -104 : -101}" r="${baby ? 4.6 : 2.6}" fill="#1a1a1a"/>` +
      `<circle cx="${baby ? 69.5 : 70}" cy="${baby ? -106 : -102}" r="${baby ? 1.6 : 0.9}" fill="#fff"/>` +
      `<path d="M${baby ? 60 : 64},-89.5L${baby ? 82 : 88},-91.5" stroke="${darken(fill, 0.55)}" stroke-width="1.4" stroke-linecap="round"/>` +
      `<circle cx="${baby ? 84 : 90}" cy="-97" r="1.2" fill="${darken(fill, 0.6)}"/>` +
      (baby ? `<circle cx="57" cy="-96" r="4.5" fill="${C.pink}" opacity="0.4"/>` : '')));
  if (!silhouette) {
    for (let i = 0; i < 5; i++) {
      const sx = -70 + i * 18;
      out += `<path d="M${sx},-${80 - i * 0.5}q5,9 1,16" fill="none" stroke="${darken(fill, 0.45)}" stroke-width="3.2" stroke-linecap="round" opacity="0.6"/>`;
    }
  }
  out += leg(0, fillBody, fill, run);
  out += `<path d="M34,-58Q44,-52 50,-44" fill="none" stroke="${silhouette ? fill : darken(fill, 0.12)}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M50,-44l5,1M50,-44l3,4" stroke="${claw}" stroke-width="1.6" stroke-linecap="round"/>`;
  return `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})">${out}</g>`;
}

/** BMX bike (and optional rider), wheels on y=0, ~65 units tall without rider */
function bike(c, x, y, s, o = {}) {
  const { color = C.orange, wheel = '#16162a', rider = false, riderColor = '#121430', silhouette = false, rot = 0, helmet = C.teal, skin = '#f1c7a3' } = o;
  const frame = silhouette ? riderColor : color;
  const wcol = silhouette ? riderColor : wheel;
  const wheelSvg = (wx) => {
    let out = `<circle cx="${wx}" cy="-28" r="26" fill="none" stroke="${wcol}" stroke-width="5.5"/>`;
    if (!silhouette) out += `<circle cx="${wx}" cy="-28" r="21.5" fill="none" stroke="${lighten(wheel, 0.35)}" stroke-width="1.4"/>`;
    for (let i = 0; i < 8; i++) {
      const a = (i * TAU) / 8 + 0.2;
      out += `<line x1="${wx}" y1="-28" x2="${wx + Math.cos(a) * 22}" y2="${-28 + Math.sin(a) * 22}" stroke="${silhouette ? wcol : '#b8bdd6'}" stroke-width="1"/>`;
    }
    return out + `<circle cx="${wx}" cy="-28" r="4" fill="${silhouette ? wcol : '#c9cde0'}"/>`;
  };
  let out = wheelSvg(-44) + wheelSvg(46);
  const st = `fill="none" stroke="${frame}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"`;
  out += `<path d="M-44,-28L-8,-26L28,-56L-16,-58Z" ${st}/>`;
  out += `<path d="M-16,-58L-20,-66M-30,-68L-10,-67" ${st}/>`;
  out += `<path d="M46,-28L30,-64L26,-76M16,-80L34,-74" ${st}/>`;
  out += `<circle cx="-8" cy="-26" r="6" fill="${frame}"/><path d="M-8,-26L4,-14M-8,-26L-18,-38" fill="none" stroke="${frame}" stroke-width="3" stroke-linecap="round"/>`;
  if (rider) {
    const rc = silhouette ? riderColor : '#2a3b8f';
    const rs = `fill="none" stroke-linecap="round" stroke-linejoin="round"`;
    out += `<path d="M-14,-80L-2,-58L4,-14" ${rs} stroke="${silhouette ? rc : '#1f2a66'}" stroke-width="10"/>`; // back leg
    out += `<path d="M-12,-82L12,-62L-18,-38" ${rs} stroke="${rc}" stroke-width="11"/>`; // front leg
    out += `<path d="M-12,-84L8,-120" ${rs} stroke="${silhouette ? rc : C.teal}" stroke-width="17"/>`; // torso
    out += `<path d="M6,-114L22,-96L27,-77" ${rs} stroke="${silhouette ? rc : C.teal}" stroke-width="7"/>`; // arm
    if (!silhouette) {
      out += `<path d="M-10,-88L4,-116" stroke="${C.orange}" stroke-width="3" stroke-linecap="round"/>`; // hoodie stripe
      out += `<ellipse cx="0" cy="-116" rx="8" ry="6" fill="${darken(C.teal, 0.25)}"/>`; // hood
      out += `<ellipse cx="6" cy="-13" rx="7" ry="4" fill="#f4f4f4"/><ellipse cx="-16" cy="-37" rx="7" ry="4" fill="#f4f4f4"/>`; // trainers
      out += `<circle cx="28" cy="-78" r="3.5" fill="${skin}"/>`; // hand
      out += `<path d="M5,-134l-6,2l4,3l-5,3l6,1" fill="#6b3a1a"/>`; // hair under the helmet
    }
    out += `<circle cx="16" cy="-136" r="12" fill="${silhouette ? rc : skin}"/>`;
    out += `<path d="M3,-138A13.5,13.5 0 0 1 30,-137L30,-134L3,-134Z" fill="${silhouette ? rc : helmet}"/>`;
    if (!silhouette) {
      out += `<path d="M27,-136L34,-134" stroke="${helmet}" stroke-width="3" stroke-linecap="round"/>`;
      out += `<circle cx="22" cy="-130" r="1.6" fill="#1d1430"/><path d="M20,-125q3,2 6,0" fill="none" stroke="#7a2a3a" stroke-width="1.2" stroke-linecap="round"/>`;
    }
  }
  return `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})">${out}</g>`;
}

/** rounded vintage car in profile facing right, wheels on y=0, ~250 units long */
function car(c, x, y, s, o = {}) {
  const { body = '#2f8f83', roof = body, trim = '#e8ecf5', glass = '#9fd8ff', flip = false, lights = true, silhouette = false } = o;
  const bodyPath = 'M-122,-26L-124,-52Q-122,-70 -96,-74C-84,-104 -52,-118 -8,-118C28,-118 50,-104 62,-78L104,-72Q124,-68 126,-48L126,-26Q126,-20 118,-20L-114,-20Q-122,-20 -122,-26Z';
  const fill = silhouette ? body : c.linear([[0, lighten(body, 0.25)], [0.55, body], [1, darken(body, 0.3)]]);
  let out = '';
  if (lights && !silhouette) out += `<path d="M124,-56L420,-100L420,10Z" fill="${c.linear([[0, '#fff3c4', 0.55], [1, '#fff3c4', 0]], 0, 0, 1, 0)}"/>`;
  out += `<path d="${bodyPath}" fill="${fill}"/>`;
  if (!silhouette) {
    out += `<path d="M-82,-76C-70,-102 -44,-110 -14,-110L-14,-78Z" fill="${glass}" opacity="0.9"/>`;
    out += `<path d="M-6,-110C22,-110 42,-100 52,-78L-6,-78Z" fill="${glass}" opacity="0.9"/>`;
    out += `<path d="M-70,-84L-40,-104M20,-104L36,-86" stroke="#fff" stroke-width="3" opacity="0.55"/>`;
    out += `<path d="M-10,-76L-10,-28M-74,-74L-74,-30M54,-74L56,-30" stroke="${darken(body, 0.4)}" stroke-width="1.6" opacity="0.7"/>`;
    out += `<rect x="10" y="-64" width="14" height="3.5" rx="1.5" fill="${trim}"/>`;
    out += `<path d="M-126,-44L-126,-28L-108,-28" fill="none" stroke="${trim}" stroke-width="6" stroke-linecap="round"/>`;
    out += `<path d="M128,-44L128,-28L110,-28" fill="none" stroke="${trim}" stroke-width="6" stroke-linecap="round"/>`;
    out += `<circle cx="112" cy="-58" r="9" fill="#fff6c9" stroke="${trim}" stroke-width="3"/>`;
    out += `<rect x="-124" y="-60" width="7" height="10" rx="2" fill="#ff4f4f"/>`;
    out += `<path d="M-122,-40L126,-40" stroke="${trim}" stroke-width="2" opacity="0.7"/>`;
  }
  const wheelAt = (wx) => {
    const fender = `<path d="M${wx - 36},-24A36,36 0 0 1 ${wx + 36},-24Z" fill="${silhouette ? body : darken(body, 0.35)}"/>`;
    const tyre = `<circle cx="${wx}" cy="-22" r="22" fill="${silhouette ? body : '#15151f'}"/>`;
    const hub = silhouette ? '' : `<circle cx="${wx}" cy="-22" r="12" fill="${trim}"/><circle cx="${wx}" cy="-22" r="5" fill="${darken(trim, 0.35)}"/>`;
    return fender + tyre + hub;
  };
  out += wheelAt(-70) + wheelAt(72);
  return `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})">${out}</g>`;
}

/** fern frond fan rooted at x,y */
function fern(c, x, y, len, angle, color, o = {}) {
  const { curl = 0.9, leaf = 0.2, n = 16 } = o;
  let a = rad(angle - 90);
  const dir = angle >= 0 ? 1 : -1;
  let px = x;
  let py = y;
  const step = len / n;
  let spine = `M${px},${py}`;
  let leaves = '';
  for (let i = 1; i <= n; i++) {
    a += (curl / n) * dir;
    px += Math.cos(a) * step;
    py += Math.sin(a) * step;
    spine += `L${px},${py}`;
    const L = len * leaf * (1 - (i / n) * 0.85);
    for (const side of [-1, 1]) {
      const la = a + side * rad(62);
      const ex = px + Math.cos(la) * L * 0.5;
      const ey = py + Math.sin(la) * L * 0.5;
      leaves += `<ellipse cx="${ex}" cy="${ey}" rx="${L * 0.5}" ry="${L * 0.16}" transform="rotate(${(la * 180) / Math.PI} ${ex} ${ey})"/>`;
    }
  }
  return `<g fill="${color}"><path d="${spine}" fill="none" stroke="${color}" stroke-width="${len * 0.025}" stroke-linecap="round"/>${leaves}</g>`;
}

function fernClump(c, x, y, len, color, count = 5) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const ang = -70 + (140 * i) / (count - 1) + c.rand(-8, 8);
    out += fern(c, x, y, len * c.rand(0.75, 1.1), ang, color, { curl: c.rand(0.5, 1.2) });
  }
  return out;
}

/** cycad / palm tree, ground at y */
function palm(c, x, y, h, color, o = {}) {
  const lean = o.lean ?? c.rand(-0.15, 0.15);
  const topX = x + lean * h;
  const topY = y - h;
  const tw = h * 0.05;
  let out = `<path d="M${x - tw},${y}Q${x + lean * h * 0.3},${y - h * 0.5} ${topX - tw * 0.6},${topY}L${topX + tw * 0.6},${topY}Q${x + lean * h * 0.3 + tw * 1.5},${y - h * 0.5} ${x + tw},${y}Z" fill="${color}"/>`;
  const fronds = o.fronds ?? 8;
  for (let i = 0; i < fronds; i++) {
    const a = rad(-180 + (180 * i) / (fronds - 1) + c.rand(-10, 10));
    const L = h * c.rand(0.42, 0.6);
    const ex = topX + Math.cos(a) * L;
    const ey = topY + Math.sin(a) * L * 0.45 + L * 0.35;
    const mx = topX + Math.cos(a) * L * 0.55;
    const my = topY + Math.sin(a) * L * 0.6 - L * 0.12;
    const wdt = h * 0.05;
    out += `<path d="M${topX},${topY}Q${mx},${my - wdt} ${ex},${ey}Q${mx},${my + wdt} ${topX},${topY}Z" fill="${color}"/>`;
  }
  return out;
}

/** round-topped park tree */
function tree(c, x, y, s, color, trunk = color) {
  const blobs = [[0, -100, 44], [-32, -80, 32], [32, -82, 34], [-14, -124, 30], [18, -120, 32]];
  return `<rect x="${x - 6 * s}" y="${y - 70 * s}" width="${12 * s}" height="${70 * s}" fill="${trunk}"/>` +
    blobs.map(([bx, by, br]) => `<circle cx="${x + bx * s}" cy="${y + by * s}" r="${br * s}" fill="${color}"/>`).join('');
}

function pine(c, x, y, s, color) {
  return `<rect x="${x - 4 * s}" y="${y - 20 * s}" width="${8 * s}" height="${20 * s}" fill="${color}"/>` +
    [[0, 60], [-28, 46], [-52, 34]].map(([dy, wd]) => `<path d="M${x - wd * s},${y + (dy - 16) * s}L${x},${y + (dy - 86) * s}L${x + wd * s},${y + (dy - 16) * s}Z" fill="${color}"/>`).join('');
}

/** long-necked dinosaur silhouette facing right */
function sauropod(c, x, y, s, color, flip = false) {
  const d = 'M-40,-52C-20,-70 20,-72 38,-58C52,-80 60,-120 76,-136C80,-140 90,-140 94,-134C96,-130 92,-127 86,-128C72,-112 66,-78 56,-46C48,-34 40,-30 30,-30L30,0L20,0L18,-28L-16,-28L-18,0L-28,0L-30,-30C-60,-32 -100,-20 -150,-6C-110,-30 -70,-44 -40,-52Z';
  return `<path d="${d}" fill="${color}" transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})"/>`;
}

/** pterosaur, wings spread */
function ptero(c, x, y, s, color, flip = false) {
  const d = 'M-60,-10Q-28,-22 -6,0Q0,-3 6,0Q28,-22 60,-10Q28,-6 8,8Q0,10 -8,8Q-28,-6 -60,-10Z M4,-2L26,3L4,5Z M2,-2L-10,-12L6,-4Z';
  return `<path d="${d}" fill="${color}" transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})"/>`;
}

/** volcano with smoke, base on y */
function volcano(c, x, y, w, h, color, lava = C.orange) {
  let out = `<path d="M${x - w / 2},${y}L${x - w * 0.09},${y - h}L${x + w * 0.09},${y - h}L${x + w / 2},${y}Z" fill="${color}"/>`;
  out += glow(c, x, y - h, w * 0.25, lava, 0.75);
  out += `<path d="M${x - w * 0.08},${y - h}L${x - w * 0.03},${y - h * 0.72}L${x - w * 0.05},${y - h * 0.45}" stroke="${lava}" stroke-width="${w * 0.012}" fill="none" opacity="0.85"/>`;
  for (let i = 0; i < 9; i++) {
    const t = i / 8;
    out += `<circle cx="${x + t * w * 0.35 + c.rand(-1, 1) * w * 0.03}" cy="${y - h - t * h * 1.1}" r="${w * (0.05 + t * 0.07)}" fill="#5b5170" opacity="${0.55 - t * 0.35}"/>`;
  }
  return out;
}

/** cracked egg (bottom half) */
function eggShell(c, x, y, s, color = C.cream) {
  const d = 'M-46,-20L-34,-30L-22,-18L-10,-32L2,-18L14,-30L26,-18L38,-30L46,-18C48,10 30,38 0,38C-30,38 -48,12 -46,-20Z';
  let out = `<path d="${d}" fill="${c.linear([[0, lighten(color, 0.4)], [1, darken(color, 0.25)]])}"/>`;
  for (let i = 0; i < 7; i++) out += `<circle cx="${c.rand(-34, 34)}" cy="${c.rand(-10, 30)}" r="${c.rand(2, 5)}" fill="${darken(color, 0.3)}" opacity="0.6"/>`;
  return `<g transform="translate(${x} ${y}) scale(${s})">${out}</g>`;
}

function egg(c, x, y, s, color = C.cream) {
  let out = `<ellipse cx="0" cy="0" rx="34" ry="44" fill="${c.radial([[0, lighten(color, 0.5)], [1, darken(color, 0.2)]], { fx: 0.35, fy: 0.3 })}"/>`;
  for (let i = 0; i < 8; i++) out += `<circle cx="${c.rand(-24, 24)}" cy="${c.rand(-30, 30)}" r="${c.rand(2, 5)}" fill="${darken(color, 0.3)}" opacity="0.55"/>`;
  return `<g transform="translate(${x} ${y}) scale(${s})">${out}</g>`;
}

/** three-toed dinosaur footprint pointing up */
function footprint(c, x, y, s, color, rot = 0, toes = 3) {
  let out = `<ellipse cx="0" cy="12" rx="16" ry="20" fill="${color}"/>`;
  const angles = toes === 3 ? [-28, 0, 28] : [-14, 14];
  for (const a of angles) {
    out += g(`rotate(${a})`, `<path d="M-7,0Q-8,-40 0,-58Q8,-40 7,0Z" fill="${color}"/>`);
  }
  return `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})">${out}</g>`;
}

/** clock tower with glowing face; base centre at x,y */
function clockTower(c, x, y, w, h, o = {}) {
  const { color = '#0b0b22', face = C.cream, glowColor = C.gold, hours = 12, minutes = 0 } = o;
  const top = y - h;
  const cw = w * 0.5;
  let out = `<path d="M${x - w / 2},${y}L${x - w / 2},${top + w * 1.35}L${x - w * 0.6},${top + w * 1.3}L${x - w * 0.6},${top + w * 1.2}L${x - w / 2},${top + w * 1.2}L${x - w / 2},${top + w * 0.2}L${x},${top - w * 0.9}L${x + w / 2},${top + w * 0.2}L${x + w / 2},${top + w * 1.2}L${x + w * 0.6},${top + w * 1.2}L${x + w * 0.6},${top + w * 1.3}L${x + w / 2},${top + w * 1.35}L${x + w / 2},${y}Z" fill="${color}"/>`;
  out += `<line x1="${x}" y1="${top - w * 0.9}" x2="${x}" y2="${top - w * 1.3}" stroke="${color}" stroke-width="${w * 0.04}"/>`;
  out += `<circle cx="${x}" cy="${top - w * 1.3}" r="${w * 0.04}" fill="${glowColor}"/>`;
  for (let i = 0; i < 4; i++) {
    const wy = top + w * 1.6 + i * (h - w * 2) / 4;
    if (wy > y - w * 0.6) break;
    out += `<rect x="${x - w * 0.08}" y="${wy}" width="${w * 0.16}" height="${w * 0.3}" rx="${w * 0.08}" fill="${glowColor}" opacity="${0.5 + c.rand(0, 0.4)}"/>`;
  }
  out += clock(c, x, top + w * 0.68, cw * 0.82, { face, rim: darken(glowColor, 0.3), hours, minutes, glowColor });
  return out;
}

/** a row of little houses with lit windows, bottom on y */
function rooftops(c, x0, x1, y, hmin, hmax, color, windowColor = C.gold) {
  let out = '';
  let x = x0 - 20;
  while (x < x1) {
    const w = c.rand(hmin * 0.9, hmax * 0.9);
    const h = c.rand(hmin, hmax);
    const roof = w * c.rand(0.3, 0.55);
    out += `<path d="M${x},${y}L${x},${y - h}L${x + w / 2},${y - h - roof}L${x + w},${y - h}L${x + w},${y}Z" fill="${color}"/>`;
    if (c.rand() < 0.5) out += `<rect x="${x + w * 0.7}" y="${y - h - roof * 0.9}" width="${w * 0.1}" height="${roof * 0.7}" fill="${color}"/>`;
    const cols = Math.max(1, Math.floor(w / (hmin * 0.35)));
    const rows = Math.max(1, Math.floor(h / (hmin * 0.4)));
    for (let i = 0; i < cols; i++) for (let j = 0; j < rows; j++) {
      if (c.rand() < 0.45) continue;
      const ww = w / (cols * 2.4);
      out += `<rect x="${x + (i + 0.5) * (w / cols) - ww / 2}" y="${y - h + h * 0.15 + j * (h / rows)}" width="${ww}" height="${ww * 1.2}" fill="${windowColor}" opacity="${+c.rand(0.5, 0.95).toFixed(2)}"/>`;
    }
    x += w + c.rand(-4, 10);
  }
  return out;
}

// ------------------------------------------------------------------ motifs: Book Two

/** shaded planet, optionally banded, cratered and ringed */
function planet(c, cx, cy, r, o = {}) {
  const { colors = ['#ff9b6a', '#c8462b', '#4a1020'], bands = 0, craters = 0, ring, atmosphere, rot = -20 } = o;
  const [light, mid, dark] = colors;
  let out = '';
  if (atmosphere) out += glow(c, cx, cy, r * 1.35, atmosphere, 0.55);
  const ringBack = (ring) => `<ellipse cx="${cx}" cy="${cy}" rx="${r * 1.9}" ry="${r * 0.45}" fill="none" stroke="${ring}" stroke-width="${r * 0.12}" opacity="0.7" transform="rotate(${rot} ${cx} ${cy})"/>`;
  if (ring) out += ringBack(ring);
  out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${c.radial([[0, light], [0.55, mid], [1, dark]], { fx: 0.32, fy: 0.3, r: 0.6 })}"/>`;
  if (bands || craters) {
    const clip = c.clip(`<circle cx="${cx}" cy="${cy}" r="${r}"/>`);
    let inner = '';
    for (let i = 0; i < bands; i++) {
      const by = cy - r + ((i + 0.5) * 2 * r) / bands + c.rand(-0.1, 0.1) * r;
      inner += `<ellipse cx="${cx}" cy="${by}" rx="${r * 1.3}" ry="${r * c.rand(0.03, 0.09)}" fill="${c.pick([light, dark, C.cream])}" opacity="${+c.rand(0.15, 0.35).toFixed(2)}" transform="rotate(${rot * 0.4} ${cx} ${cy})"/>`;
    }
    for (let i = 0; i < craters; i++) {
      const a = c.rand(0, TAU);
      const d = Math.sqrt(c.rand()) * r * 0.85;
      const cr = r * c.rand(0.04, 0.14);
      const px = cx + Math.cos(a) * d;
      const py = cy + Math.sin(a) * d;
      inner += `<circle cx="${px}" cy="${py}" r="${cr}" fill="${dark}" opacity="0.35"/><circle cx="${px - cr * 0.15}" cy="${py - cr * 0.15}" r="${cr * 0.8}" fill="${mid}" opacity="0.35"/>`;
    }
    out += `<g clip-path="${clip}">${inner}</g>`;
  }
  out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${c.radial([[0, '#000', 0], [0.7, '#000', 0], [1, '#000', 0.55]], { cx: 0.3, cy: 0.28, r: 0.95 })}"/>`;
  if (ring) {
    const clip = c.clip(`<rect x="${cx - r * 3}" y="${cy}" width="${r * 6}" height="${r * 3}" transform="rotate(${rot} ${cx} ${cy})"/>`);
    out += `<g clip-path="${clip}">${ringBack(ring)}</g>`;
  }
  return out;
}

/**
 * Friendly round Martian, feet on y=0. ~140 units tall (queen: ~200 + crown).
 */
function martian(c, x, y, s, o = {}) {
  const { color = '#5fd35f', queen = false, wave = false, flip = false, eyes = 2, cape = C.violet } = o;
  const dark = darken(color, 0.3);
  const cy = queen ? -98 : -62;
  const rx = 50;
  const ry = queen ? 80 : 52;
  let out = '';
  if (queen) out += `<path d="M-40,-130Q-78,-40 -70,0L70,0Q78,-40 40,-130Z" fill="${c.linear([[0, lighten(cape, 0.2)], [1, darken(cape, 0.35)]])}"/>`;
  // antennae
  for (const sd of [-1, 1]) {
    const bx = sd * 18;
    const tx = sd * 38;
    const ty = cy - ry - 42;
    out += `<path d="M${bx},${cy - ry + 8}Q${sd * 22},${ty + 10} ${tx},${ty}" fill="none" stroke="${dark}" stroke-width="5" stroke-linecap="round"/>`;
    out += `<circle cx="${tx}" cy="${ty}" r="9" fill="${queen ? C.gold : C.pink}"/><circle cx="${tx - 3}" cy="${ty - 3}" r="3" fill="#fff" opacity="0.8"/>`;
  }
  // feet and arms
  out += `<ellipse cx="-22" cy="-6" rx="16" ry="9" fill="${dark}"/><ellipse cx="22" cy="-6" rx="16" ry="9" fill="${dark}"/>`;
  out += `<path d="M-46,${cy + 6}Q-70,${cy + 24} -66,${cy + 44}" fill="none" stroke="${dark}" stroke-width="10" stroke-linecap="round"/>`;
  out += wave
    ? `<path d="M46,${cy + 4}Q70,${cy - 8} 72,${cy - 36}" fill="none" stroke="${dark}" stroke-width="10" stroke-linecap="round"/><circle cx="72" cy="${cy - 40}" r="8" fill="${dark}"/>`
    : `<path d="M46,${cy + 6}Q70,${cy + 24} 66,${cy + 44}" fill="none" stroke="${dark}" stroke-width="10" stroke-linecap="round"/>`;
  // body
  out += `<ellipse cx="0" cy="${cy}" rx="${rx}" ry="${ry}" fill="${c.radial([[0, lighten(color, 0.35)], [0.7, color], [1, dark]], { fx: 0.38, fy: 0.3 })}"/>`;
  out += `<ellipse cx="0" cy="${cy + ry * 0.45}" rx="${rx * 0.55}" ry="${ry * 0.35}" fill="${lighten(color, 0.35)}" opacity="0.55"/>`;
  // face
  const ey = cy - ry * 0.2;
  const eyeXs = eyes === 3 ? [-22, 0, 22] : [-17, 17];
  for (const ex of eyeXs) {
    const er = eyes === 3 ? 9 : 12;
    out += `<ellipse cx="${ex}" cy="${ey - (eyes === 3 && ex === 0 ? 8 : 0)}" rx="${er}" ry="${er * 1.2}" fill="#fff"/>`;
    out += `<circle cx="${ex + 2}" cy="${ey + 2 - (eyes === 3 && ex === 0 ? 8 : 0)}" r="${er * 0.55}" fill="#1a1030"/>`;
    out += `<circle cx="${ex + 4}" cy="${ey - 1 - (eyes === 3 && ex === 0 ? 8 : 0)}" r="${er * 0.2}" fill="#fff"/>`;
  }
  out += `<path d="M-16,${ey + 22}Q0,${ey + 36} 16,${ey + 22}" fill="none" stroke="#1a1030" stroke-width="4" stroke-linecap="round"/>`;
  out += `<circle cx="-30" cy="${ey + 18}" r="7" fill="${C.pink}" opacity="0.5"/><circle cx="30" cy="${ey + 18}" r="7" fill="${C.pink}" opacity="0.5"/>`;
  if (queen) {
    const top = cy - ry + 4;
    out += `<path d="M-30,${top}L-34,${top - 34}L-18,${top - 16}L0,${top - 42}L18,${top - 16}L34,${top - 34}L30,${top}Z" fill="${c.linear([[0, '#fff1b0'], [1, '#e0a21c']])}" stroke="#a86b0c" stroke-width="2"/>`;
    out += `<circle cx="0" cy="${top - 14}" r="6" fill="${C.teal}"/><circle cx="-20" cy="${top - 8}" r="4" fill="${C.magenta}"/><circle cx="20" cy="${top - 8}" r="4" fill="${C.magenta}"/>`;
    out += `<path d="M-22,${cy + ry * 0.55}Q0,${cy + ry * 0.7} 22,${cy + ry * 0.55}" fill="none" stroke="${C.gold}" stroke-width="5"/>`;
  }
  return `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})">${out}</g>`;
}

/** Quantanite crystal cluster, base centre at x,y, ~140 units tall */
function crystal(c, x, y, s, o = {}) {
  const { color = C.teal, glowColor = color, rocks = '#241a3a' } = o;
  const shards = o.shards ?? [[-44, 62, 20], [40, 66, 21], [-24, 96, 26], [22, 100, 28], [-6, 140, 34], [8, 52, 18], [-58, 38, 16], [56, 40, 16]];
  let out = glow(c, 0, -60, 170, glowColor, 0.55);
  for (const [ang, h, w] of shards) {
    const lite = lighten(color, 0.55);
    const dk = darken(color, 0.35);
    const shard = `<path d="M${-w / 2},0L${-w / 2},${-h * 0.74}L0,${-h}L0,0Z" fill="${lite}"/>` +
      `<path d="M0,0L0,${-h}L${w / 2},${-h * 0.74}L${w / 2},0Z" fill="${color}"/>` +
      `<path d="M${-w / 2},${-h * 0.74}L0,${-h * 0.62}L${w / 2},${-h * 0.74}L0,${-h}Z" fill="#ffffff" opacity="0.55"/>` +
      `<path d="M${w / 4},-4L${w / 4},${-h * 0.6}" stroke="${dk}" stroke-width="${w * 0.08}" opacity="0.5"/>`;
    out += g(`translate(${ang * 0.35} 0) rotate(${ang * 0.55})`, shard);
  }
  out += `<path d="M-80,6Q-70,-18 -40,-14Q-20,-24 0,-14Q26,-26 48,-12Q76,-16 82,6Z" fill="${rocks}"/>`;
  out += `<path d="M-70,-8Q-58,-16 -40,-12Q-20,-20 0,-12Q26,-22 48,-10Q66,-13 74,-6" fill="none" stroke="${lighten(color, 0.3)}" stroke-width="2.5" opacity="0.5" stroke-linecap="round"/>`;
  out += sparkle(-30, -100, 10, '#fff', 0.9) + sparkle(36, -70, 7, '#fff', 0.8);
  return `<g transform="translate(${x} ${y}) scale(${s})">${out}</g>`;
}

/** glass dome building, base centre x,y */
function dome(c, x, y, r, o = {}) {
  const { glass = C.aqua, frame = '#d7dcef', light = C.gold } = o;
  let out = `<path d="M${x - r},${y}A${r},${r} 0 0 1 ${x + r},${y}Z" fill="${c.linear([[0, glass, 0.55], [1, darken(glass, 0.5), 0.75]])}"/>`;
  const upper = c.clip(`<rect x="${x - r}" y="${y - r}" width="${2 * r}" height="${r}"/>`);
  for (let i = 1; i < 5; i++) {
    out += `<ellipse cx="${x}" cy="${y}" rx="${r * (1 - i / 5)}" ry="${r}" fill="none" stroke="${frame}" stroke-width="${r * 0.015}" opacity="0.55" clip-path="${upper}"/>`;
  }
  out += `<path d="M${x - r * 0.87},${y - r * 0.5}L${x + r * 0.87},${y - r * 0.5}" stroke="${frame}" stroke-width="${r * 0.015}" opacity="0.55"/>`;
  out += `<path d="M${x - r},${y}A${r},${r} 0 0 1 ${x + r},${y}" fill="none" stroke="${frame}" stroke-width="${r * 0.04}"/>`;
  out += `<rect x="${x - r * 1.05}" y="${y - r * 0.1}" width="${r * 2.1}" height="${r * 0.14}" fill="${darken(frame, 0.4)}"/>`;
  for (let i = 0; i < 5; i++) out += `<rect x="${x - r * 0.7 + i * r * 0.3}" y="${y - r * 0.28}" width="${r * 0.14}" height="${r * 0.14}" rx="${r * 0.03}" fill="${light}" opacity="0.85"/>`;
  out += `<path d="M${x - r * 0.35},${y - r * 0.75}Q${x - r * 0.1},${y - r * 0.9} ${x + r * 0.2},${y - r * 0.88}" stroke="#fff" stroke-width="${r * 0.04}" fill="none" opacity="0.45" stroke-linecap="round"/>`;
  return out;
}

/** onion-domed palace spire, base centre x,y */
function spire(c, x, y, w, h, color, accent = C.teal) {
  let out = `<path d="M${x - w / 2},${y}L${x - w * 0.32},${y - h * 0.78}L${x + w * 0.32},${y - h * 0.78}L${x + w / 2},${y}Z" fill="${color}"/>`;
  const by = y - h * 0.78;
  out += `<path d="M${x - w * 0.4},${by}C${x - w * 0.75},${by - h * 0.1} ${x - w * 0.1},${by - h * 0.16} ${x},${by - h * 0.24}C${x + w * 0.1},${by - h * 0.16} ${x + w * 0.75},${by - h * 0.1} ${x + w * 0.4},${by}Z" fill="${lighten(color, 0.15)}"/>`;
  out += `<line x1="${x}" y1="${by - h * 0.24}" x2="${x}" y2="${by - h * 0.3}" stroke="${accent}" stroke-width="${w * 0.04}"/><circle cx="${x}" cy="${by - h * 0.31}" r="${w * 0.05}" fill="${accent}"/>`;
  for (let i = 0; i < 4; i++) {
    const wy = y - h * 0.7 + i * h * 0.16;
    out += `<path d="M${x - w * 0.07},${wy + w * 0.22}L${x - w * 0.07},${wy + w * 0.07}Q${x},${wy - w * 0.03} ${x + w * 0.07},${wy + w * 0.07}L${x + w * 0.07},${wy + w * 0.22}Z" fill="${accent}" opacity="0.85"/>`;
  }
  return out;
}

/** chunky rocket, nose up, base centre x,y */
function rocket(c, x, y, s, o = {}) {
  const { body = '#e8ecf5', accent = C.magenta, window = C.teal, flame = true, rot = 0 } = o;
  let out = '';
  if (flame) out += `<path d="M-18,0Q0,90 18,0Z" fill="${C.gold}"/><path d="M-10,0Q0,50 10,0Z" fill="#fff"/>` + glow(c, 0, 30, 70, C.orange, 0.6);
  out += `<path d="M-24,-10L-48,14L-44,-30L-24,-50Z" fill="${accent}"/><path d="M24,-10L48,14L44,-30L24,-50Z" fill="${accent}"/>`;
  out += `<path d="M-26,0L-26,-110Q-26,-160 0,-190Q26,-160 26,-110L26,0Z" fill="${c.linear([[0, darken(body, 0.25)], [0.45, body], [1, darken(body, 0.35)]], 0, 0, 1, 0)}"/>`;
  out += `<path d="M-20,-150Q0,-200 20,-150Q0,-160 -20,-150Z" fill="${accent}"/>`;
  out += `<circle cx="0" cy="-100" r="13" fill="${window}" stroke="${darken(body, 0.4)}" stroke-width="4"/><circle cx="-4" cy="-104" r="4" fill="#fff" opacity="0.7"/>`;
  out += `<rect x="-26" y="-22" width="52" height="8" fill="${accent}"/>`;
  return `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})">${out}</g>`;
}

/** martian desert ground: dunes and rocks from y downward */
function marsGround(c, y, o = {}) {
  const { colors = ['#d9673a', '#a8402c', '#6e2127', '#3d1020'], rocks = 14 } = o;
  let out = '';
  colors.forEach((col, i) => {
    out += hills(c, { y: y + i * (c.h - y) * 0.22, amp: (c.h - y) * 0.18, color: col, n: 5 + i });
  });
  for (let i = 0; i < rocks; i++) {
    const rx = c.rand(0, c.w);
    const ry = c.rand(y + (c.h - y) * 0.3, c.h);
    const rs = c.rand(10, 40) * c.u * (0.5 + (ry - y) / (c.h - y));
    out += `<path d="M${rx - rs},${ry}Q${rx - rs * 0.8},${ry - rs * 0.9} ${rx - rs * 0.1},${ry - rs}Q${rx + rs * 0.9},${ry - rs * 0.8} ${rx + rs},${ry}Z" fill="${darken(colors[3], 0.2)}" opacity="0.9"/>`;
  }
  return out;
}

// ------------------------------------------------------------------ motifs: characters

const SKIN = { light: '#f6cfae', fair: '#f1c7a3', tan: '#d9a07a', brown: '#a86b45', deep: '#7a4a2e' };

/**
 * Flat-vector head-and-shoulders bust. (cx, cy) is the head centre, s the head radius.
 * o: skin, hair, hairStyle, top, topStyle, bobble, goggles, cap, moustache, glasses, spaceHelmet
 */
function person(c, cx, cy, s, o = {}) {
  const { skin = SKIN.fair, hair = '#5a3517', hairStyle = 'spiky', top = C.teal, topStyle = 'hoodie', accent = C.orange } = o;
  const skinDark = darken(skin, 0.18);
  let out = '';
  // hair behind the head
  if (hairStyle === 'wild') {
    for (let i = 0; i < 14; i++) {
      const a = rad(-200 + (220 * i) / 13);
      out += `<circle cx="${cx + Math.cos(a) * s * 1.05}" cy="${cy + Math.sin(a) * s * 0.95 - s * 0.05}" r="${s * c.rand(0.34, 0.46)}" fill="${hair}"/>`;
    }
  }
  if (hairStyle === 'curly') {
    for (const sd of [-1, 1]) for (let i = 0; i < 4; i++) out += `<circle cx="${cx + sd * s * (0.95 + (i % 2) * 0.12)}" cy="${cy - s * 0.1 + i * s * 0.28}" r="${s * 0.27}" fill="${hair}"/>`;
  }
  // shoulders / top
  const sy = cy + s * 1.3;
  const bottom = cy + s * 4.2;
  const shoulders = `M${cx - s * 2.1},${bottom}L${cx - s * 2.05},${sy + s * 1.0}Q${cx - s * 1.95},${sy + s * 0.1} ${cx - s * 0.9},${sy}L${cx + s * 0.9},${sy}Q${cx + s * 1.95},${sy + s * 0.1} ${cx + s * 2.05},${sy + s * 1.0}L${cx + s * 2.1},${bottom}Z`;
  if (topStyle === 'hoodie') out += `<path d="M${cx - s * 1.25},${sy + s * 0.2}Q${cx},${sy - s * 0.6} ${cx + s * 1.25},${sy + s * 0.2}L${cx + s * 1.1},${sy + s * 0.7}L${cx - s * 1.1},${sy + s * 0.7}Z" fill="${darken(top, 0.25)}"/>`;
  out += `<path d="${shoulders}" fill="${c.linear([[0, lighten(top, 0.12)], [1, darken(top, 0.28)]])}"/>`;
  // neck
  out += `<rect x="${cx - s * 0.34}" y="${cy + s * 0.55}" width="${s * 0.68}" height="${s * 0.85}" rx="${s * 0.2}" fill="${skinDark}"/>`;
  if (topStyle === 'hoodie') {
    out += `<path d="M${cx - s * 0.6},${sy - s * 0.05}Q${cx},${sy + s * 0.75} ${cx + s * 0.6},${sy - s * 0.05}" fill="none" stroke="${darken(top, 0.3)}" stroke-width="${s * 0.16}" stroke-linecap="round"/>`;
    out += `<path d="M${cx - s * 0.3},${sy + s * 0.35}L${cx - s * 0.36},${sy + s * 1.3}M${cx + s * 0.3},${sy + s * 0.35}L${cx + s * 0.36},${sy + s * 1.3}" stroke="${accent}" stroke-width="${s * 0.07}" stroke-linecap="round"/>`;
    out += `<path d="M${cx - s * 2.06},${sy + s * 1.5}L${cx + s * 2.06},${sy + s * 1.5}" stroke="${accent}" stroke-width="${s * 0.14}"/>`;
  } else if (topStyle === 'jumper') {
    out += `<path d="M${cx - s * 0.55},${sy - s * 0.02}Q${cx},${sy + s * 0.55} ${cx + s * 0.55},${sy - s * 0.02}" fill="none" stroke="${darken(top, 0.2)}" stroke-width="${s * 0.18}"/>`;
    for (let i = 0; i < 3; i++) out += `<path d="M${cx - s * 2.06},${sy + s * (1.3 + i * 0.35)}L${cx + s * 2.06},${sy + s * (1.3 + i * 0.35)}" stroke="${i % 2 ? C.white : accent}" stroke-width="${s * 0.1}" opacity="0.85"/>`;
  } else if (topStyle === 'labcoat') {
    out += `<path d="M${cx - s * 0.5},${sy}L${cx},${sy + s * 1.4}L${cx + s * 0.5},${sy}Z" fill="${accent}"/>`;
    out += `<path d="M${cx - s * 0.12},${sy + s * 0.3}L${cx},${sy + s * 0.5}L${cx + s * 0.12},${sy + s * 0.3}L${cx},${sy + s * 1.2}Z" fill="${C.magenta}"/>`;
    out += `<path d="M${cx - s * 0.5},${sy}L${cx - s * 0.2},${sy + s * 2.9}M${cx + s * 0.5},${sy}L${cx + s * 0.2},${sy + s * 2.9}" stroke="${darken(top, 0.2)}" stroke-width="${s * 0.06}"/>`;
    out += `<path d="M${cx - s * 0.5},${sy}L${cx - s * 0.85},${sy + s * 0.1}L${cx - s * 0.45},${sy + s * 0.9}Z M${cx + s * 0.5},${sy}L${cx + s * 0.85},${sy + s * 0.1}L${cx + s * 0.45},${sy + s * 0.9}Z" fill="${darken(top, 0.1)}"/>`;
    out += `<rect x="${cx + s * 0.9}" y="${sy + s * 1.1}" width="${s * 0.6}" height="${s * 0.45}" fill="${darken(top, 0.08)}"/><path d="M${cx + s * 1.05},${sy + s * 1.15}L${cx + s * 1.05},${sy + s * 0.85}M${cx + s * 1.25},${sy + s * 1.15}L${cx + s * 1.25},${sy + s * 0.8}" stroke="${C.teal}" stroke-width="${s * 0.07}" stroke-linecap="round"/>`;
  } else if (topStyle === 'cardigan') {
    out += `<path d="M${cx - s * 0.45},${sy}L${cx},${sy + s * 0.45}L${cx + s * 0.45},${sy}Z" fill="${C.cream}"/>`;
    out += `<path d="M${cx - s * 0.45},${sy}L${cx - s * 0.05},${sy + s * 2.9}M${cx + s * 0.45},${sy}L${cx + s * 0.05},${sy + s * 2.9}" stroke="${darken(top, 0.3)}" stroke-width="${s * 0.08}"/>`;
    out += `<path d="M${cx - s * 0.42},${sy}L${cx},${sy + s * 1.9}L${cx + s * 0.42},${sy}Z" fill="${accent}" opacity="0.9"/><path d="M${cx - s * 0.2},${sy + s * 0.15}L${cx},${sy + s * 0.45}L${cx + s * 0.2},${sy + s * 0.15}Z" fill="${C.cream}"/>`;
    for (let i = 0; i < 3; i++) out += `<circle cx="${cx + s * 0.22}" cy="${sy + s * (1.9 + i * 0.35)}" r="${s * 0.06}" fill="${C.gold}"/>`;
  } else if (topStyle === 'suit') {
    out += `<path d="M${cx - s * 0.7},${sy - s * 0.1}Q${cx},${sy + s * 0.5} ${cx + s * 0.7},${sy - s * 0.1}L${cx + s * 0.72},${sy + s * 0.18}Q${cx},${sy + s * 0.8} ${cx - s * 0.72},${sy + s * 0.18}Z" fill="#c9cede"/>`;
    out += `<rect x="${cx - s * 0.4}" y="${sy + s * 1.1}" width="${s * 0.8}" height="${s * 0.5}" rx="${s * 0.1}" fill="#2a2f45"/><circle cx="${cx - s * 0.2}" cy="${sy + s * 1.35}" r="${s * 0.08}" fill="${C.teal}"/><circle cx="${cx + s * 0.05}" cy="${sy + s * 1.35}" r="${s * 0.08}" fill="${C.magenta}"/>`;
  }
  // ears, head
  out += `<circle cx="${cx - s * 0.96}" cy="${cy + s * 0.12}" r="${s * 0.2}" fill="${skinDark}"/><circle cx="${cx + s * 0.96}" cy="${cy + s * 0.12}" r="${s * 0.2}" fill="${skinDark}"/>`;
  out += `<ellipse cx="${cx}" cy="${cy}" rx="${s * 0.96}" ry="${s}" fill="${c.radial([[0, lighten(skin, 0.15)], [0.75, skin], [1, skinDark]], { fx: 0.42, fy: 0.38 })}"/>`;
  // face
  const ex = s * 0.34;
  const ey = cy + s * 0.12;
  if (!o.goggleEyes) {
    for (const sd of [-1, 1]) {
      out += `<ellipse cx="${cx + sd * ex}" cy="${ey}" rx="${s * 0.1}" ry="${s * 0.13}" fill="#1d1430"/><circle cx="${cx + sd * ex + s * 0.035}" cy="${ey - s * 0.045}" r="${s * 0.035}" fill="#fff"/>`;
      out += `<path d="M${cx + sd * ex - s * 0.14},${ey - s * 0.26}Q${cx + sd * ex},${ey - s * 0.34} ${cx + sd * ex + s * 0.14},${ey - s * 0.26}" fill="none" stroke="${o.brow ?? darken(hair, 0.2)}" stroke-width="${s * 0.055}" stroke-linecap="round"/>`;
    }
  }
  out += `<path d="M${cx - s * 0.05},${cy + s * 0.3}Q${cx + s * 0.06},${cy + s * 0.38} ${cx - s * 0.02},${cy + s * 0.42}" fill="none" stroke="${darken(skin, 0.3)}" stroke-width="${s * 0.04}" stroke-linecap="round"/>`;
  out += `<circle cx="${cx - s * 0.56}" cy="${cy + s * 0.38}" r="${s * 0.13}" fill="${C.pink}" opacity="0.35"/><circle cx="${cx + s * 0.56}" cy="${cy + s * 0.38}" r="${s * 0.13}" fill="${C.pink}" opacity="0.35"/>`;
  if (o.moustache) {
    out += `<path d="M${cx},${cy + s * 0.5}C${cx - s * 0.2},${cy + s * 0.36} ${cx - s * 0.5},${cy + s * 0.42} ${cx - s * 0.56},${cy + s * 0.62}C${cx - s * 0.4},${cy + s * 0.56} ${cx - s * 0.2},${cy + s * 0.6} ${cx},${cy + s * 0.56}C${cx + s * 0.2},${cy + s * 0.6} ${cx + s * 0.4},${cy + s * 0.56} ${cx + s * 0.56},${cy + s * 0.62}C${cx + s * 0.5},${cy + s * 0.42} ${cx + s * 0.2},${cy + s * 0.36} ${cx},${cy + s * 0.5}Z" fill="${o.moustache}"/>`;
    out += `<path d="M${cx - s * 0.22},${cy + s * 0.7}Q${cx},${cy + s * 0.8} ${cx + s * 0.22},${cy + s * 0.7}" fill="none" stroke="#6b2c2c" stroke-width="${s * 0.05}" stroke-linecap="round"/>`;
  } else {
    out += `<path d="M${cx - s * 0.28},${cy + s * 0.56}Q${cx},${cy + s * 0.8} ${cx + s * 0.28},${cy + s * 0.56}Q${cx},${cy + s * 0.68} ${cx - s * 0.28},${cy + s * 0.56}Z" fill="#7a2a3a" stroke="#7a2a3a" stroke-width="${s * 0.04}" stroke-linejoin="round"/>`;
  }
  if (o.glasses) {
    for (const sd of [-1, 1]) out += `<rect x="${cx + sd * ex - s * 0.2}" y="${ey - s * 0.17}" width="${s * 0.4}" height="${s * 0.32}" rx="${s * 0.1}" fill="#fff" fill-opacity="0.15" stroke="${o.glasses}" stroke-width="${s * 0.05}"/>`;
    out += `<path d="M${cx - ex + s * 0.2},${ey - s * 0.04}Q${cx},${ey - s * 0.12} ${cx + ex - s * 0.2},${ey - s * 0.04}" fill="none" stroke="${o.glasses}" stroke-width="${s * 0.05}"/>`;
  }
  // front hair
  if (hairStyle === 'spiky') {
    const pts = [];
    for (let i = 0; i <= 12; i++) {
      const a = rad(175 + (190 * i) / 12);
      const rr = s * (i % 2 ? 1.32 : 1.04);
      pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr * 0.98 - s * 0.05]);
    }
    pts.push([cx + s * 0.92, cy - s * 0.1], [cx + s * 0.55, cy - s * 0.5], [cx + s * 0.3, cy - s * 0.32], [cx, cy - s * 0.55], [cx - s * 0.35, cy - s * 0.36], [cx - s * 0.6, cy - s * 0.55], [cx - s * 0.92, cy - s * 0.05]);
    out += `<path d="${poly(pts)}" fill="${hair}" stroke="${hair}" stroke-width="${s * 0.06}" stroke-linejoin="round"/>`;
  } else if (hairStyle === 'wild') {
    out += `<path d="M${cx - s * 0.95},${cy - s * 0.05}Q${cx - s},${cy - s * 1.05} ${cx},${cy - s * 1.02}Q${cx + s},${cy - s * 1.05} ${cx + s * 0.95},${cy - s * 0.05}Q${cx + s * 0.6},${cy - s * 0.6} ${cx + s * 0.1},${cy - s * 0.55}Q${cx - s * 0.5},${cy - s * 0.6} ${cx - s * 0.95},${cy - s * 0.05}Z" fill="${hair}"/>`;
    for (let i = 0; i < 7; i++) out += `<circle cx="${cx - s * 0.8 + i * s * 0.27}" cy="${cy - s * 0.95 - Math.sin((i / 6) * Math.PI) * s * 0.12}" r="${s * 0.24}" fill="${hair}"/>`;
  } else if (hairStyle === 'short') {
    for (const sd of [-1, 1]) out += `<path d="M${cx + sd * s * 0.96},${cy - s * 0.4}L${cx + sd * s * 0.98},${cy + s * 0.15}L${cx + sd * s * 0.8},${cy + s * 0.05}L${cx + sd * s * 0.78},${cy - s * 0.4}Z" fill="${hair}"/>`;
  }
  if (o.goggles) {
    const gy = o.goggleEyes ? ey : cy - s * 0.5;
    out += `<path d="M${cx - s * 1.0},${gy}Q${cx},${gy - s * 0.1} ${cx + s * 1.0},${gy}" fill="none" stroke="#3b2413" stroke-width="${s * 0.16}"/>`;
    for (const sd of [-1, 1]) {
      out += `<circle cx="${cx + sd * s * 0.38}" cy="${gy}" r="${s * 0.3}" fill="${c.radial([[0, C.aqua], [1, '#137a8a']], { fx: 0.35, fy: 0.35 })}" stroke="${c.linear([[0, '#ffe3a3'], [1, '#a8661f']])}" stroke-width="${s * 0.1}"/>`;
      out += `<path d="M${cx + sd * s * 0.38 - s * 0.15},${gy - s * 0.05}A${s * 0.16},${s * 0.16} 0 0 1 ${cx + sd * s * 0.38 + s * 0.02},${gy - s * 0.17}" fill="none" stroke="#fff" stroke-width="${s * 0.05}" stroke-linecap="round" opacity="0.8"/>`;
    }
  }
  if (o.cap) {
    const cap = o.cap;
    out += `<path d="M${cx - s * 1.08},${cy - s * 0.3}C${cx - s * 1.2},${cy - s * 1.1} ${cx + s * 1.2},${cy - s * 1.18} ${cx + s * 1.08},${cy - s * 0.3}Z" fill="${c.linear([[0, lighten(cap, 0.15)], [1, darken(cap, 0.2)]])}"/>`;
    for (let i = 0; i < 6; i++) out += `<path d="M${cx - s * 0.9 + i * s * 0.36},${cy - s * 0.35}L${cx - s * 0.7 + i * s * 0.3},${cy - s * 0.95}" stroke="${darken(cap, 0.25)}" stroke-width="${s * 0.025}" opacity="0.6"/>`;
    out += `<path d="M${cx - s * 1.02},${cy - s * 0.32}Q${cx},${cy + s * 0.02} ${cx + s * 1.02},${cy - s * 0.32}Q${cx},${cy - s * 0.45} ${cx - s * 1.02},${cy - s * 0.32}Z" fill="${darken(cap, 0.35)}"/>`;
    out += `<circle cx="${cx}" cy="${cy - s * 0.98}" r="${s * 0.07}" fill="${darken(cap, 0.3)}"/>`;
  }
  if (o.bobble) {
    const [hat, stripe] = o.bobble;
    const hb = cy - s * 0.2;
    out += `<path d="M${cx - s * 1.04},${hb}C${cx - s * 1.1},${cy - s * 1.45} ${cx + s * 1.1},${cy - s * 1.45} ${cx + s * 1.04},${hb}Z" fill="${c.linear([[0, lighten(hat, 0.15)], [1, darken(hat, 0.15)]])}"/>`;
    for (let i = 0; i < 9; i++) out += `<path d="M${cx - s * 0.8 + i * s * 0.2},${hb - s * 0.2}Q${cx - s * 0.5 + i * s * 0.12},${cy - s * 1.0} ${cx - s * 0.2 + i * s * 0.05},${cy - s * 1.12}" fill="none" stroke="${darken(hat, 0.25)}" stroke-width="${s * 0.03}" opacity="0.5"/>`;
    out += `<path d="M${cx - s * 1.0},${hb - s * 0.55}Q${cx},${hb - s * 0.75} ${cx + s * 1.0},${hb - s * 0.55}" fill="none" stroke="${stripe}" stroke-width="${s * 0.16}"/>`;
    out += `<rect x="${cx - s * 1.12}" y="${hb - s * 0.28}" width="${s * 2.24}" height="${s * 0.38}" rx="${s * 0.16}" fill="${darken(hat, 0.2)}"/>`;
    for (let i = 0; i < 14; i++) out += `<line x1="${cx - s * 1.0 + i * s * 0.155}" y1="${hb - s * 0.24}" x2="${cx - s * 1.0 + i * s * 0.155}" y2="${hb + s * 0.06}" stroke="${darken(hat, 0.4)}" stroke-width="${s * 0.03}" opacity="0.6"/>`;
    const py = cy - s * 1.38;
    for (let i = 0; i < 10; i++) {
      const a = (i * TAU) / 10;
      out += `<circle cx="${cx + Math.cos(a) * s * 0.24}" cy="${py + Math.sin(a) * s * 0.24}" r="${s * 0.14}" fill="${stripe}"/>`;
    }
    out += `<circle cx="${cx}" cy="${py}" r="${s * 0.28}" fill="${stripe}"/><circle cx="${cx - s * 0.08}" cy="${py - s * 0.08}" r="${s * 0.1}" fill="#fff" opacity="0.5"/>`;
  }
  if (o.spaceHelmet) {
    out += `<circle cx="${cx}" cy="${cy - s * 0.1}" r="${s * 1.62}" fill="${c.radial([[0, C.aqua, 0.04], [0.8, C.aqua, 0.1], [1, C.aqua, 0.35]])}" stroke="#e6ecf8" stroke-width="${s * 0.08}"/>`;
    out += `<path d="M${cx - s * 1.15},${cy - s * 0.8}A${s * 1.4},${s * 1.4} 0 0 1 ${cx - s * 0.2},${cy - s * 1.5}" fill="none" stroke="#fff" stroke-width="${s * 0.1}" stroke-linecap="round" opacity="0.6"/>`;
    out += `<path d="M${cx - s * 1.5},${cy + s * 1.25}Q${cx},${cy + s * 1.75} ${cx + s * 1.5},${cy + s * 1.25}L${cx + s * 1.55},${cy + s * 1.55}Q${cx},${cy + s * 2.05} ${cx - s * 1.55},${cy + s * 1.55}Z" fill="#c9cede" stroke="#8d93ab" stroke-width="${s * 0.04}"/>`;
  }
  return out;
}

/** Captain Vex: armoured figure with a dark helmet and glowing visor */
function vex(c, cx, cy, s) {
  const sy = cy + s * 1.3;
  const bottom = cy + s * 4.2;
  let out = `<path d="M${cx - s * 2.2},${bottom}L${cx - s * 2.15},${sy + s * 0.9}Q${cx - s * 2.0},${sy} ${cx - s * 0.9},${sy - s * 0.1}L${cx + s * 0.9},${sy - s * 0.1}Q${cx + s * 2.0},${sy} ${cx + s * 2.15},${sy + s * 0.9}L${cx + s * 2.2},${bottom}Z" fill="${c.linear([[0, '#3a3f5c'], [1, '#12131f']])}"/>`;
  for (const sd of [-1, 1]) out += `<ellipse cx="${cx + sd * s * 1.55}" cy="${sy + s * 0.45}" rx="${s * 0.75}" ry="${s * 0.45}" fill="${c.linear([[0, '#5a607e'], [1, '#23263a']])}" transform="rotate(${sd * 18} ${cx + sd * s * 1.55} ${sy + s * 0.45})"/>`;
  out += `<path d="M${cx},${sy + s * 0.9}L${cx - s * 0.3},${sy + s * 1.5}L${cx},${sy + s * 2.2}L${cx + s * 0.3},${sy + s * 1.5}Z" fill="${C.red}"/>` + glow(c, cx, sy + s * 1.5, s * 0.6, C.red, 0.5);
  out += `<path d="M${cx - s * 0.9},${sy + s * 0.6}L${cx - s * 0.3},${sy + s * 2.8}M${cx + s * 0.9},${sy + s * 0.6}L${cx + s * 0.3},${sy + s * 2.8}" stroke="#555b7a" stroke-width="${s * 0.06}"/>`;
  out += `<rect x="${cx - s * 0.45}" y="${cy + s * 0.7}" width="${s * 0.9}" height="${s * 0.7}" fill="#1b1d2c"/>`;
  out += `<path d="M${cx - s * 1.1},${cy + s * 0.55}C${cx - s * 1.25},${cy - s * 1.4} ${cx + s * 1.25},${cy - s * 1.4} ${cx + s * 1.1},${cy + s * 0.55}Q${cx},${cy + s * 1.05} ${cx - s * 1.1},${cy + s * 0.55}Z" fill="${c.radial([[0, '#4a5070'], [0.7, '#23263a'], [1, '#0c0d16']], { fx: 0.35, fy: 0.3 })}"/>`;
  out += `<path d="M${cx},${cy - s * 1.02}L${cx - s * 0.12},${cy - s * 1.5}L${cx + s * 0.25},${cy - s * 1.0}Z" fill="${C.red}"/>`;
  out += glow(c, cx, cy, s * 1.3, C.orange, 0.35);
  out += `<path d="M${cx - s * 0.92},${cy - s * 0.15}Q${cx},${cy - s * 0.45} ${cx + s * 0.92},${cy - s * 0.15}L${cx + s * 0.8},${cy + s * 0.3}Q${cx},${cy + s * 0.05} ${cx - s * 0.8},${cy + s * 0.3}Z" fill="${c.linear([[0, '#ffd36b'], [0.5, C.orange], [1, '#b3261e']])}"/>`;
  out += `<path d="M${cx - s * 0.6},${cy - s * 0.18}L${cx - s * 0.1},${cy - s * 0.26}" stroke="#fff" stroke-width="${s * 0.05}" stroke-linecap="round" opacity="0.8"/>`;
  return out;
}

/** NOVA: a friendly round robot */
function robot(c, cx, cy, s, o = {}) {
  const { body = '#eef2fb', accent = C.teal, screen = '#0d1a33', wave = false } = o;
  let out = '';
  out += `<line x1="${cx}" y1="${cy - s}" x2="${cx}" y2="${cy - s * 1.45}" stroke="#8d93ab" stroke-width="${s * 0.07}"/>` + glow(c, cx, cy - s * 1.5, s * 0.35, accent, 0.8) + `<circle cx="${cx}" cy="${cy - s * 1.5}" r="${s * 0.12}" fill="${accent}"/>`;
  // hovering body joined to the head by a segmented neck
  const sy = cy + s * 1.3;
  const bh = s * 2.1;
  out += `<ellipse cx="${cx}" cy="${sy + bh + s * 0.45}" rx="${s * 1.1}" ry="${s * 0.22}" fill="${accent}" opacity="0.35"/>` + glow(c, cx, sy + bh + s * 0.3, s * 0.9, accent, 0.7);
  out += `<path d="M${cx - s * 0.5},${sy + bh - s * 0.05}L${cx},${sy + bh + s * 0.55}L${cx + s * 0.5},${sy + bh - s * 0.05}Z" fill="${lighten(accent, 0.5)}" opacity="0.8"/>`;
  for (const sd of [-1, 1]) out += `<path d="M${cx + sd * s * 1.5},${sy + s * 0.5}Q${cx + sd * s * 2.3},${sy + s * (wave && sd > 0 ? -0.2 : 0.9)} ${cx + sd * s * 2.2},${sy + s * (wave && sd > 0 ? -0.9 : 1.7)}" fill="none" stroke="#8d93ab" stroke-width="${s * 0.22}" stroke-linecap="round"/><circle cx="${cx + sd * s * 2.2}" cy="${sy + s * (wave && sd > 0 ? -0.95 : 1.75)}" r="${s * 0.24}" fill="${body}" stroke="#8d93ab" stroke-width="${s * 0.06}"/>`;
  out += `<rect x="${cx - s * 1.6}" y="${sy}" width="${s * 3.2}" height="${bh}" rx="${s * 0.9}" fill="${c.linear([[0, '#ffffff'], [0.6, body], [1, darken(body, 0.3)]])}"/>`;
  for (let i = 0; i < 3; i++) out += `<rect x="${cx - s * (0.4 - i * 0.04)}" y="${cy + s * (0.82 + i * 0.17)}" width="${s * (0.8 - i * 0.08)}" height="${s * 0.13}" rx="${s * 0.06}" fill="#8d93ab"/>`;
  out += `<rect x="${cx - s * 0.85}" y="${sy + s * 0.45}" width="${s * 1.7}" height="${s * 1.05}" rx="${s * 0.3}" fill="${screen}"/>`;
  out += glow(c, cx - s * 0.3, sy + s * 0.97, s * 0.6, accent, 0.5) + `<path d="M${cx - s * 0.3},${sy + s * 1.2}C${cx - s * 0.75},${sy + s * 0.9} ${cx - s * 0.55},${sy + s * 0.6} ${cx - s * 0.3},${sy + s * 0.8}C${cx - s * 0.05},${sy + s * 0.6} ${cx + s * 0.15},${sy + s * 0.9} ${cx - s * 0.3},${sy + s * 1.2}Z" fill="${C.pink}"/>`;
  for (let i = 0; i < 3; i++) out += `<rect x="${cx + s * 0.15}" y="${sy + s * (0.65 + i * 0.22)}" width="${s * (0.5 - i * 0.12)}" height="${s * 0.1}" rx="${s * 0.05}" fill="${[accent, C.gold, C.magenta][i]}"/>`;
  for (const sd of [-1, 1]) out += `<circle cx="${cx + sd * s * 1.25}" cy="${sy + s * 0.35}" r="${s * 0.1}" fill="#b8bdd6"/>`;
  for (const sd of [-1, 1]) out += `<circle cx="${cx + sd * s * 1.1}" cy="${cy}" r="${s * 0.3}" fill="${accent}" stroke="#8d93ab" stroke-width="${s * 0.06}"/>`;
  out += `<rect x="${cx - s * 1.15}" y="${cy - s * 1.0}" width="${s * 2.3}" height="${s * 1.95}" rx="${s * 0.85}" fill="${c.radial([[0, '#ffffff'], [0.8, body], [1, darken(body, 0.2)]], { fx: 0.4, fy: 0.3 })}"/>`;
  out += `<rect x="${cx - s * 0.88}" y="${cy - s * 0.62}" width="${s * 1.76}" height="${s * 1.2}" rx="${s * 0.5}" fill="${screen}"/>`;
  for (const sd of [-1, 1]) out += `<path d="M${cx + sd * s * 0.4 - s * 0.18},${cy - s * 0.02}Q${cx + sd * s * 0.4},${cy - s * 0.3} ${cx + sd * s * 0.4 + s * 0.18},${cy - s * 0.02}" fill="none" stroke="${accent}" stroke-width="${s * 0.1}" stroke-linecap="round"/>`;
  out += `<path d="M${cx - s * 0.25},${cy + s * 0.2}Q${cx},${cy + s * 0.42} ${cx + s * 0.25},${cy + s * 0.2}" fill="none" stroke="${accent}" stroke-width="${s * 0.08}" stroke-linecap="round"/>`;
  out += `<circle cx="${cx - s * 0.6}" cy="${cy + s * 0.22}" r="${s * 0.09}" fill="${C.pink}" opacity="0.7"/><circle cx="${cx + s * 0.6}" cy="${cy + s * 0.22}" r="${s * 0.09}" fill="${C.pink}" opacity="0.7"/>`;
  out += `<path d="M${cx - s * 0.55},${cy - s * 0.85}Q${cx - s * 0.2},${cy - s * 0.98} ${cx + s * 0.2},${cy - s * 0.92}" stroke="#fff" stroke-width="${s * 0.08}" fill="none" stroke-linecap="round" opacity="0.9"/>`;
  return out;
}

/** a drake (male mallard) in profile facing right, wearing time-travel goggles; feet on y=0 */
function duck(c, x, y, s) {
  let out = '';
  out += `<path d="M-8,-4L-14,0L-2,0ZM14,-4L8,0L20,0Z" fill="${C.orange}" stroke="${C.orange}" stroke-width="4" stroke-linejoin="round"/>`;
  out += `<path d="M-4,-30L-6,-4M12,-30L14,-4" stroke="${C.orange}" stroke-width="6" stroke-linecap="round"/>`;
  out += `<path d="M-90,-96L-70,-84L-60,-64Z" fill="#2a2a2a"/><path d="M-92,-86Q-84,-70 -70,-70" stroke="#fff" stroke-width="4" fill="none"/>`;
  out += `<path d="M-78,-70C-82,-100 -40,-112 0,-104C30,-100 50,-80 48,-58C46,-30 20,-24 -10,-24C-50,-24 -74,-40 -78,-70Z" fill="${c.linear([[0, '#d6d9e0'], [1, '#9aa0ad']])}"/>`;
  out += `<path d="M-66,-72C-50,-94 -10,-96 14,-82C-6,-70 -40,-66 -66,-72Z" fill="#8a6a4a"/><path d="M-40,-80L-10,-84L-20,-76Z" fill="#3a66c4"/>`;
  out += `<path d="M18,-134C22,-116 18,-104 22,-92L52,-94C48,-106 52,-120 58,-134Z" fill="#178a4e"/>`; // neck
  out += `<path d="M20,-111L53,-113L52,-104L21,-102Z" fill="#f4f4f4"/>`; // white collar
  out += `<path d="M20,-100C40,-104 56,-88 52,-62C46,-50 28,-56 22,-70Z" fill="#7a4a2a"/>`;
  out += `<circle cx="38" cy="-142" r="28" fill="${c.radial([[0, '#3ecf72'], [1, '#0e5a36']], { fx: 0.35, fy: 0.35 })}"/>`;
  out += `<path d="M26,-122Q34,-112 44,-116L48,-122Q36,-118 30,-126Z" fill="#0e5a36"/>`;
  out += `<path d="M58,-146C74,-150 92,-146 96,-136C96,-130 84,-128 60,-132Z" fill="${C.gold}" stroke="#c9971c" stroke-width="2"/>`;
  out += `<path d="M14,-150L66,-152" stroke="#3b2413" stroke-width="8" stroke-linecap="round"/>`;
  out += `<circle cx="46" cy="-150" r="12" fill="${c.radial([[0, C.aqua], [1, '#137a8a']], { fx: 0.35, fy: 0.35 })}" stroke="${C.gold}" stroke-width="4.5"/>`;
  out += `<path d="M40,-154A7,7 0 0 1 47,-158" stroke="#fff" stroke-width="2.4" fill="none" stroke-linecap="round"/>`;
  out += `<circle cx="62" cy="-152" r="8" fill="${c.radial([[0, C.aqua], [1, '#137a8a']], { fx: 0.35, fy: 0.35 })}" stroke="${C.gold}" stroke-width="3.5"/>`;
  return `<g transform="translate(${x} ${y}) scale(${s})">${out}</g>`;
}

/** knitted bobble hat on its own (for the T-shirt decal) centred at x,y */
function bobbleHat(c, x, y, s, hat = C.magenta, stripe = '#ffffff') {
  let out = `<path d="M-100,30C-104,-120 104,-120 100,30Z" fill="${c.linear([[0, lighten(hat, 0.15)], [1, darken(hat, 0.2)]])}"/>`;
  for (let i = 0; i < 11; i++) out += `<path d="M${-85 + i * 17},20Q${-60 + i * 12},-50 ${-20 + i * 4},-86" fill="none" stroke="${darken(hat, 0.3)}" stroke-width="3" opacity="0.5"/>`;
  out += `<path d="M-98,-20Q0,-44 98,-20" fill="none" stroke="${stripe}" stroke-width="16"/><path d="M-86,-52Q0,-74 86,-52" fill="none" stroke="${C.teal}" stroke-width="10"/>`;
  out += `<rect x="-112" y="14" width="224" height="46" rx="20" fill="${darken(hat, 0.22)}"/>`;
  for (let i = 0; i < 18; i++) out += `<line x1="${-100 + i * 11.8}" y1="20" x2="${-100 + i * 11.8}" y2="54" stroke="${darken(hat, 0.45)}" stroke-width="3" opacity="0.6"/>`;
  for (let i = 0; i < 12; i++) {
    const a = (i * TAU) / 12;
    out += `<circle cx="${Math.cos(a) * 26}" cy="${-118 + Math.sin(a) * 26}" r="16" fill="${stripe}"/>`;
  }
  out += `<circle cx="0" cy="-118" r="30" fill="${stripe}"/><circle cx="-9" cy="-127" r="10" fill="#fff" opacity="0.6"/>`;
  return `<g transform="translate(${x} ${y}) scale(${s})">${out}</g>`;
}

/** music note */
function note(x, y, s, color, double = false) {
  let out = `<ellipse cx="0" cy="0" rx="11" ry="8" transform="rotate(-20)" fill="${color}"/><rect x="8" y="-46" width="4" height="46" fill="${color}"/>`;
  out += double
    ? `<ellipse cx="36" cy="-8" rx="11" ry="8" transform="rotate(-20 36 -8)" fill="${color}"/><rect x="44" y="-54" width="4" height="46" fill="${color}"/><path d="M8,-46L48,-54L48,-44L8,-36Z" fill="${color}"/>`
    : `<path d="M12,-46Q30,-36 26,-18Q24,-32 12,-34Z" fill="${color}"/>`;
  return `<g transform="translate(${x} ${y}) scale(${s})">${out}</g>`;
}

/** the series wordmark: a little portal-clock ring and "ChapterVerse" */
function logo(c, x, y, size, o = {}) {
  const { color = C.white, accent = C.teal, anchor = 'middle' } = o;
  const tw = textWidth('ChapterVerse', size, true);
  const total = tw + size * 1.25;
  const left = anchor === 'middle' ? x - total / 2 : anchor === 'end' ? x - total : x;
  const r = size * 0.46;
  const icx = left + r;
  const icy = y - size * 0.36;
  let out = `<circle cx="${icx}" cy="${icy}" r="${r}" fill="none" stroke="${accent}" stroke-width="${size * 0.12}"/>`;
  out += `<path d="M${icx},${icy}L${icx},${icy - r * 0.6}M${icx},${icy}L${icx + r * 0.45},${icy + r * 0.2}" stroke="${color}" stroke-width="${size * 0.09}" stroke-linecap="round"/>`;
  out += `<circle cx="${icx + r * 0.72}" cy="${icy - r * 0.72}" r="${size * 0.1}" fill="${C.orange}"/>`;
  out += `<text x="${left + size * 1.25}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="${color}">Chapter<tspan fill="${accent}">Verse</tspan></text>`;
  return out;
}

/** polaroid-style frame holding a mini scene */
function artFrame(c, cx, cy, w, h, rot, draw) {
  const pad = w * 0.05;
  let out = `<rect x="${-w / 2 + w * 0.03}" y="${-h / 2 + h * 0.04}" width="${w}" height="${h + pad * 2.5}" rx="${w * 0.015}" fill="#000" opacity="0.35"/>`;
  out += `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h + pad * 2.5}" rx="${w * 0.015}" fill="#fbf7ee"/>`;
  out += c.nest(-w / 2 + pad, -h / 2 + pad, w - pad * 2, h - pad, 400, Math.round((400 * (h - pad)) / (w - pad * 2)), draw);
  return `<g transform="translate(${cx} ${cy}) rotate(${rot})">${out}</g>`;
}

/**
 * Garment, front view, centred on cx with the collar at y=top; w = body width.
 * kind: 'tee' | 'longsleeve' | 'hoodie'. print(sub) draws the chest art on a 400x400 canvas.
 */
function shirt(c, cx, top, w, o = {}) {
  const { kind = 'tee', color = '#1d2147', sleeve = color, trim = darken(color, 0.2), print, printSize = 0.5, shadow = true } = o;
  const k = w / 72; // body is 72 units wide
  let sleeves = '';
  let body;
  if (kind === 'tee') {
    sleeves = 'M-34,4L-58,26L-48,44L-36,36Z M34,4L58,26L48,44L36,36Z';
    body = 'M-14,0Q0,9 14,0L34,4L36,36L36,100L-36,100L-36,36L-34,4Z';
  } else {
    sleeves = 'M-34,4Q-52,10 -58,40L-64,94L-50,96L-40,50L-36,38Z M34,4Q52,10 58,40L64,94L50,96L40,50L36,38Z';
    body = 'M-14,0Q0,9 14,0L34,4L36,38L36,100L-36,100L-36,38L-34,4Z';
  }
  let out = '';
  if (shadow) out += `<ellipse cx="0" cy="108" rx="62" ry="7" fill="#000" opacity="0.16"/>`;
  if (kind === 'hoodie') out += `<path d="M-22,4C-24,-22 -12,-32 0,-32C12,-32 24,-22 22,4Z" fill="${darken(color, 0.12)}"/>`;
  const edge = `stroke="${darken(color === '#121212' ? sleeve : color, 0.3)}" stroke-width="0.5" stroke-linejoin="round"`;
  out += `<path d="${sleeves}" fill="${sleeve}" ${edge}/>`;
  out += `<path d="${body}" fill="${color}" ${edge}/>`;
  // shading folds
  out += `<path d="${body}" fill="${c.linear([[0, '#000', 0.22], [0.18, '#000', 0], [0.82, '#000', 0], [1, '#000', 0.22]], 0, 0, 1, 0)}"/>`;
  out += `<path d="${sleeves}" fill="${c.linear([[0, '#fff', 0.08], [1, '#000', 0.2]])}"/>`;
  out += `<path d="M-20,60Q-16,80 -22,96M22,56Q18,78 24,96" stroke="#000" stroke-width="0.8" opacity="0.12" fill="none"/>`;
  if (kind === 'tee') {
    out += `<path d="M-14,0Q0,9 14,0" fill="none" stroke="${trim}" stroke-width="3"/>`;
    out += `<path d="M-58,26L-48,44" stroke="${trim}" stroke-width="2.5"/><path d="M58,26L48,44" stroke="${trim}" stroke-width="2.5"/>`;
  } else {
    out += `<path d="M-64,90L-50,92M64,90L50,92" stroke="${trim}" stroke-width="5"/>`;
    out += `<rect x="-36" y="93" width="72" height="7" fill="${trim}"/>`;
    if (kind === 'longsleeve') out += `<path d="M-14,0Q0,12 14,0" fill="none" stroke="${trim}" stroke-width="4"/>`;
  }
  if (kind === 'hoodie') {
    out += `<path d="M-22,4C-18,-8 -10,-14 0,-14C10,-14 18,-8 22,4C14,14 -14,14 -22,4Z" fill="${darken(color, 0.45)}"/>`;
    out += `<path d="M-22,4C-14,16 14,16 22,4" fill="none" stroke="${darken(color, 0.18)}" stroke-width="4"/>`;
    out += `<path d="M-6,12L-7,34M6,12L7,34" stroke="${C.cream}" stroke-width="1.6" stroke-linecap="round"/><circle cx="-7" cy="35" r="1.4" fill="${C.cream}"/><circle cx="7" cy="35" r="1.4" fill="${C.cream}"/>`;
    out += `<path d="M-24,66L24,66L30,90L-30,90Z" fill="${darken(color, 0.06)}" stroke="${darken(color, 0.25)}" stroke-width="1.2"/>`;
    out += `<path d="M-24,66L-30,90M24,66L30,90" stroke="${darken(color, 0.35)}" stroke-width="2"/>`;
  }
  if (print) {
    const ps = 72 * printSize;
    const py = kind === 'hoodie' ? 30 : 22;
    out += c.nest(-ps / 2, py, ps, ps, 400, 400, print);
  }
  return `<g transform="translate(${cx} ${top}) scale(${k})">${out}</g>`;
}

// ------------------------------------------------------------------ scenes
// Each scene fills the whole canvas c (any size or aspect); o.detail scales star counts etc.

function sceneAttic(c, o = {}) {
  const { w, h, u } = c;
  const d = o.detail ?? 1;
  const lab = !!o.lab;
  c.add(sky(c, lab ? ['#06141f', '#0d2f3d', '#123040'] : ['#140a20', '#2a1633', '#3a1f2c']));
  for (let x = 0; x < w; x += 70 * u) c.add(`<line x1="${x}" y1="0" x2="${x}" y2="${h}" stroke="#000" stroke-width="${3 * u}" opacity="0.22"/>`);
  // round window with the night sky outside
  const wx = w * (o.windowX ?? 0.5);
  const wy = h * 0.19;
  const wr = Math.min(w, h) * 0.11;
  const clip = c.clip(`<circle cx="${wx}" cy="${wy}" r="${wr}"/>`);
  c.add(`<g clip-path="${clip}">${sky(c, SKIES.night, { x: wx - wr, y: wy - wr, w: wr * 2, h: wr * 2 })}${stars(c, { count: 50, x: wx - wr, y: wy - wr, w: wr * 2, h: wr * 2 })}<circle cx="${wx + wr * 0.4}" cy="${wy - wr * 0.35}" r="${wr * 0.2}" fill="${C.cream}"/></g>`);
  c.add(`<path d="M${wx - wr * 0.8},${wy + wr * 0.4}L${wx + wr * 0.8},${wy + wr * 0.4}L${w * 0.8},${h}L${w * 0.2},${h}Z" fill="${c.linear([[0, C.aqua, 0.13], [1, C.aqua, 0]])}"/>`);
  c.add(`<circle cx="${wx}" cy="${wy}" r="${wr}" fill="none" stroke="#6b4426" stroke-width="${wr * 0.14}"/><path d="M${wx - wr},${wy}L${wx + wr},${wy}M${wx},${wy - wr}L${wx},${wy + wr}" stroke="#6b4426" stroke-width="${wr * 0.08}"/>`);
  // sloping roof and rafters
  const roof = '#0b0610';
  c.add(`<path d="M0,0L${w * 0.34},0L0,${h * 0.62}Z M${w},0L${w * 0.66},0L${w},${h * 0.62}Z" fill="${roof}"/>`);
  for (let i = 1; i <= 3; i++) {
    const k = i * 0.085;
    c.add(`<path d="M${w * (0.34 - k)},0L0,${h * (0.62 - k * 1.8)}M${w * (0.66 + k)},0L${w},${h * (0.62 - k * 1.8)}" stroke="#2a1a22" stroke-width="${14 * u}"/>`);
  }
  c.add(`<path d="M0,${h * 0.62}L${w * 0.34},0M${w},${h * 0.62}L${w * 0.66},0" stroke="#4a2e22" stroke-width="${26 * u}"/>`);
  c.add(`<rect x="0" y="${h * 0.05}" width="${w}" height="${22 * u}" fill="#3a2418"/>`);
  // floorboards in perspective
  const fy = h * 0.8;
  c.add(`<rect x="0" y="${fy}" width="${w}" height="${h - fy}" fill="${c.linear([[0, '#2a1714'], [1, '#3f2219']])}"/>`);
  for (let i = -12; i <= 12; i++) c.add(`<line x1="${w / 2 + i * w * 0.045}" y1="${fy}" x2="${w / 2 + i * w * 0.16}" y2="${h}" stroke="#000" stroke-width="${2 * u}" opacity="0.35"/>`);
  c.add(`<rect x="0" y="${fy - 6 * u}" width="${w}" height="${12 * u}" fill="#1a0d0c"/>`);
  // hanging bulb
  const bx = w * 0.3;
  c.add(`<line x1="${bx}" y1="0" x2="${bx}" y2="${h * 0.3}" stroke="#000" stroke-width="${3 * u}"/>` + glow(c, bx, h * 0.32, 260 * u, C.amber, 0.45) + `<circle cx="${bx}" cy="${h * 0.32}" r="${16 * u}" fill="#fff3c4"/>`);
  // the time machine
  const mx = w * (o.machineX ?? 0.6);
  const my = h * 0.5;
  const mr = Math.min(w, h) * 0.24;
  c.add(gears(c, mx - mr * 1.05, my + mr * 0.75, mr * 0.42, { count: 4 }));
  c.add(`<path d="M${mx - mr * 1.25},${fy + 8 * u}L${mx - mr},${my + mr * 1.05}L${mx + mr},${my + mr * 1.05}L${mx + mr * 1.25},${fy + 8 * u}Z" fill="${c.linear([[0, '#6b3d12'], [1, '#2a160a']])}"/>`);
  c.add(`<rect x="${mx - mr * 1.1}" y="${my + mr * 1.0}" width="${mr * 2.2}" height="${mr * 0.14}" rx="${mr * 0.05}" fill="#c98b2b"/>`);
  for (let i = 0; i < 5; i++) c.add(`<circle cx="${mx - mr * 0.8 + i * mr * 0.4}" cy="${my + mr * 1.3}" r="${mr * 0.05}" fill="${[C.teal, C.magenta, C.gold, C.lime, C.orange][i]}"/>`);
  c.add(portal(c, mx, my, mr, { frame: true, colors: lab ? [C.lime, C.teal, C.violet] : [C.teal, C.violet, C.magenta] }));
  c.add(clock(c, mx, my - mr * 1.3, mr * 0.28, { hours: 11, minutes: 58, glowColor: C.gold }));
  c.add(`<path d="M${mx - mr * 1.2},${my + mr * 0.2}C${mx - mr * 1.8},${my + mr * 0.6} ${mx - mr * 1.3},${fy} ${mx - mr * 2.2},${fy + (h - fy) * 0.5}" fill="none" stroke="#151018" stroke-width="${9 * u}"/>`);
  c.add(`<path d="M${mx + mr * 1.15},${my + mr * 0.4}C${mx + mr * 1.8},${my + mr * 0.5} ${mx + mr * 1.4},${fy} ${mx + mr * 2.2},${fy + (h - fy) * 0.6}" fill="none" stroke="#151018" stroke-width="${9 * u}"/>`);
  // workbench (left)
  const tx = w * 0.03;
  const tw = w * 0.27;
  const ty = h * 0.64;
  c.add(`<rect x="${tx}" y="${ty}" width="${tw}" height="${22 * u}" fill="#5a341c"/><rect x="${tx + 10 * u}" y="${ty}" width="${16 * u}" height="${fy - ty + 10 * u}" fill="#3a2012"/><rect x="${tx + tw - 26 * u}" y="${ty}" width="${16 * u}" height="${fy - ty + 10 * u}" fill="#3a2012"/>`);
  const jarColors = lab ? [C.lime, C.teal, C.magenta] : [C.teal, C.magenta, C.gold];
  jarColors.forEach((col, i) => {
    const jx = tx + tw * (0.15 + i * 0.14);
    const jh = (50 + i * 14) * u;
    c.add(glow(c, jx, ty - jh / 2, 60 * u, col, 0.5) + `<rect x="${jx - 16 * u}" y="${ty - jh}" width="${32 * u}" height="${jh}" rx="${8 * u}" fill="${col}" opacity="0.8"/><rect x="${jx - 18 * u}" y="${ty - jh - 8 * u}" width="${36 * u}" height="${10 * u}" fill="#8d93ab"/>`);
  });
  c.add(hourglass(c, tx + tw * 0.9, ty - 72 * 0.7 * u, 0.7 * u));
  c.add(`<g transform="translate(${tx + tw * 0.6} ${ty - 6 * u}) rotate(-8)"><rect x="${-60 * u}" y="${-40 * u}" width="${120 * u}" height="${40 * u}" fill="#3b6fb6"/><path d="M${-50 * u},${-28 * u}h${60 * u}M${-50 * u},${-16 * u}h${90 * u}" stroke="#dbe8ff" stroke-width="${3 * u}"/><circle cx="${35 * u}" cy="${-24 * u}" r="${10 * u}" fill="none" stroke="#dbe8ff" stroke-width="${3 * u}"/></g>`);
  if (lab) {
    // chalkboard and shelves of glowing flasks
    c.add(`<rect x="${w * 0.05}" y="${h * 0.3}" width="${w * 0.22}" height="${h * 0.22}" fill="#1e3a2f" stroke="#6b4426" stroke-width="${10 * u}"/>`);
    for (let i = 0; i < 4; i++) c.add(`<path d="M${w * 0.07},${h * (0.34 + i * 0.045)}q${w * 0.02},${-h * 0.02} ${w * 0.04},0t${w * 0.04},0" fill="none" stroke="#e8f4ec" stroke-width="${3 * u}" opacity="0.8"/>`);
    c.add(`<circle cx="${w * 0.22}" cy="${h * 0.4}" r="${h * 0.045}" fill="none" stroke="#e8f4ec" stroke-width="${3 * u}" opacity="0.8"/><path d="M${w * 0.2},${h * 0.47}l${w * 0.04},${-h * 0.14}" stroke="#e8f4ec" stroke-width="${3 * u}" opacity="0.8"/>`);
    for (let s = 0; s < 2; s++) {
      const sy = h * (0.4 + s * 0.16);
      c.add(`<rect x="${w * 0.77}" y="${sy}" width="${w * 0.2}" height="${10 * u}" fill="#5a341c"/>`);
      for (let i = 0; i < 4; i++) {
        const fx = w * (0.8 + i * 0.045);
        const col = [C.lime, C.magenta, C.teal, C.gold][(i + s) % 4];
        c.add(glow(c, fx, sy - 25 * u, 55 * u, col, 0.45) + `<circle cx="${fx}" cy="${sy - 22 * u}" r="${22 * u}" fill="${col}" opacity="0.85"/><rect x="${fx - 7 * u}" y="${sy - 70 * u}" width="${14 * u}" height="${32 * u}" fill="${col}" opacity="0.6"/>`);
      }
    }
  } else {
    // crates and an old trunk (right)
    const cx0 = w * 0.8;
    [[0, 0, 150], [150, 0, 120], [40, -150, 130]].forEach(([dx, dy, s]) => {
      const x = cx0 + dx * u;
      const y = fy - s * u + dy * u;
      c.add(`<rect x="${x}" y="${y}" width="${s * u}" height="${s * u}" fill="#5a3a22" stroke="#2a160a" stroke-width="${5 * u}"/><path d="M${x},${y}L${x + s * u},${y + s * u}M${x + s * u},${y}L${x},${y + s * u}" stroke="#2a160a" stroke-width="${5 * u}" opacity="0.6"/>`);
    });
    c.add(bike(c, w * 0.78, fy + 4 * u, 2.4 * u, { color: C.orange, rot: -4 }));
  }
  // dust in the moonbeam
  for (let i = 0; i < 40 * d; i++) c.add(`<circle cx="${w * c.rand(0.3, 0.7)}" cy="${h * c.rand(0.3, 0.95)}" r="${c.rand(1, 3.5) * u}" fill="${C.aqua}" opacity="${+c.rand(0.2, 0.6).toFixed(2)}"/>`);
  c.add(vignette(c, 0.5));
}

function sceneBmxJump(c, o = {}) {
  const { w, h, u } = c;
  const d = o.detail ?? 1;
  c.add(sky(c, o.sky ?? SKIES.violet));
  c.add(nebula(c, 5, o.nebula ?? [C.magenta, C.teal, C.violet], { h: h * 0.6 }));
  c.add(stars(c, { count: 420 * d, h: h * 0.8, fade: true }));
  const tall = h > w;
  if (o.moon) {
    const mx = w * (o.moonX ?? 0.62);
    const my = h * (o.moonY ?? (tall ? 0.36 : 0.4));
    const mr = Math.min(w, h) * (o.moonR ?? 0.3);
    c.add(glow(c, mx, my, mr * 2.2, C.cream, 0.35) + planet(c, mx, my, mr, { colors: ['#fffbe8', '#f3e6c0', '#c9b48a'], craters: 14 }));
  }
  if (o.portal !== false) {
    const px = w * (o.portalX ?? 0.72);
    const py = h * (o.portalY ?? 0.42);
    c.add(portal(c, px, py, Math.min(w, h) * (o.portalR ?? 0.28), { colors: o.portalColors }));
  }
  // park: hills, trees, lamps
  const gy = h * (tall ? 0.78 : 0.74);
  c.add(hills(c, { y: gy - h * 0.05, amp: h * 0.06, color: '#2a1550', n: 7 }));
  if (o.city) c.add(rooftops(c, 0, w, gy - h * 0.02, 60 * u, 140 * u, '#1d1040', C.gold));
  for (let i = 0; i < 7; i++) c.add(tree(c, w * c.rand(0, 1), gy + h * 0.01, c.rand(1.0, 1.7) * u, '#1b0f3a'));
  c.add(hills(c, { y: gy + h * 0.06, amp: h * 0.04, color: '#120a2c', n: 5 }));
  for (let i = 0; i < 3; i++) {
    const lx = w * (0.08 + i * 0.36) + c.rand(-40, 40) * u;
    const ly = gy + h * 0.08;
    c.add(`<rect x="${lx - 4 * u}" y="${ly - 170 * u}" width="${8 * u}" height="${170 * u}" fill="#0a0620"/>` + glow(c, lx, ly - 175 * u, 90 * u, C.gold, 0.6) + `<circle cx="${lx}" cy="${ly - 175 * u}" r="${10 * u}" fill="#fff3c4"/>`);
  }
  if (o.swings) {
    const sx = w * 0.2;
    const sy = gy + h * 0.1;
    c.add(`<path d="M${sx - 120 * u},${sy}L${sx - 80 * u},${sy - 200 * u}L${sx + 80 * u},${sy - 200 * u}L${sx + 120 * u},${sy}" fill="none" stroke="#0a0620" stroke-width="${10 * u}"/><path d="M${sx - 40 * u},${sy - 200 * u}v${150 * u}M${sx - 10 * u},${sy - 200 * u}v${150 * u}M${sx + 20 * u},${sy - 200 * u}v${140 * u}M${sx + 50 * u},${sy - 200 * u}v${140 * u}" stroke="#0a0620" stroke-width="${3 * u}"/><rect x="${sx - 48 * u}" y="${sy - 52 * u}" width="${46 * u}" height="${8 * u}" fill="#0a0620"/><rect x="${sx + 12 * u}" y="${sy - 62 * u}" width="${46 * u}" height="${8 * u}" fill="#0a0620"/>`);
  }
  // ramp and the jump
  const rampX = w * (o.rampX ?? 0.1);
  const rampY = h * 0.94;
  const rs = Math.min(w, h) * 0.0012;
  const lip = [rampX + 110 * rs, rampY - 90 * rs];
  c.add(`<path d="M${rampX - 150 * rs},${rampY}Q${rampX + 60 * rs},${rampY} ${lip[0]},${lip[1]}L${lip[0]},${rampY}Z" fill="#0a0620"/>`);
  c.add(`<rect x="0" y="${rampY}" width="${w}" height="${h - rampY}" fill="#0a0620"/>`);
  if (o.rider !== false) {
    const bx = w * (o.riderX ?? 0.5);
    const by = h * (o.riderY ?? 0.5);
    const bs = Math.min(w, h) * (o.riderS ?? 0.0022);
    c.add(`<path d="M${lip[0]},${lip[1]}Q${(rampX + bx) / 2},${by - h * 0.12} ${bx - 20 * bs},${by - 10 * bs}" fill="none" stroke="${C.teal}" stroke-width="${5 * u}" stroke-dasharray="${18 * u} ${14 * u}" opacity="0.75"/>`);
    const rim = c.filter('rim', '<feGaussianBlur in="SourceAlpha" stdDeviation="4" result="b"/><feComponentTransfer in="b" result="a"><feFuncA type="linear" slope="4"/></feComponentTransfer><feFlood flood-color="#8ff7ff"/><feComposite in2="a" operator="in" result="o"/><feMerge><feMergeNode in="o"/><feMergeNode in="SourceGraphic"/></feMerge>');
    if (o.colorRider) c.add(bike(c, bx, by, bs, { rider: true, color: C.orange, rot: o.riderRot ?? -18 }));
    else c.add(`<g filter="${rim}">${bike(c, bx, by, bs, { rider: true, silhouette: true, riderColor: '#0a0a1f', rot: o.riderRot ?? -18 })}</g>`);
  }
  if (o.raptor) c.add(raptor(c, w * 0.82, rampY, Math.min(w, h) * 0.0018, { silhouette: true, fill: '#0a0620', run: 1 }));
  c.add(vignette(c, 0.45));
}

const CRETACEOUS = {
  dawn: { sky: SKIES.dawn, stars: true, clouds: ['#ff9fb0', '#f07a8a', '#ffc6a0'], mount: '#9b5a8f', volcano: '#6e3a72', ptero: '#5a2a5a', hill: '#6a2f63', dino: '#4a1f4c', river: ['#ffd0a0', '#c25a7a'], near: '#3a1638', raptor: '#24102a', fg: '#1a0a1e' },
  storm: { sky: SKIES.storm, clouds: ['#2a2f4f', '#1d2240', '#363c66'], mount: '#1d2140', volcano: '#15182e', ptero: '#0c0e1c', hill: '#151a30', dino: '#0f1326', river: ['#3a4680', '#1a2040'], near: '#0b0e1c', raptor: '#05060e', fg: '#04050b' },
  golden: { sky: ['#0a1838', '#1f4a6a', '#d9764a', '#ffcf6a', '#fff0b0'], stars: true, clouds: ['#ffd9a0', '#ffb27a', '#ffe6c0'], mount: '#3f6480', volcano: '#2f4a66', ptero: '#1f2f4a', hill: '#2c4a5e', dino: '#1d3346', river: ['#fff0b0', '#e08a4a'], near: '#162a3a', raptor: '#0c1824', fg: '#07121c' },
  daylight: { sky: ['#1d4f9a', '#4f9ad9', '#a8dcf0', '#fff1d0'], clouds: ['#ffffff', '#eef6ff', '#dcecff'], mount: '#7a8cc0', volcano: '#5d6aa0', ptero: '#3a4a7a', hill: '#8a6a9a', dino: '#5a4a7a', river: ['#dff4ff', '#6aa8d9'], near: '#4a3a6a', raptor: '#2a2040', fg: '#1c1634' },
};

function sceneCretaceous(c, o = {}) {
  const { w, h, u } = c;
  const d = o.detail ?? 1;
  const storm = !!o.storm;
  const P = storm ? CRETACEOUS.storm : CRETACEOUS[o.pal ?? 'dawn'];
  c.add(sky(c, P.sky));
  const sunX = w * (o.sunX ?? 0.62);
  const horizon = h * 0.6;
  if (!storm) {
    if (o.sunRays) c.add(rays(c, sunX, horizon - h * 0.02, Math.max(w, h), 34, '#fff1c9', 0.16, 180, 180));
    c.add(glow(c, sunX, horizon, Math.min(w, h) * 0.7, '#ffd08a', 0.55));
    c.add(`<circle cx="${sunX}" cy="${horizon - h * 0.02}" r="${Math.min(w, h) * (o.sunR ?? 0.1)}" fill="#fff1c9"/>`);
    if (P.stars) c.add(stars(c, { count: 80 * d, h: h * 0.3, size: 0.8 }));
  }
  for (let i = 0; i < 7; i++) {
    const col = c.pick(P.clouds);
    c.add(cloud(c, c.rand(0, w), c.rand(h * 0.06, h * 0.38), c.rand(2, 4.5) * u, col, storm ? 0.95 : 0.55));
  }
  if (storm) {
    for (let i = 0; i < 3; i++) {
      let lx = w * c.rand(0.15, 0.85);
      let ly = h * 0.12;
      let dpath = `M${lx},${ly}`;
      while (ly < h * 0.62) {
        lx += c.rand(-50, 50) * u;
        ly += c.rand(40, 80) * u;
        dpath += `L${lx},${ly}`;
      }
      c.add(`<path d="${dpath}" fill="none" stroke="${C.aqua}" stroke-width="${14 * u}" opacity="0.3" stroke-linejoin="round"/><path d="${dpath}" fill="none" stroke="#fff" stroke-width="${4 * u}" stroke-linejoin="round"/>`);
    }
    c.add(glow(c, w * 0.5, h * 0.2, w * 0.5, C.violet, 0.3));
  }
  c.add(mountains(c, { y: horizon, amp: h * 0.2, color: P.mount, n: 6 }));
  c.add(volcano(c, w * (o.volcanoX ?? 0.2), horizon + h * 0.02, w * 0.34, h * 0.22, P.volcano));
  for (let i = 0; i < 5; i++) c.add(ptero(c, w * c.rand(0.3, 0.9), h * c.rand(0.12, 0.35), c.rand(0.6, 1.2) * u, P.ptero, c.rand() < 0.5));
  c.add(hills(c, { y: h * 0.7, amp: h * 0.06, color: P.hill, n: 6 }));
  c.add(sauropod(c, w * 0.38, h * 0.7, 1.3 * u, P.dino));
  c.add(sauropod(c, w * 0.52, h * 0.705, 0.9 * u, P.dino, true));
  // river
  c.add(`<path d="M${w * 0.5},${h * 0.7}C${w * 0.62},${h * 0.76} ${w * 0.3},${h * 0.82} ${w * 0.45},${h}L${w * 0.72},${h}C${w * 0.55},${h * 0.82} ${w * 0.72},${h * 0.76} ${w * 0.54},${h * 0.7}Z" fill="${c.linear([[0, P.river[0]], [1, P.river[1]]])}" opacity="0.9"/>`);
  c.add(hills(c, { y: h * 0.86, amp: h * 0.05, color: P.near, n: 4 }));
  if (o.raptors) for (let i = 0; i < 3; i++) c.add(raptor(c, w * (0.6 + i * 0.08), h * 0.86, (1.1 - i * 0.2) * u, { silhouette: true, fill: P.raptor, run: i % 2 ? 1 : -1 }));
  // foreground plants
  const fg = P.fg;
  c.add(fernClump(c, w * 0.04, h * 1.01, h * 0.36, fg, 6));
  c.add(fernClump(c, w * 0.26, h * 1.02, h * 0.22, fg, 4));
  c.add(palm(c, w * 0.9, h * 1.02, h * 0.55, fg));
  c.add(palm(c, w * 0.78, h * 1.02, h * 0.38, fg));
  c.add(fernClump(c, w * 0.97, h * 1.01, h * 0.3, fg, 5));
  if (storm) {
    let rain = '';
    for (let i = 0; i < 260 * d; i++) {
      const x = c.rand(0, w);
      const y = c.rand(0, h);
      rain += `M${x},${y}l${-10 * u},${40 * u}`;
    }
    c.add(`<path d="${rain}" stroke="#bcd2ff" stroke-width="${2 * u}" opacity="0.35"/>`);
  }
  c.add(vignette(c, 0.4));
}

function sceneHatch(c, o = {}) {
  const { w, h, u } = c;
  c.add(`<rect width="${w}" height="${h}" fill="${c.radial([[0, '#ffcf7a'], [0.35, '#d9703a'], [0.75, '#5a1f3f'], [1, '#1d0a22']], { cy: 0.62, r: 0.75 })}"/>`);
  c.add(rays(c, w / 2, h * 0.6, Math.max(w, h), 26, '#fff3c4', 0.12));
  c.add(fernClump(c, -w * 0.02, h * 0.7, h * 0.5, '#2a0f28', 6) + fernClump(c, w * 1.02, h * 0.7, h * 0.5, '#2a0f28', 6));
  const nx = w / 2;
  const ny = h * 0.8;
  const nrx = Math.min(w * 0.42, h * 0.55);
  const s = nrx / 260; // raptor/egg scale
  c.add(`<ellipse cx="${nx}" cy="${ny}" rx="${nrx}" ry="${nrx * 0.3}" fill="#4a2414"/>`);
  c.add(egg(c, nx - nrx * 0.62, ny - 30 * s, s * 1.5, '#e8f0d0') + egg(c, nx + nrx * 0.64, ny - 26 * s, s * 1.4, '#f4e0c8'));
  // Rexi inside the cracked egg
  const es = s * 2.6;
  const ey = ny - 40 * s;
  const k = s * 2.4;
  const rim = ey - 8 * es; // the lowest notch of the broken shell
  const rx = nx - 60 * k;
  const ry = rim + 84 * k + 4 * s;
  // only what is inside the shell (or above its broken rim) shows
  const clip = c.clip(`<path d="M-45,-400L45,-400L45,-18C47,10 30,37 0,37C-30,37 -47,12 -45,-20Z" transform="translate(${nx} ${ey + 10 * es}) scale(${es})"/>`);
  c.add(`<g clip-path="${clip}">${raptor(c, rx, ry, k, { fill: '#5cc45c', baby: true })}</g>`);
  c.add(eggShell(c, nx, ey + 10 * es, es, '#f6ecd2'));
  c.add(`<g transform="translate(${rx + 58 * k} ${ry - 118 * k}) rotate(-18) scale(${es * 0.5})"><path d="M-30,0L-20,-8L-10,2L2,-8L12,2L22,-8L30,0C28,-20 14,-30 0,-30C-14,-30 -28,-20 -30,0Z" fill="#f6ecd2"/></g>`);
  // straw rim in front
  let straw = '';
  for (let i = 0; i < 160; i++) {
    const a = c.rand(0, Math.PI);
    const x = nx + Math.cos(a) * nrx * c.rand(0.8, 1.05);
    const y = ny + Math.sin(a) * nrx * 0.3 * c.rand(0.6, 1.1);
    const len = c.rand(30, 70) * s;
    const ang = c.rand(-0.5, 0.5);
    straw += `<path d="M${x},${y}l${Math.cos(ang) * len},${Math.sin(ang) * len}" stroke="${c.pick(['#e0a64a', '#b97a2a', '#f2c56a', '#8a5420'])}" stroke-width="${c.rand(3, 6) * s}" stroke-linecap="round"/>`;
  }
  c.add(straw);
  for (let i = 0; i < 14; i++) c.add(sparkle(w * c.rand(0.15, 0.85), h * c.rand(0.1, 0.55), c.rand(6, 16) * u, c.pick(['#fff', C.gold, C.aqua]), 0.85));
  c.add(vignette(c, 0.5));
}

function sceneClockTower(c, o = {}) {
  const { w, h, u } = c;
  const d = o.detail ?? 1;
  c.add(sky(c, o.sky ?? ['#030414', '#0c1446', '#23307a']));
  c.add(nebula(c, 3, [C.violet, C.teal], { h: h * 0.5, opacity: 0.25 }));
  c.add(stars(c, { count: 380 * d, h: h * 0.7, fade: true }));
  const tx = w * (o.towerX ?? 0.5);
  const tw = Math.min(w, h) * 0.2;
  const th = h * 0.62;
  const gy = h * 0.93;
  c.add(glow(c, tx + tw * 1.3, gy - th - tw * 0.4, tw * 3.2, '#d9e4ff', 0.35));
  c.add(planet(c, tx + tw * 1.3, gy - th - tw * 0.4, tw * 0.9, { colors: ['#ffffff', '#e8ecff', '#9aa6d6'], craters: 8 }));
  for (let i = 0; i < 4; i++) c.add(cloud(c, w * c.rand(0, 1), h * c.rand(0.15, 0.45), c.rand(2.5, 4) * u, '#3a4a8a', 0.35));
  c.add(`<circle cx="${tx}" cy="${gy - th + tw * 0.68}" r="${tw * 0.75}" fill="none" stroke="${C.teal}" stroke-width="${4 * u}" stroke-dasharray="${30 * u} ${16 * u}" opacity="0.6"/>`);
  c.add(`<circle cx="${tx}" cy="${gy - th + tw * 0.68}" r="${tw * 0.9}" fill="none" stroke="${C.magenta}" stroke-width="${3 * u}" stroke-dasharray="${10 * u} ${22 * u}" opacity="0.5"/>`);
  c.add(rooftops(c, 0, w, gy - h * 0.1, 70 * u, 150 * u, '#141a48', '#ffd98a'));
  c.add(clockTower(c, tx, gy, tw, th, { color: '#070a24', hours: 12, minutes: 0 }));
  c.add(rooftops(c, 0, w, gy, 90 * u, 200 * u, '#05061a', C.gold));
  c.add(`<rect x="0" y="${gy}" width="${w}" height="${h - gy}" fill="#05061a"/>`);
  for (let i = 0; i < 6; i++) {
    const bx = w * c.rand(0.1, 0.9);
    const by = h * c.rand(0.1, 0.4);
    const bs = c.rand(8, 16) * u;
    c.add(`<path d="M${bx - bs * 2},${by}Q${bx - bs},${by - bs} ${bx},${by}Q${bx + bs},${by - bs} ${bx + bs * 2},${by}Q${bx + bs},${by - bs * 0.3} ${bx},${by + bs * 0.4}Q${bx - bs},${by - bs * 0.3} ${bx - bs * 2},${by}Z" fill="#05061a"/>`);
  }
  c.add(vignette(c, 0.45));
}

function sceneCrystal(c, o = {}) {
  const { w, h, u } = c;
  const col = o.color ?? C.teal;
  c.add(`<rect width="${w}" height="${h}" fill="${c.radial([[0, darken(col, 0.45)], [0.5, '#14103a'], [1, '#05040f']], { cy: 0.65, r: 0.7 })}"/>`);
  const cx = w / 2;
  const cy = h * 0.8;
  const s = (h * 0.5) / 150;
  c.add(rays(c, cx, cy - 70 * s, Math.max(w, h) * 1.2, 22, lighten(col, 0.5), 0.1, 200, 170));
  // cave walls, stalactites, stalagmites
  const wall = '#07060f';
  const side = (left) => {
    const pts = [[left ? -10 : w + 10, -10]];
    for (let i = 0; i <= 10; i++) pts.push([(left ? 0 : w) + (left ? 1 : -1) * w * c.rand(0.06, 0.2), (h * i) / 10]);
    pts.push([left ? -10 : w + 10, h + 10]);
    return `<path d="${poly(pts)}" fill="${wall}"/>`;
  };
  c.add(side(true) + side(false));
  for (let i = 0; i < 14; i++) {
    const x = w * c.rand(0, 1);
    const len = h * c.rand(0.06, 0.22);
    const wd = len * c.rand(0.18, 0.3);
    c.add(`<path d="M${x - wd},0L${x + wd},0L${x},${len}Z" fill="${wall}"/>`);
  }
  c.add(`<path d="M0,${h}L0,${h * 0.9}Q${w * 0.25},${h * 0.84} ${w * 0.5},${h * 0.88}Q${w * 0.75},${h * 0.84} ${w},${h * 0.9}L${w},${h}Z" fill="${wall}"/>`);
  for (let i = 0; i < 9; i++) {
    const x = w * c.rand(0, 1);
    if (Math.abs(x - cx) < w * 0.18) continue;
    const len = h * c.rand(0.05, 0.14);
    c.add(`<path d="M${x - len * 0.25},${h * 0.9}L${x + len * 0.25},${h * 0.9}L${x},${h * 0.9 - len}Z" fill="${wall}"/>`);
  }
  for (let i = 0; i < 10; i++) {
    const x = w * c.rand(0.05, 0.95);
    if (Math.abs(x - cx) < w * 0.15) continue;
    c.add(crystal(c, x, h * c.rand(0.88, 0.98), s * c.rand(0.15, 0.32), { color: c.pick([col, C.violet, C.magenta]), rocks: '#1a1430' }));
  }
  c.add(crystal(c, cx, cy, s, { color: col, rocks: '#1a1430' }));
  for (let i = 0; i < 40 * (o.detail ?? 1); i++) c.add(`<circle cx="${w * c.rand(0.1, 0.9)}" cy="${h * c.rand(0.1, 0.85)}" r="${c.rand(1.5, 5) * u}" fill="${c.pick([lighten(col, 0.5), '#fff', C.pink])}" opacity="${+c.rand(0.3, 0.9).toFixed(2)}"/>`);
  c.add(vignette(c, 0.5));
}

function sceneRace(c, o = {}) {
  const { w, h, u } = c;
  c.add(sky(c, o.sky ?? SKIES.dusk));
  c.add(glow(c, w * 0.18, h * 0.62, Math.min(w, h) * 0.6, '#ffb36b', 0.6) + `<circle cx="${w * 0.18}" cy="${h * 0.6}" r="${Math.min(w, h) * 0.09}" fill="#ffe0a8"/>`);
  c.add(stars(c, { count: 120, h: h * 0.35, size: 0.8 }));
  for (let i = 0; i < 8; i++) {
    const y = h * c.rand(0.1, 0.5);
    c.add(`<rect x="${w * c.rand(-0.1, 0.8)}" y="${y}" width="${w * c.rand(0.2, 0.5)}" height="${c.rand(4, 12) * u}" rx="${6 * u}" fill="#ffc0a0" opacity="0.35"/>`);
  }
  c.add(portal(c, w * 0.9, h * 0.55, Math.min(w, h) * 0.22, { colors: [C.gold, C.orange, C.magenta] }));
  c.add(hills(c, { y: h * 0.66, amp: h * 0.08, color: '#5a2466', n: 7 }));
  for (let i = 0; i < 9; i++) c.add(pine(c, w * c.rand(0, 1), h * 0.72, c.rand(1, 1.8) * u, '#3a1650'));
  c.add(hills(c, { y: h * 0.74, amp: h * 0.03, color: '#2c1038', n: 5 }));
  const ry = h * 0.86;
  c.add(`<rect x="0" y="${h * 0.76}" width="${w}" height="${h * 0.16}" fill="#1c1428"/><rect x="0" y="${h * 0.92}" width="${w}" height="${h * 0.08}" fill="#12081c"/>`);
  for (let x = 0; x < w; x += 120 * u) c.add(`<rect x="${x}" y="${h * 0.835}" width="${60 * u}" height="${8 * u}" fill="${C.gold}" opacity="0.8"/>`);
  // speed lines
  for (let i = 0; i < 24; i++) c.add(`<rect x="${w * c.rand(-0.1, 0.5)}" y="${h * c.rand(0.55, 0.95)}" width="${w * c.rand(0.1, 0.3)}" height="${c.rand(2, 5) * u}" fill="#fff" opacity="${+c.rand(0.15, 0.4).toFixed(2)}"/>`);
  for (let i = 0; i < 6; i++) c.add(`<circle cx="${w * (0.28 - i * 0.04)}" cy="${ry - c.rand(10, 50) * u}" r="${(20 + i * 10) * u}" fill="#c9a9c9" opacity="${0.35 - i * 0.05}"/>`);
  c.add(car(c, w * 0.46, ry, Math.min(w * 0.0013, h * 0.0022) * 1.05, { body: '#2f8f83', trim: '#f4f6fb' }));
  c.add(bike(c, w * 0.72, ry + 10 * u, Math.min(w, h) * 0.0024, { rider: true, color: C.orange, rot: -6 }));
  c.add(raptor(c, w * 0.15, ry + 16 * u, Math.min(w, h) * 0.0022, { fill: '#5cc45c', baby: true, run: 1 }));
  c.add(vignette(c, 0.4));
}

function sceneTea(c, o = {}) {
  const { w, h, u } = c;
  c.add(sky(c, ['#f7c59f', '#f2a07b', '#d9707a']));
  for (let y = 40 * u; y < h * 0.7; y += 80 * u) for (let x = ((y / (80 * u)) % 2) * 40 * u; x < w; x += 80 * u) c.add(`<circle cx="${x}" cy="${y}" r="${6 * u}" fill="#fff" opacity="0.18"/>`);
  // window with the sunset garden and a closing portal
  const wx = w * 0.56;
  const wy = h * 0.1;
  const ww = w * 0.34;
  const wh = h * 0.46;
  const clip = c.clip(`<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}"/>`);
  c.add(`<g clip-path="${clip}">${sky(c, SKIES.dusk, { x: wx, y: wy, w: ww, h: wh })}${stars(c, { count: 30, x: wx, y: wy, w: ww, h: wh * 0.4 })}${portal(c, wx + ww * 0.7, wy + wh * 0.5, wh * 0.16, { open: 0.35, colors: [C.teal, C.violet, C.magenta] })}${hills(c, { y: wy + wh * 0.78, amp: wh * 0.08, color: '#3a2a5a', x0: wx, x1: wx + ww, bottom: wy + wh })}${tree(c, wx + ww * 0.25, wy + wh * 0.85, wh * 0.0035, '#2a1a44')}</g>`);
  c.add(`<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" fill="none" stroke="#fff6ea" stroke-width="${18 * u}"/><path d="M${wx + ww / 2},${wy}V${wy + wh}M${wx},${wy + wh / 2}H${wx + ww}" stroke="#fff6ea" stroke-width="${10 * u}"/>`);
  c.add(`<rect x="${wx - 20 * u}" y="${wy + wh}" width="${ww + 40 * u}" height="${16 * u}" fill="#fff6ea"/>`);
  for (const sd of [-1, 1]) {
    const cx = sd < 0 ? wx - 10 * u : wx + ww + 10 * u;
    c.add(`<path d="M${cx - sd * 0},${wy - 30 * u}L${cx + sd * 90 * u},${wy - 30 * u}Q${cx + sd * 40 * u},${wy + wh * 0.5} ${cx + sd * 100 * u},${wy + wh + 30 * u}L${cx},${wy + wh + 30 * u}Z" fill="${C.magenta}" opacity="0.85"/>`);
  }
  c.add(`<rect x="${wx - 60 * u}" y="${wy - 40 * u}" width="${ww + 120 * u}" height="${12 * u}" rx="${6 * u}" fill="#6b3d12"/>`);
  // wall clock at tea time
  c.add(clock(c, w * 0.22, h * 0.24, Math.min(w, h) * 0.12, { hours: 5, minutes: 0, face: C.cream, rim: '#2f8f83' }));
  c.add(`<path d="M${w * 0.06},${h * 0.47}l${40 * u},0" stroke="#6b3d12" stroke-width="${8 * u}" stroke-linecap="round"/>` + bobbleHat(c, w * 0.085, h * 0.44, 0.5 * u, C.magenta, '#fff'));
  // Rexi peeking over the table
  const ty = h * 0.7;
  c.add(raptor(c, w * 0.1, ty + 60 * u, 2.4 * u, { fill: '#5cc45c', baby: true }));
  // table with gingham cloth
  const cloth = c.clip(`<path d="M${w * 0.14},${ty}L${w * 1.02},${ty}L${w * 1.02},${h}L${w * 0.12},${h}Z"/>`);
  let checks = '';
  const cs = 46 * u;
  for (let y = ty; y < h; y += cs) for (let x = w * 0.1; x < w; x += cs) {
    const i = Math.round((x - w * 0.1) / cs) + Math.round((y - ty) / cs);
    if (i % 2) checks += `<rect x="${x}" y="${y}" width="${cs}" height="${cs}"/>`;
  }
  c.add(`<g clip-path="${cloth}"><rect x="0" y="${ty}" width="${w}" height="${h - ty}" fill="#fff6ea"/><g fill="#e4572e" opacity="0.75">${checks}</g><rect x="0" y="${ty}" width="${w}" height="${h - ty}" fill="${c.linear([[0, '#000', 0], [1, '#000', 0.3]])}"/></g>`);
  // teapot
  const px = w * 0.5;
  const py = ty;
  const ps = Math.min(w, h) * 0.0016;
  c.add(g(`translate(${px} ${py}) scale(${ps})`, `<path d="M60,-60Q100,-70 110,-110L100,-112Q90,-84 58,-80Z" fill="#1f8f93"/><path d="M-64,-90Q-110,-90 -100,-50Q-92,-30 -60,-40" fill="none" stroke="#1f8f93" stroke-width="12"/><ellipse cx="0" cy="-60" rx="72" ry="60" fill="${c.radial([[0, '#7ff0e8'], [1, '#16777a']], { fx: 0.35, fy: 0.3 })}"/><ellipse cx="0" cy="-112" rx="40" ry="10" fill="#16777a"/><circle cx="0" cy="-124" r="10" fill="${C.gold}"/><path d="M-60,-60Q0,-40 60,-60" stroke="${C.gold}" stroke-width="6" fill="none"/><ellipse cx="0" cy="-2" rx="60" ry="8" fill="#000" opacity="0.15"/>`));
  for (const [cxk, col] of [[0.33, C.magenta], [0.68, C.violet]]) {
    const cx = w * cxk;
    c.add(g(`translate(${cx} ${ty}) scale(${ps})`, `<ellipse cx="0" cy="-4" rx="52" ry="10" fill="#fff"/><path d="M-36,-60L36,-60Q34,-10 0,-10Q-34,-10 -36,-60Z" fill="${col}"/><path d="M34,-50Q56,-48 50,-30Q46,-22 30,-26" fill="none" stroke="${col}" stroke-width="7"/><ellipse cx="0" cy="-60" rx="36" ry="8" fill="#7a3a1a"/>` +
      `<path d="M-10,-80q-12,-20 0,-40t0,-40M12,-84q-12,-20 0,-40t0,-40" fill="none" stroke="#fff" stroke-width="5" opacity="0.55" stroke-linecap="round"/>`));
  }
  c.add(g(`translate(${w * 0.84} ${ty}) scale(${ps})`, `<ellipse cx="0" cy="-4" rx="90" ry="14" fill="#fff"/><path d="M-70,-10L-70,-70L70,-70L70,-10Z" fill="#f7d6a0"/><rect x="-70" y="-52" width="140" height="14" fill="${C.magenta}"/><path d="M-74,-70Q-50,-60 -30,-72Q-10,-60 10,-72Q30,-60 50,-72Q66,-62 74,-70L74,-86L-74,-86Z" fill="#fff"/><circle cx="0" cy="-96" r="12" fill="#e4282e"/>`));
  c.add(vignette(c, 0.35));
}

function sceneMars(c, o = {}) {
  const { w, h, u } = c;
  const d = o.detail ?? 1;
  const horizon = h * (o.horizon ?? 0.66);
  c.add(sky(c, o.sky ?? SKIES.mars));
  c.add(nebula(c, 3, [C.magenta, C.violet], { h: horizon * 0.6, opacity: 0.25 }));
  c.add(stars(c, { count: 300 * d, h: horizon * 0.85, fade: true }));
  c.add(glow(c, w * (o.sunX ?? 0.3), horizon, Math.min(w, h) * 0.8, '#ffb07a', 0.45));
  if (o.bigPlanet) c.add(planet(c, w * o.bigPlanet[0], h * o.bigPlanet[1], Math.min(w, h) * o.bigPlanet[2], { colors: ['#ffb08a', '#d2543a', '#4a1020'], bands: 6, craters: 12, atmosphere: '#ff8a5a' }));
  c.add(planet(c, w * 0.12, h * 0.14, Math.min(w, h) * 0.045, { colors: ['#e8d8c8', '#9a8a7a', '#3a3030'], craters: 4 }));
  c.add(planet(c, w * 0.22, h * 0.08, Math.min(w, h) * 0.022, { colors: ['#d8c8b8', '#8a7a6a', '#3a3030'] }));
  c.add(glow(c, w * 0.88, h * 0.12, 40 * u, '#7ab8ff', 0.7) + planet(c, w * 0.88, h * 0.12, 12 * u, { colors: ['#bfe4ff', '#3a7ad9', '#0a2a6a'] }));
  // mesas
  let mesa = `M0,${horizon}`;
  let x = 0;
  while (x < w) {
    const mw = c.rand(120, 320) * u;
    const mh = c.rand(30, 110) * u;
    mesa += `L${x + mw * 0.15},${horizon - mh}L${x + mw * 0.85},${horizon - mh}L${x + mw},${horizon}`;
    x += mw + c.rand(20, 200) * u;
  }
  c.add(`<path d="${mesa}L${w},${horizon}L${w},${h}L0,${h}Z" fill="#7a2a3a"/>`);
  if (o.palace) {
    const px = w * o.palace;
    const pw = Math.min(w, h) * 0.5;
    c.add(glow(c, px, horizon - pw * 0.4, pw * 1.1, C.violet, 0.45));
    c.add(`<path d="M${px - pw * 0.75},${horizon}L${px - pw * 0.6},${horizon - pw * 0.18}L${px + pw * 0.6},${horizon - pw * 0.18}L${px + pw * 0.75},${horizon}Z" fill="#4a1a4a"/>`);
    [[-0.45, 0.16, 0.7], [0.45, 0.16, 0.7], [-0.24, 0.2, 0.95], [0.24, 0.2, 0.95], [0, 0.26, 1.3]].forEach(([dx, sw, sh]) => {
      c.add(spire(c, px + dx * pw, horizon - pw * 0.17, sw * pw, sh * pw, '#6a2a7a', c.pick([C.teal, C.gold, C.pink])));
    });
    c.add(`<path d="M${px - pw * 0.1},${horizon - pw * 0.17}L${px - pw * 0.1},${horizon - pw * 0.33}Q${px},${horizon - pw * 0.42} ${px + pw * 0.1},${horizon - pw * 0.33}L${px + pw * 0.1},${horizon - pw * 0.17}Z" fill="${C.gold}" opacity="0.9"/>`);
  }
  if (o.portal) c.add(portal(c, w * o.portal[0], h * o.portal[1], Math.min(w, h) * o.portal[2], { colors: [C.teal, C.violet, C.magenta] }));
  c.add(marsGround(c, horizon, { rocks: 16 * d }));
  if (o.base) {
    const bx = w * o.base;
    const br = Math.min(w, h) * 0.14;
    c.add(`<path d="M${bx - br * 2.2},${horizon + br * 0.5}H${bx + br * 2.4}" stroke="#d7dcef" stroke-width="${br * 0.12}"/>`);
    c.add(dome(c, bx - br * 1.5, horizon + br * 0.55, br * 0.7) + dome(c, bx + br * 1.6, horizon + br * 0.55, br * 0.6) + dome(c, bx, horizon + br * 0.55, br));
    c.add(`<path d="M${bx + br * 2.6},${horizon + br * 0.55}V${horizon - br * 0.6}" stroke="#d7dcef" stroke-width="${br * 0.05}"/><path d="M${bx + br * 2.3},${horizon - br * 0.9}A${br * 0.4},${br * 0.4} 0 0 0 ${bx + br * 2.9},${horizon - br * 0.4}Z" fill="#e6ecf8"/>` + glow(c, bx + br * 2.6, horizon - br * 0.62, br * 0.3, C.magenta, 0.9));
  }
  if (o.rescue) {
    const rx = w * o.rescue;
    const rs = Math.min(w, h) * 0.0022;
    c.add(`<path d="M${rx - 30 * rs},${horizon - 300 * rs}L${rx - 140 * rs},${horizon + 220 * rs}L${rx + 140 * rs},${horizon + 220 * rs}L${rx + 30 * rs},${horizon - 300 * rs}Z" fill="${c.linear([[0, C.aqua, 0.5], [1, C.aqua, 0.05]])}"/>`);
    c.add(rocket(c, rx, horizon - 300 * rs, rs * 1.3, { rot: 8 }));
  }
  if (o.crystal) c.add(crystal(c, w * o.crystal[0], h * o.crystal[1], Math.min(w, h) * o.crystal[2], { color: C.teal, rocks: '#3d1020' }));
  for (const [mx, my, ms, extra] of o.martians ?? []) c.add(martian(c, w * mx, h * my, Math.min(w, h) * ms, extra ?? {}));
  if (o.nova) c.add(robot(c, w * o.nova[0], h * o.nova[1], Math.min(w, h) * o.nova[2]));
  c.add(vignette(c, 0.45));
}

function sceneTunnel(c, o = {}) {
  const { w, h, u } = c;
  const vx = w * (o.vx ?? 0.5);
  const vy = h * (o.vy ?? 0.5);
  const R = Math.hypot(w, h) * 0.6;
  c.add(`<rect width="${w}" height="${h}" fill="${c.radial([[0, '#ffffff'], [0.06, '#b9f6ff'], [0.25, '#3a2a9a'], [0.6, '#150a3a'], [1, '#04030f']], { cx: vx / w, cy: vy / h, r: 0.75 })}"/>`);
  let streaks = '';
  for (let i = 0; i < 200 * (o.detail ?? 1); i++) {
    const a = c.rand(0, TAU);
    const r1 = R * c.rand(0.05, 0.6);
    const r2 = r1 * c.rand(1.2, 1.8);
    streaks += `<line x1="${vx + Math.cos(a) * r1}" y1="${vy + Math.sin(a) * r1}" x2="${vx + Math.cos(a) * r2}" y2="${vy + Math.sin(a) * r2}" stroke="${c.pick(['#ffffff', C.aqua, C.pink, C.gold])}" stroke-width="${c.rand(1, 3.5) * u}" opacity="${+c.rand(0.2, 0.7).toFixed(2)}" stroke-linecap="round"/>`;
  }
  c.add(streaks);
  const n = 18;
  for (let i = 0; i < n; i++) {
    const t = (i + 1) / n;
    const r = R * (0.02 + Math.pow(t, 2.3));
    const col = [C.teal, C.magenta, C.gold, C.violet][i % 4];
    c.add(`<ellipse cx="${vx}" cy="${vy}" rx="${r}" ry="${r * 0.82}" fill="none" stroke="${col}" stroke-width="${Math.max(1.5 * u, r * 0.03)}" stroke-dasharray="${r * 0.5} ${r * 0.12}" opacity="${(0.25 + t * 0.6).toFixed(2)}" transform="rotate(${i * 17} ${vx} ${vy})"/>`);
  }
  for (let i = 0; i < 12; i++) {
    const a = c.rand(0, TAU);
    const t = c.rand(0.25, 1);
    const r = R * 0.55 * t;
    const x = vx + Math.cos(a) * r;
    const y = vy + Math.sin(a) * r * 0.8;
    const size = Math.min(w, h) * 0.07 * t;
    c.add(i % 2 ? clock(c, x, y, size, { hours: c.int(1, 12), minutes: c.int(0, 59), glowColor: C.violet }) : gear(c, x, y, size * 1.1, { opacity: 0.9 }));
  }
  c.add(glow(c, vx, vy, Math.min(w, h) * 0.18, '#ffffff', 0.9));
  if (o.rider) c.add(bike(c, vx + w * 0.14, vy + h * 0.12, Math.min(w, h) * 0.0016, { rider: true, silhouette: true, riderColor: '#0a0a1f', rot: -30 }));
  c.add(vignette(c, 0.55));
}

function sceneGears(c, o = {}) {
  const { w, h, u } = c;
  c.add(`<rect width="${w}" height="${h}" fill="${c.radial([[0, '#1f5a66'], [0.55, '#0d2438'], [1, '#050a14']])}"/>`);
  c.add(stars(c, { count: 120 * (o.detail ?? 1), size: 0.8 }));
  const m = Math.min(w, h);
  // background layer: dim gears
  for (let i = 0; i < 14; i++) c.add(gear(c, w * c.rand(0, 1), h * c.rand(0, 1), m * c.rand(0.06, 0.16), { fill: '#16384a', shadow: false, opacity: 0.8 }));
  c.add(glow(c, w / 2, h / 2, m * 0.6, C.gold, 0.35));
  const layout = [[0.5, 0.5, 0.3], [0.2, 0.3, 0.17], [0.8, 0.28, 0.15], [0.15, 0.78, 0.2], [0.84, 0.74, 0.19], [0.32, 0.58, 0.09], [0.68, 0.6, 0.1], [0.5, 0.12, 0.1], [0.52, 0.9, 0.12], [0.03, 0.5, 0.1], [0.97, 0.5, 0.12]];
  for (const [gx, gy, gr] of layout) c.add(gear(c, w * gx, h * gy, m * gr));
  c.add(clock(c, w / 2, h / 2, m * 0.19, { face: C.cream, rim: '#7a4a16', hours: 4, minutes: 42, glowColor: C.teal }));
  for (let i = 0; i < 16; i++) c.add(sparkle(w * c.rand(0, 1), h * c.rand(0, 1), c.rand(6, 16) * u, c.pick([C.gold, '#fff', C.aqua]), 0.85));
  c.add(vignette(c, 0.55));
}

function sceneMeteor(c, o = {}) {
  const { w, h, u } = c;
  const d = o.detail ?? 1;
  c.add(sky(c, o.sky ?? ['#02030e', '#0b1040', '#2a1a5e', '#5a2a6e']));
  // milky way band
  const band = `<g transform="rotate(-24 ${w / 2} ${h / 2})">${nebula(c, 6, [C.violet, C.teal, C.pink], { x: -w * 0.1, y: h * 0.3, w: w * 1.2, h: h * 0.2, opacity: 0.3 })}${stars(c, { count: 500 * d, x: -w * 0.1, y: h * 0.32, w: w * 1.2, h: h * 0.16, size: 0.6, twinkle: 0 })}</g>`;
  c.add(band);
  c.add(stars(c, { count: 350 * d, h: h * 0.75 }));
  const fill = c.linear([[0, '#ffffff', 1], [0.2, C.aqua, 0.7], [1, C.violet, 0]], 0, 1, 1, 0);
  for (let i = 0; i < 26 * d; i++) {
    const x = w * c.rand(0, 1.1);
    const y = h * c.rand(0, 0.6);
    const L = c.rand(120, 420) * u;
    const a = rad(32);
    const wd = c.rand(2, 5) * u;
    c.add(`<path d="M${x},${y - wd}L${x + Math.cos(a) * L},${y - Math.sin(a) * L}L${x},${y + wd}Z" fill="${fill}"/><circle cx="${x}" cy="${y}" r="${wd * 1.2}" fill="#fff"/>`);
  }
  const gy = h * 0.84;
  c.add(hills(c, { y: gy, amp: h * 0.06, color: '#140a2a', n: 6 }));
  c.add(`<path d="M${w * 0.45},${h}Q${w * 0.62},${gy - h * 0.12} ${w * 0.85},${h}Z" fill="#08051a"/>`);
  // kids watching the sky: Leo and Ava (bobble hat), plus a telescope and Rexi
  const kx = w * 0.64;
  const ky = gy - h * 0.035;
  const ks = Math.min(w, h) * 0.0009;
  const kid = (x, hat) => g(`translate(${x} ${ky}) scale(${ks})`, `<path d="M-30,0Q-34,-60 -10,-70L12,-70Q30,-60 34,0Z" fill="#08051a"/><circle cx="0" cy="-92" r="24" fill="#08051a"/>` + (hat ? `<circle cx="0" cy="-126" r="11" fill="#08051a"/><path d="M-24,-96Q0,-132 24,-96Z" fill="#08051a"/>` : `<path d="M-22,-100L-14,-124L-4,-108L6,-126L14,-108L24,-118L24,-96Z" fill="#08051a"/>`));
  c.add(kid(kx - 40 * ks, false) + kid(kx + 40 * ks, true));
  c.add(g(`translate(${kx + 150 * ks} ${ky}) scale(${ks})`, `<path d="M0,0L20,-60L40,0M20,-60L20,0" stroke="#08051a" stroke-width="6" fill="none"/><rect x="-20" y="-100" width="90" height="22" rx="6" fill="#08051a" transform="rotate(-35 20 -70)"/>`));
  c.add(raptor(c, kx - 170 * ks, ky + 4 * u, ks * 0.8, { silhouette: true, fill: '#08051a', flip: true }));
  c.add(vignette(c, 0.4));
}

function sceneOldCar(c, o = {}) {
  const { w, h, u } = c;
  c.add(sky(c, ['#241848', '#6a3470', '#e57a5a', '#ffcf8a']));
  c.add(glow(c, w * 0.82, h * 0.62, Math.min(w, h) * 0.6, '#ffd08a', 0.6) + `<circle cx="${w * 0.82}" cy="${h * 0.6}" r="${Math.min(w, h) * 0.08}" fill="#fff1c9"/>`);
  for (let i = 0; i < 5; i++) c.add(cloud(c, w * c.rand(0, 1), h * c.rand(0.08, 0.35), c.rand(2.5, 4.5) * u, '#ffb0a0', 0.4));
  c.add(hills(c, { y: h * 0.66, amp: h * 0.05, color: '#7a3a6a', n: 6 }));
  for (let i = 0; i < 8; i++) c.add(tree(c, w * c.rand(0.45, 1), h * 0.68, c.rand(0.8, 1.3) * u, '#5a2a5a'));
  // house and open garage
  const gx = w * 0.03;
  const gw = w * 0.46;
  const gy = h * 0.82;
  const gh = h * 0.5;
  c.add(`<path d="M${gx},${gy}V${gy - gh}L${gx + gw * 0.5},${gy - gh - gh * 0.32}L${gx + gw},${gy - gh}V${gy}Z" fill="#3a1f3f"/>`);
  c.add(`<rect x="${gx + gw * 0.1}" y="${gy - gh * 0.72}" width="${gw * 0.8}" height="${gh * 0.72}" fill="${c.linear([[0, '#ffcf7a'], [1, '#d9803a']])}"/>`);
  c.add(`<rect x="${gx + gw * 0.1}" y="${gy - gh * 0.72}" width="${gw * 0.8}" height="${gh * 0.1}" fill="#2a1530"/>`);
  // pegboard tools
  const tx = gx + gw * 0.18;
  const ty = gy - gh * 0.55;
  c.add(`<rect x="${tx}" y="${ty}" width="${gw * 0.64}" height="${gh * 0.25}" fill="#c98b4a" opacity="0.6"/>`);
  c.add(`<g fill="#5a3015">` +
    `<rect x="${tx + gw * 0.05}" y="${ty + gh * 0.03}" width="${gw * 0.02}" height="${gh * 0.17}"/><circle cx="${tx + gw * 0.06}" cy="${ty + gh * 0.03}" r="${gw * 0.022}"/>` +
    `<rect x="${tx + gw * 0.15}" y="${ty + gh * 0.04}" width="${gw * 0.02}" height="${gh * 0.14}"/><rect x="${tx + gw * 0.13}" y="${ty + gh * 0.03}" width="${gw * 0.06}" height="${gh * 0.03}"/>` +
    `<path d="M${tx + gw * 0.26},${ty + gh * 0.03}h${gw * 0.12}v${gh * 0.04}l${-gw * 0.1},${gh * 0.12}h${-gw * 0.02}z"/>` +
    `</g>` + gear(c, tx + gw * 0.5, ty + gh * 0.12, gh * 0.07, { shadow: false }));
  c.add(`<rect x="0" y="${gy}" width="${w}" height="${h - gy}" fill="${c.linear([[0, '#4a2a3a'], [1, '#24121f']])}"/>`);
  c.add(`<path d="M${gx + gw * 0.1},${gy}L${gx + gw * 0.9},${gy}L${gx + gw * 1.3},${h}L${gx - gw * 0.1},${h}Z" fill="#ffcf7a" opacity="0.16"/>`);
  c.add(bike(c, gx + gw * 0.2, gy, Math.min(w, h) * 0.0018, { color: C.orange }));
  const carS = Math.min(w * 0.0022, h * 0.0034);
  c.add(`<ellipse cx="${w * 0.6}" cy="${h * 0.905}" rx="${135 * carS}" ry="${12 * carS}" fill="#000" opacity="0.4"/>`);
  c.add(car(c, w * 0.6, h * 0.9, carS, { body: '#2f8f83', trim: '#f4f6fb', lights: false }));
  for (let i = 0; i < 8; i++) c.add(sparkle(w * 0.6 + c.rand(-120, 120) * carS, h * 0.9 - c.rand(20, 110) * carS, c.rand(8, 18) * u, '#fff', 0.9));
  c.add(vignette(c, 0.35));
}

function sceneCode(c, o = {}) {
  const { w, h, u } = c;
  c.add(sky(c, ['#040a1c', '#0a1f3d', '#0b2f4a']));
  // circuit traces
  let traces = '';
  for (let i = 0; i < 40; i++) {
    let x = w * c.rand(0, 1);
    let y = h * c.rand(0, 1);
    traces += `M${x},${y}`;
    for (let k = 0; k < 4; k++) {
      if (k % 2) x += c.rand(-120, 120) * u;
      else y += c.rand(-120, 120) * u;
      traces += `L${x},${y}`;
    }
  }
  c.add(`<path d="${traces}" fill="none" stroke="${C.teal}" stroke-width="${2.5 * u}" opacity="0.25"/>`);
  // floating holographic panels with glyph rows
  const panels = [[0.06, 0.08, 0.38, 0.2], [0.56, 0.06, 0.38, 0.17], [0.04, 0.33, 0.3, 0.16], [0.66, 0.3, 0.3, 0.18]];
  for (const [px, py, pw, ph] of panels) {
    const x = w * px;
    const y = h * py;
    const pwid = w * pw;
    const phei = h * ph;
    let rows = '';
    for (let r = 0; r < 6; r++) {
      let gx = x + pwid * 0.08;
      const gy = y + phei * (0.15 + r * 0.13);
      while (gx < x + pwid * 0.86) {
        const gw = c.rand(8, 40) * u;
        rows += `<rect x="${gx}" y="${gy}" width="${gw}" height="${phei * 0.06}" rx="${3 * u}" fill="${c.pick([C.aqua, C.teal, C.gold, C.pink])}" opacity="${+c.rand(0.5, 0.95).toFixed(2)}"/>`;
        gx += gw + c.rand(6, 16) * u;
      }
    }
    c.add(`<rect x="${x}" y="${y}" width="${pwid}" height="${phei}" rx="${18 * u}" fill="${C.teal}" fill-opacity="0.08" stroke="${C.teal}" stroke-width="${3 * u}"/>${rows}`);
  }
  // padlock springing open
  const lx = w * 0.5;
  const ly = h * 0.4;
  const ls = Math.min(w, h) * 0.0012;
  c.add(glow(c, lx, ly, 380 * ls, C.gold, 0.6));
  c.add(g(`translate(${lx} ${ly}) scale(${ls})`, `<path d="M-50,-40V-90A50,50 0 0 1 50,-90V-70" fill="none" stroke="#d9dde8" stroke-width="20" stroke-linecap="round" transform="rotate(-22 50 -40) translate(0 -30)"/><rect x="-80" y="-50" width="160" height="130" rx="22" fill="${c.linear([[0, '#ffe39a'], [1, '#d8901c']])}"/><circle cx="0" cy="5" r="16" fill="#5a3a0a"/><path d="M-8,10L8,10L12,50L-12,50Z" fill="#5a3a0a"/>`));
  for (let i = 0; i < 12; i++) c.add(sparkle(lx + c.rand(-1, 1) * w * 0.25, ly + c.rand(-1, 1) * h * 0.1, c.rand(8, 18) * u, c.pick([C.gold, '#fff']), 0.9));
  // Ava, lit by the screens
  const s = w * 0.15;
  c.add(person(c, w / 2, h * 0.72, s, { skin: SKIN.brown, hair: '#1a0f0a', hairStyle: 'curly', top: C.gold, topStyle: 'jumper', accent: C.magenta, bobble: [C.magenta, '#ffffff'] }));
  c.add(`<rect x="0" y="${h * 0.55}" width="${w}" height="${h * 0.45}" fill="${c.linear([[0, C.teal, 0], [1, C.teal, 0.18]])}"/>`);
  c.add(vignette(c, 0.45));
}

/** a question mark drawn as a constellation */
function questionConstellation(c, cx, cy, s, color = '#fff') {
  const pts = [[-42, -48], [-30, -82], [2, -96], [34, -82], [44, -50], [26, -22], [4, -2], [0, 26]];
  let out = `<path d="M${pts.map(([x, y]) => `${cx + x * s},${cy + y * s}`).join('L')}" fill="none" stroke="${color}" stroke-width="${1.2 * s}" opacity="0.55" stroke-dasharray="${4 * s} ${3 * s}"/>`;
  for (const [x, y] of [...pts, [0, 58]]) out += glow(c, cx + x * s, cy + y * s, 12 * s, C.aqua, 0.6) + sparkle(cx + x * s, cy + y * s, 7 * s, color, 1) + `<circle cx="${cx + x * s}" cy="${cy + y * s}" r="${1.8 * s}" fill="#fff"/>`;
  return out;
}

function sceneMystery(c, o = {}) {
  const { w, h, u } = c;
  const d = o.detail ?? 1;
  c.add(sky(c, SKIES.deep));
  c.add(nebula(c, 5, [C.violet, C.indigo, C.teal], { opacity: 0.3 }));
  c.add(stars(c, { count: 500 * d }));
  const m = Math.min(w, h);
  const [px, py] = o.portalAt ?? [0.5, 0.55];
  c.add(clock(c, w * px, h * py, m * 0.42, { face: '#1a1a4a', rim: '#3a3a8a', tick: '#6a6acf', hand: '#8a8aff', hours: 11, minutes: 59 }));
  c.add(`<circle cx="${w * px}" cy="${h * py}" r="${m * 0.42}" fill="#04050f" opacity="0.5"/>`);
  c.add(portal(c, w * px, h * py, m * 0.3, { open: 0.42, colors: [C.gold, C.violet, C.magenta], glow: 1.3 }));
  c.add(questionConstellation(c, w * (o.qx ?? 0.5), h * (o.qy ?? 0.2), m * (o.qs ?? 0.0016), '#fff'));
  if (o.friends !== false) {
    const gy = h * 0.93;
    c.add(hills(c, { y: gy, amp: h * 0.03, color: '#03030c', n: 5 }));
    const ks = m * 0.0011;
    const fx = w * px;
    const kid = (x, hat) => g(`translate(${x} ${gy + 6 * u}) scale(${ks})`, `<path d="M-28,0L-24,-70Q0,-80 24,-70L28,0Z" fill="#03030c"/><circle cx="0" cy="-94" r="24" fill="#03030c"/>` + (hat ? `<circle cx="0" cy="-128" r="11" fill="#03030c"/><path d="M-24,-98Q0,-134 24,-98Z" fill="#03030c"/>` : `<path d="M-22,-102L-14,-126L-4,-110L6,-128L14,-110L24,-120L24,-98Z" fill="#03030c"/>`));
    c.add(kid(fx - 90 * ks, false) + kid(fx + 20 * ks, true) + raptor(c, fx + 190 * ks, gy + 6 * u, ks * 0.85, { silhouette: true, fill: '#03030c', flip: true }));
  }
  c.add(vignette(c, 0.5));
}

function sceneSong(c, o = {}) {
  const { w, h, u } = c;
  c.add(sky(c, o.sky ?? ['#0a0520', '#2a0a4a', '#6a1a6a']));
  c.add(stars(c, { count: 300 }));
  for (let i = 0; i < 5; i++) {
    const x = w * (0.1 + i * 0.2);
    c.add(`<path d="M${x},0L${x - w * 0.08},${h}L${x + w * 0.08},${h}Z" fill="${[C.teal, C.magenta, C.gold, C.violet, C.teal][i]}" opacity="0.12"/>`);
  }
  const m = Math.min(w, h);
  if (o.robot) c.add(robot(c, w * 0.5, h * 0.42, m * 0.11));
  else c.add(portal(c, w * 0.5, h * 0.45, m * 0.26, { colors: [C.pink, C.magenta, C.violet] }));
  for (let i = 0; i < 14; i++) c.add(note(w * c.rand(0.05, 0.95), h * c.rand(0.1, 0.7), c.rand(1.2, 2.6) * u, c.pick([C.teal, C.gold, C.pink, '#fff']), c.rand() < 0.4));
  const bars = 40;
  for (let i = 0; i < bars; i++) {
    const bh = h * (0.05 + Math.abs(Math.sin(i * 0.55)) * 0.18 * c.rand(0.5, 1));
    c.add(`<rect x="${(w * i) / bars + 3 * u}" y="${h - bh}" width="${w / bars - 6 * u}" height="${bh}" rx="${4 * u}" fill="${c.linear([[0, C.magenta], [1, C.teal]])}" opacity="0.75"/>`);
  }
  c.add(vignette(c, 0.4));
}

/** many framed pictures bursting out of a point */
function sceneFrames(c, o = {}) {
  const { w, h, u } = c;
  c.add(sky(c, o.sky ?? ['#070520', '#1e0e4a', '#4a1a6a']));
  c.add(nebula(c, 4, [C.magenta, C.teal, C.violet], { opacity: 0.3 }));
  c.add(stars(c, { count: 500 * (o.detail ?? 1) }));
  const cx = w * (o.cx ?? 0.7);
  const cy = h * (o.cy ?? 0.5);
  const m = Math.min(w, h);
  c.add(rays(c, cx, cy, Math.max(w, h), 30, '#fff', 0.08) + glow(c, cx, cy, m * 0.5, C.gold, 0.5));
  const minis = [
    (s) => { s.add(sky(s, SKIES.violet), stars(s, { count: 60 }), portal(s, 200, 150, 90)); },
    (s) => { s.add(sky(s, SKIES.mars), planet(s, 200, 140, 90, { bands: 5, craters: 6 })); },
    (s) => { s.add(sky(s, SKIES.dawn), raptor(s, 210, 260, 1.5, { fill: '#5cc45c', baby: true })); },
    (s) => { s.add(`<rect width="400" height="400" fill="#0d2438"/>`, gear(s, 140, 140, 80), clock(s, 240, 170, 70, {})); },
    (s) => { s.add(`<rect width="400" height="400" fill="#14103a"/>`, crystal(s, 200, 270, 1.4, {})); },
    (s) => { s.add(sky(s, SKIES.dusk), martian(s, 200, 280, 1.4, { wave: true })); },
    (s) => { s.add(sky(s, SKIES.night), stars(s, { count: 60 }), car(s, 200, 240, 1.2, { body: C.teal, lights: false })); },
  ];
  const fw = m * (o.frameSize ?? 0.26);
  const spots = o.spots ?? [[-0.9, -0.55, -14], [0.1, -0.75, 8], [1.0, -0.45, 16], [-1.05, 0.45, 10], [0.95, 0.55, -10], [0.0, 0.75, -4], [-0.25, -0.05, 4]];
  spots.forEach(([dx, dy, rot], i) => {
    c.add(artFrame(c, cx + dx * fw * 1.1, cy + dy * fw * 1.1, fw, fw * 0.78, rot, minis[i % minis.length]));
  });
  if (o.merch !== false) {
    const [sx, sy] = o.shirtAt ?? [1.5, -0.1];
    const [bx, by] = o.bikeAt ?? [-0.25, 1.42];
    c.add(shirt(c, cx + fw * sx, cy + fw * sy, fw * 0.62, { kind: 'tee', color: '#1f9fa8', print: (s) => s.add(glow(s, 200, 200, 198, C.violet, 0.6), portal(s, 200, 200, 128, { glow: 0 })) }));
    c.add(bike(c, cx + fw * bx, cy + fw * by, fw * 0.0108, { color: C.orange, rot: -8 }));
  }
  for (let i = 0; i < 18; i++) c.add(sparkle(w * c.rand(0.35, 1), h * c.rand(0, 1), c.rand(6, 18) * u, c.pick([C.gold, '#fff', C.aqua]), 0.9));
}

function sceneFootprints(c, o = {}) {
  const { w, h, u } = c;
  c.add(`<rect width="${w}" height="${h}" fill="${c.radial([[0, '#a8724a'], [0.6, '#7a4a2e'], [1, '#3d2216']], { cx: 0.4, cy: 0.4, r: 0.8 })}"/>`);
  // pebbles and dried-mud cracks
  let pebbles = '';
  for (let i = 0; i < 500 * (o.detail ?? 1); i++) pebbles += `<ellipse cx="${c.rand(0, w)}" cy="${c.rand(0, h)}" rx="${c.rand(2, 9) * u}" ry="${c.rand(2, 6) * u}" fill="${c.pick(['#5a3420', '#c08a5a', '#8a5a3a', '#d9a878'])}" opacity="${+c.rand(0.3, 0.8).toFixed(2)}"/>`;
  c.add(pebbles);
  let cracks = '';
  for (let i = 0; i < 40; i++) {
    let x = c.rand(0, w);
    let y = c.rand(0, h);
    cracks += `M${x},${y}`;
    for (let k = 0; k < 5; k++) {
      x += c.rand(-60, 60) * u;
      y += c.rand(-60, 60) * u;
      cracks += `L${x},${y}`;
    }
  }
  c.add(`<path d="${cracks}" fill="none" stroke="#3d2216" stroke-width="${2.5 * u}" opacity="0.5"/>`);
  // a puddle reflecting the evening sky
  const px = w * 0.78;
  const py = h * 0.25;
  const clip = c.clip(`<ellipse cx="${px}" cy="${py}" rx="${w * 0.16}" ry="${h * 0.12}"/>`);
  c.add(`<ellipse cx="${px}" cy="${py}" rx="${w * 0.17}" ry="${h * 0.13}" fill="#4a2a1a"/><g clip-path="${clip}">${sky(c, SKIES.dusk, { x: px - w * 0.16, y: py - h * 0.12, w: w * 0.32, h: h * 0.24 })}${stars(c, { count: 40, x: px - w * 0.16, y: py - h * 0.12, w: w * 0.32, h: h * 0.12 })}${ptero(c, px - w * 0.04, py - h * 0.03, 1.4 * u, '#2a1030')}</g>`);
  const press = (x, y, s, rot, toes) => footprint(c, x + 3 * u, y + 4 * u, s, '#e0b080', rot, toes) + footprint(c, x, y, s, '#3a1f12', rot, toes);
  // big theropod trail
  for (let i = 0; i < 6; i++) {
    const t = i / 5;
    const x = w * (0.08 + t * 0.62) + (i % 2 ? 50 : -50) * u;
    const y = h * (0.95 - t * 0.75);
    c.add(press(x, y, 2.4 * u, 38, 3));
  }
  // little Rexi prints
  for (let i = 0; i < 9; i++) {
    const t = i / 8;
    c.add(press(w * (0.3 + t * 0.5) + (i % 2 ? 22 : -22) * u, h * (0.92 - t * 0.35), 0.9 * u, 70, 2));
  }
  // sneaker prints and a BMX tyre track: the time travellers were here too
  for (let i = 0; i < 5; i++) {
    const x = w * (0.05 + i * 0.09);
    const y = h * (0.3 + (i % 2) * 0.05);
    c.add(`<g transform="translate(${x} ${y}) rotate(80) scale(${u})"><path d="M-18,-50C-20,-70 20,-70 18,-50L16,30C16,50 -16,50 -16,30Z" fill="#3a1f12"/><path d="M-12,-40h24M-12,-25h24M-12,-10h24M-12,5h24M-12,20h24" stroke="#7a4a2e" stroke-width="4"/></g>`);
  }
  let track = `M${-10},${h * 0.6}`;
  for (let x = 0; x <= w + 40; x += 40 * u) track += `L${x},${h * 0.6 + Math.sin(x / (160 * u)) * 60 * u - x * 0.15}`;
  c.add(`<path d="${track}" fill="none" stroke="#3a1f12" stroke-width="${22 * u}" opacity="0.8"/><path d="${track}" fill="none" stroke="#8a5a3a" stroke-width="${14 * u}" stroke-dasharray="${6 * u} ${8 * u}"/>`);
  c.add(fernClump(c, -w * 0.02, -h * 0.02, h * 0.4, '#2f6a2a', 4) + fernClump(c, w * 1.02, h * 1.02, h * 0.45, '#2f6a2a', 5));
  c.add(`<rect width="${w}" height="${h}" fill="${c.radial([[0, '#ffd08a', 0.25], [1, '#000', 0.45]], { cx: 0.25, cy: 0.2, r: 1 })}"/>`);
}

// ------------------------------------------------------------------ book covers

function coverText(c, bookLabel, title, o = {}) {
  const { w, h } = c;
  c.add(shade(c, 'bottom', 0.9, 0.4));
  c.add(shade(c, 'top', 0.7, 0.16));
  c.add(`<rect x="${w * 0.03}" y="${h * 0.02}" width="${w * 0.94}" height="${h * 0.96}" rx="${w * 0.025}" fill="none" stroke="${o.accent ?? C.gold}" stroke-width="${w * 0.004}" opacity="0.55"/>`);
  c.add(logo(c, w / 2, h * 0.075, w * 0.046, { accent: o.accent ?? C.teal }));
  const by = h * (o.sub ? 0.775 : 0.8);
  c.add(label(c, bookLabel.toUpperCase(), w / 2, by, { size: w * 0.04, anchor: 'middle', fill: o.accent ?? C.teal, spacing: 0.28, shadow: true }));
  c.add(`<path d="M${w * 0.3},${by + h * 0.022}H${w * 0.46}M${w * 0.54},${by + h * 0.022}H${w * 0.7}" stroke="${C.gold}" stroke-width="${w * 0.003}"/>` + sparkle(w / 2, by + h * 0.022, w * 0.018, C.gold));
  const fill = c.linear([[0, '#ffffff'], [0.55, '#fff1c9'], [1, o.titleTint ?? C.gold]]);
  c.add(label(c, title, w / 2, by + h * 0.1, { size: w * 0.12, anchor: 'middle', maxWidth: w * 0.84, shadow: 10, fill }));
  if (o.sub) c.add(label(c, o.sub, w / 2, by + h * 0.16, { size: w * 0.036, anchor: 'middle', bold: false, fill: C.cream, maxWidth: w * 0.8, shadow: true }));
}

function coverOne(c) {
  const { w, h, u } = c;
  c.add(sky(c, SKIES.violet));
  c.add(nebula(c, 5, [C.magenta, C.teal, C.violet], { h: h * 0.6 }));
  c.add(stars(c, { count: 650, h: h * 0.8 }));
  // attic: dark roof slopes meeting at the top, rafters, floorboards
  const roof = '#0a0614';
  c.add(`<path d="M0,0L${w * 0.44},0L0,${h * 0.5}Z M${w},0L${w * 0.56},0L${w},${h * 0.5}Z" fill="${roof}"/>`);
  c.add(`<path d="M0,${h * 0.5}L${w * 0.44},0M${w},${h * 0.5}L${w * 0.56},0M0,${h * 0.36}L${w * 0.31},0M${w},${h * 0.36}L${w * 0.69},0" stroke="#3a2430" stroke-width="${22 * u}"/>`);
  const fy = h * 0.66;
  c.add(`<rect x="0" y="${fy}" width="${w}" height="${h - fy}" fill="${c.linear([[0, '#2a1530'], [1, '#120814']])}"/>`);
  for (let i = -10; i <= 10; i++) c.add(`<line x1="${w / 2 + i * w * 0.05}" y1="${fy}" x2="${w / 2 + i * w * 0.2}" y2="${h}" stroke="#000" stroke-width="${3 * u}" opacity="0.4"/>`);
  const px = w / 2;
  const py = h * 0.4;
  const pr = w * 0.27;
  c.add(glow(c, px, fy, w * 0.6, C.teal, 0.25));
  c.add(gears(c, px - pr * 1.1, py + pr * 0.85, pr * 0.3, { count: 3 }));
  c.add(portal(c, px, py, pr, { frame: true }));
  c.add(clock(c, px + pr * 1.05, py - pr * 0.95, pr * 0.25, { hours: 11, minutes: 58, glowColor: C.gold }));
  c.add(`<path d="M${px - pr * 1.2},${fy}L${px - pr},${py + pr * 1.1}L${px + pr},${py + pr * 1.1}L${px + pr * 1.2},${fy}Z" fill="${c.linear([[0, '#8a5a1a'], [1, '#3a200b']])}"/>`);
  // Leo bursting out on his BMX, Rexi racing along the floor
  c.add(bike(c, px - pr * 0.35, py + pr * 0.75, w * 0.0034, { rider: true, color: C.orange, rot: -16 }));
  c.add(raptor(c, w * 0.7, h * 0.74, w * 0.0019, { fill: '#5cc45c', baby: true, flip: true, run: 1 }));
  for (let i = 0; i < 12; i++) c.add(sparkle(w * c.rand(0.1, 0.9), h * c.rand(0.15, 0.65), c.rand(8, 20) * u, c.pick([C.gold, '#fff', C.aqua]), 0.9));
  coverText(c, 'Book One', 'The Discovery');
}

function coverTwo(c) {
  const { w, h, u } = c;
  c.add(sky(c, SKIES.mars));
  c.add(nebula(c, 4, [C.magenta, C.violet, C.orange], { h: h * 0.6, opacity: 0.3 }));
  c.add(stars(c, { count: 550, h: h * 0.7 }));
  c.add(planet(c, w * 0.5, h * 0.36, w * 0.34, { colors: ['#ffb08a', '#d2543a', '#3a0c1a'], bands: 7, craters: 16, atmosphere: '#ff8a5a' }));
  c.add(planet(c, w * 0.16, h * 0.2, w * 0.04, { colors: ['#e8d8c8', '#9a8a7a', '#3a3030'], craters: 3 }));
  c.add(planet(c, w * 0.86, h * 0.13, w * 0.025, { colors: ['#d8c8b8', '#8a7a6a', '#3a3030'] }));
  c.add(rocket(c, w * 0.82, h * 0.5, w * 0.0017, { rot: -28 }));
  const horizon = h * 0.6;
  c.add(marsGround(c, horizon, { rocks: 18 }));
  c.add(crystal(c, w * 0.72, h * 0.73, w * 0.0028, { color: C.teal, rocks: '#3d1020' }));
  c.add(martian(c, w * 0.34, h * 0.74, w * 0.0027, { wave: true }));
  coverText(c, 'Book Two', 'The Awakening', { accent: C.teal, titleTint: '#ffb08a' });
}

function coverThree(c) {
  sceneMystery(c, { qy: 0.25, qs: 0.0024, portalAt: [0.5, 0.52] });
  coverText(c, 'Book Three', 'Coming Soon', { sub: 'The final book of the trilogy', accent: C.violet, titleTint: '#d6c2ff' });
}

// ------------------------------------------------------------------ character portraits

const PEOPLE = {
  'leo-drake': { skin: SKIN.fair, hair: '#6b3a1a', hairStyle: 'spiky', top: '#1f9fa8', topStyle: 'hoodie', accent: C.orange },
  'ava-okafor': { skin: SKIN.brown, hair: '#1a0f0a', hairStyle: 'curly', top: C.gold, topStyle: 'jumper', accent: C.magenta, bobble: [C.magenta, '#ffffff'] },
  'professor-quill': { skin: SKIN.light, hair: '#ecebf5', hairStyle: 'wild', top: '#f4f6fb', topStyle: 'labcoat', accent: '#6a3ab0', goggles: true, brow: '#9a9aaa' },
  'grandad-joe': { skin: SKIN.tan, hair: '#d5d5dc', hairStyle: 'short', top: '#2f7a4f', topStyle: 'cardigan', accent: '#9fb8d8', cap: '#8a6440', moustache: '#f2f2f2', glasses: '#3a2a1a', brow: '#e0e0e6' },
};

/** backdrop: [centre, mid, edge] colours and a faint motif behind the character */
const BACKDROPS = {
  'leo-drake': [['#ffcf7a', '#ff7a3d', '#6a1a4a'], 'stars'],
  'ava-okafor': [['#ff9fd0', '#c2307a', '#3a0a4a'], 'code'],
  'professor-quill': [['#8ff7ff', '#1f8f9a', '#06243a'], 'gears'],
  rexi: [['#b8c4ff', '#3b3fa6', '#0a0a2e'], 'ferns'],
  'grandad-joe': [['#ffe3a3', '#d9903a', '#4a2410'], 'clock'],
  zib: [['#ffb08a', '#c8462b', '#2a0a1a'], 'planet'],
  'queen-orla': [['#e6c2ff', '#8b5cf6', '#1e0a4a'], 'crown'],
  'captain-vex': [['#ff8a5a', '#8a1a2a', '#0a0610'], 'hex'],
  nova: [['#c8f4ff', '#3a8ad9', '#0a1a4a'], 'circuit'],
};

function portraitBackdrop(c, colors, motif) {
  const { w, h, u } = c;
  c.add(`<rect width="${w}" height="${h}" fill="${c.radial([[0, colors[0]], [0.55, colors[1]], [1, colors[2]]], { cy: 0.42, r: 0.78 })}"/>`);
  const light = lighten(colors[0], 0.4);
  if (motif === 'stars' || motif === 'planet' || motif === 'crown') {
    c.add(stars(c, { count: 90, size: 1.3, twinkle: 0.08, colors: ['#ffffff', light] }));
  }
  if (motif === 'planet') c.add(planet(c, w * 0.85, h * 0.18, w * 0.12, { colors: ['#ffd0b0', '#e0603a', '#5a1020'], bands: 4 }));
  if (motif === 'gears') c.add(gear(c, w * 0.12, h * 0.2, w * 0.2, { fill: '#ffffff', shadow: false, opacity: 0.12 }) + gear(c, w * 0.9, h * 0.65, w * 0.24, { fill: '#ffffff', shadow: false, opacity: 0.12 }) + gear(c, w * 0.82, h * 0.12, w * 0.1, { fill: '#ffffff', shadow: false, opacity: 0.12 }));
  if (motif === 'clock') c.add(`<g opacity="0.16">${clock(c, w * 0.5, h * 0.45, w * 0.46, { face: '#ffffff', rim: '#ffffff', tick: '#5a2a10', hand: '#5a2a10', hours: 3, minutes: 50 })}</g>`);
  if (motif === 'code') {
    for (let r = 0; r < 14; r++) {
      let x = c.rand(-40, 0);
      while (x < w) {
        const gw = c.rand(10, 40);
        c.add(`<rect x="${x}" y="${r * 60 + 20}" width="${gw}" height="12" rx="6" fill="#fff" opacity="0.1"/>`);
        x += gw + c.rand(10, 30);
      }
    }
  }
  if (motif === 'ferns') c.add(`<g opacity="0.14">${fernClump(c, -20, h + 20, h * 0.55, '#ffffff', 5)}${fernClump(c, w + 20, h + 20, h * 0.55, '#ffffff', 5)}</g>`);
  if (motif === 'hex') {
    let hex = '';
    const r = 46;
    for (let row = 0; row < 12; row++) for (let col = 0; col < 12; col++) {
      const x = col * r * 1.5;
      const y = row * r * 1.73 + (col % 2) * r * 0.87;
      hex += `M${[0, 1, 2, 3, 4, 5].map((k) => `${x + Math.cos((k * TAU) / 6) * r * 0.92},${y + Math.sin((k * TAU) / 6) * r * 0.92}`).join('L')}Z`;
    }
    c.add(`<path d="${hex}" fill="none" stroke="#ff8a5a" stroke-width="2" opacity="0.18"/>`);
  }
  if (motif === 'circuit') {
    let tr = '';
    for (let i = 0; i < 24; i++) {
      let x = c.rand(0, w);
      let y = c.rand(0, h);
      tr += `M${x},${y}`;
      for (let k = 0; k < 3; k++) {
        if (k % 2) x += c.rand(-150, 150);
        else y += c.rand(-150, 150);
        tr += `L${x},${y}`;
      }
      c.add(`<circle cx="${x}" cy="${y}" r="6" fill="#fff" opacity="0.25"/>`);
    }
    c.add(`<path d="${tr}" fill="none" stroke="#fff" stroke-width="3" opacity="0.18"/>`);
  }
  if (motif === 'crown') for (let i = 0; i < 5; i++) c.add(`<g opacity="0.15">${spire(c, w * (0.1 + i * 0.2), h, w * 0.1, h * (0.35 + (i % 2) * 0.15), '#ffffff', '#ffffff')}</g>`);
  c.add(`<circle cx="${w / 2}" cy="${h * 0.47}" r="${w * 0.33}" fill="${c.radial([[0, '#ffffff', 0.28], [1, '#ffffff', 0]])}"/>`);
  c.add(`<circle cx="${w / 2}" cy="${h * 0.47}" r="${w * 0.36}" fill="none" stroke="#ffffff" stroke-width="${4 * u}" stroke-dasharray="${20 * u} ${14 * u}" opacity="0.3"/>`);
}

function characterPortrait(c, who, book) {
  const { w, h } = c;
  const space = book === 2;
  let [colors, motif] = BACKDROPS[who];
  if (space && (PEOPLE[who] || who === 'rexi')) {
    // Book Two: same character colours, but out in space near Mars
    colors = [colors[0], darken(colors[1], 0.15), '#12041a'];
    motif = 'planet';
  }
  portraitBackdrop(c, colors, motif);
  const s = w * 0.15;
  if (PEOPLE[who]) c.add(person(c, w / 2, h * 0.5, s, { ...PEOPLE[who], spaceHelmet: space }));
  else if (who === 'rexi') {
    c.add(`<ellipse cx="${w * 0.5}" cy="${h * 0.9}" rx="${w * 0.5}" ry="${h * 0.06}" fill="#000" opacity="0.2"/>`);
    const rs = w * 0.0045;
    const rx = w * 0.36;
    const ry = h * 0.9;
    c.add(raptor(c, rx, ry, rs, { fill: '#5cc45c', baby: true }));
    if (space) {
      const hx = rx + 64 * rs;
      const hy = ry - 100 * rs;
      c.add(`<circle cx="${hx}" cy="${hy}" r="${40 * rs}" fill="${c.radial([[0, C.aqua, 0.05], [0.8, C.aqua, 0.12], [1, C.aqua, 0.4]])}" stroke="#e6ecf8" stroke-width="${3 * rs}"/><path d="M${hx - 28 * rs},${hy - 14 * rs}A${32 * rs},${32 * rs} 0 0 1 ${hx - 6 * rs},${hy - 34 * rs}" fill="none" stroke="#fff" stroke-width="${3.5 * rs}" stroke-linecap="round" opacity="0.6"/>`);
    }
  } else if (who === 'zib') c.add(martian(c, w / 2, h * 0.93, w * 0.0042, { wave: true }));
  else if (who === 'queen-orla') c.add(martian(c, w / 2, h * 0.98, w * 0.0034, { queen: true, color: '#4fc98a' }));
  else if (who === 'captain-vex') c.add(vex(c, w / 2, h * 0.45, s));
  else if (who === 'nova') c.add(robot(c, w / 2, h * 0.36, s * 0.92, { wave: true }));
}

// ------------------------------------------------------------------ posters with text

function posterDiscovery(c) {
  const { w, h, u } = c;
  c.add(sky(c, SKIES.violet));
  c.add(nebula(c, 6, [C.magenta, C.teal, C.violet], { h: h * 0.7 }));
  c.add(stars(c, { count: 1100, h: h * 0.8, fade: true }));
  const px = w * 0.56;
  const py = h * 0.36;
  const pr = w * 0.3;
  c.add(portal(c, px, py, pr, { frame: true, sparks: 20 }));
  c.add(gears(c, px + pr * 1.05, py + pr * 0.95, pr * 0.28, { count: 4 }));
  c.add(clockTower(c, w * 0.16, h * 0.82, w * 0.16, h * 0.52, { color: '#080a26', hours: 12, minutes: 0 }));
  c.add(rooftops(c, 0, w, h * 0.8, 70 * u, 160 * u, '#120a36', C.gold));
  c.add(rooftops(c, 0, w, h * 0.86, 90 * u, 200 * u, '#07051a', C.gold));
  c.add(`<rect x="0" y="${h * 0.86}" width="${w}" height="${h * 0.14}" fill="#07051a"/>`);
  c.add(bike(c, px - pr * 0.15, py + pr * 0.85, w * 0.0042, { rider: true, color: C.orange, rot: -18 }));
  c.add(raptor(c, w * 0.72, h * 0.8, w * 0.0019, { fill: '#5cc45c', baby: true, flip: true, run: 1 }));
  for (let i = 0; i < 20; i++) c.add(sparkle(w * c.rand(0, 1), h * c.rand(0.05, 0.7), c.rand(8, 22) * u, c.pick([C.gold, '#fff', C.aqua]), 0.9));
  c.add(shade(c, 'bottom', 0.92, 0.32));
  const fill = c.linear([[0, '#ffffff'], [0.6, '#fff1c9'], [1, C.gold]]);
  c.add(label(c, 'The Discovery', w / 2, h * 0.92, { size: w * 0.12, anchor: 'middle', maxWidth: w * 0.86, shadow: 12, fill }));
}

function posterAwakening(c) {
  const { w, h, u } = c;
  c.add(sky(c, SKIES.mars));
  c.add(nebula(c, 5, [C.magenta, C.violet, C.orange], { h: h * 0.6, opacity: 0.3 }));
  c.add(stars(c, { count: 1000, h: h * 0.7, fade: true }));
  c.add(planet(c, w * 0.5, h * 0.3, w * 0.38, { colors: ['#ffb08a', '#d2543a', '#3a0c1a'], bands: 9, craters: 22, atmosphere: '#ff8a5a', ring: '#ffd0a0' }));
  c.add(glow(c, w * 0.86, h * 0.08, 50 * u, '#7ab8ff', 0.7) + planet(c, w * 0.86, h * 0.08, 16 * u, { colors: ['#bfe4ff', '#3a7ad9', '#0a2a6a'] }));
  // Captain Vex's ship: a dark arrowhead with an orange engine
  c.add(g(`translate(${w * 0.26} ${h * 0.1}) rotate(20) scale(${w * 0.0013})`, glow(c, -120, 0, 70, C.orange, 0.7) + `<path d="M-110,-20L120,0L-110,20L-80,0Z" fill="#12131f"/><path d="M-60,-8L60,0L-60,8Z" fill="${C.red}"/>`));
  const horizon = h * 0.6;
  c.add(marsGround(c, horizon, { rocks: 22 }));
  c.add(crystal(c, w * 0.5, h * 0.7, w * 0.0022, { color: C.teal, rocks: '#3d1020' }));
  c.add(martian(c, w * 0.5, h * 0.84, w * 0.0022, { queen: true, color: '#4fc98a' }));
  c.add(martian(c, w * 0.22, h * 0.84, w * 0.0021, { wave: true }));
  c.add(robot(c, w * 0.79, h * 0.71, w * 0.045));
  c.add(shade(c, 'bottom', 0.92, 0.3));
  const fill = c.linear([[0, '#ffffff'], [0.6, '#ffe9d6'], [1, '#ffb08a']]);
  c.add(label(c, 'The Awakening', w / 2, h * 0.93, { size: w * 0.12, anchor: 'middle', maxWidth: w * 0.86, shadow: 12, fill }));
}

function teaser(c) {
  const { w, h } = c;
  sceneMystery(c, { detail: 2, portalAt: [0.62, 0.56], qx: 0.2, qy: 0.58, qs: 0.0028 });
  c.add(shade(c, 'top', 0.75, 0.3));
  c.add(label(c, 'The final chapter is coming', w / 2, h * 0.14, { size: w * 0.055, anchor: 'middle', maxWidth: w * 0.86, shadow: 12, fill: c.linear([[0, '#ffffff'], [1, '#d6c2ff']]) }));
}

// ------------------------------------------------------------------ hero slides (text is overlaid in HTML)

function heroAwakening(c) {
  sceneMars(c, { horizon: 0.68, sunX: 0.7, portal: [0.8, 0.4, 0.25], crystal: [0.64, 0.93, 0.0032], martians: [[0.92, 0.95, 0.0021, { wave: true }]], detail: 1.5 });
  c.add(shade(c, 'left', 0.82, 0.55));
}

function heroDownloads(c) {
  sceneFrames(c, { cx: 0.7, cy: 0.45, detail: 1.5, frameSize: 0.33, shirtAt: [1.12, 0.28], bikeAt: [-0.15, 1.28], spots: [[-0.95, -0.52, -12], [0.1, -0.72, 7], [1.0, -0.5, 14], [-1.0, 0.5, 9], [0.12, 0.42, -6]] });
  c.add(shade(c, 'left', 0.85, 0.55));
}

// ------------------------------------------------------------------ shop and Roblox

/** round printed emblem on a 400x400 canvas (for garments) */
function badge(s, variant = 'raptor') {
  const clip = s.clip('<circle cx="200" cy="165" r="150"/>');
  let inner = sky(s, variant === 'mars' ? SKIES.mars : SKIES.violet, { x: 50, y: 15, w: 300, h: 300 }) + stars(s, { count: 70, x: 50, y: 15, w: 300, h: 300 });
  inner += portal(s, 200, 150, 95, { sparks: 6 });
  if (variant === 'raptor') inner += raptor(s, 185, 300, 1.25, { silhouette: true, fill: '#0a0620', flip: false });
  if (variant === 'bmx') inner += bike(s, 200, 290, 1.5, { rider: true, silhouette: true, riderColor: '#0a0620', rot: -12 });
  if (variant === 'mars') inner += martian(s, 200, 300, 0.9, { wave: true });
  inner += `<rect x="50" y="270" width="300" height="60" fill="#0a0620"/>`;
  s.add(`<g clip-path="${clip}">${inner}</g><circle cx="200" cy="165" r="150" fill="none" stroke="${C.gold}" stroke-width="10"/><circle cx="200" cy="165" r="162" fill="none" stroke="${C.teal}" stroke-width="4"/>`);
  s.add(logo(s, 200, 380, 36, { color: '#ffffff', accent: C.teal }));
}

function studio(c) {
  const { w, h } = c;
  c.add(`<rect width="${w}" height="${h}" fill="${c.radial([[0, '#ffffff'], [0.65, '#f1ece6'], [1, '#dcd4cb']], { cy: 0.4, r: 0.8 })}"/>`);
  c.add(`<rect y="${h * 0.8}" width="${w}" height="${h * 0.2}" fill="${c.linear([[0, '#000', 0], [1, '#000', 0.06]])}"/>`);
}

function merch(c, kind) {
  const { w, h } = c;
  studio(c);
  if (kind === 'hoodie') c.add(shirt(c, w / 2, h * 0.25, w * 0.42, { kind: 'hoodie', color: '#1c2150', print: (s) => badge(s, 'raptor'), printSize: 0.52 }));
  if (kind === 't-shirt') c.add(shirt(c, w / 2, h * 0.2, w * 0.46, { kind: 'tee', color: '#15151c', print: (s) => badge(s, 'bmx'), printSize: 0.55 }));
  if (kind === 'sweatshirt') c.add(shirt(c, w / 2, h * 0.2, w * 0.44, { kind: 'longsleeve', color: '#6a2a6a', print: (s) => badge(s, 'mars'), printSize: 0.55 }));
}

function robloxItem(c, kind) {
  const { w, h } = c;
  c.add(`<rect width="${w}" height="${h}" fill="${c.radial([[0, '#ffffff'], [1, '#e4e8f0']], { cy: 0.4 })}"/>`);
  const cx = w / 2;
  const top = h * 0.17;
  const bw = w * 0.52;
  if (kind === 'black-and-white-shirt') {
    c.add(shirt(c, cx, top, bw, {
      kind: 'tee', color: '#121212', sleeve: '#f4f4f4', trim: '#f4f4f4', printSize: 0.7,
      print: (s) => {
        s.add(`<circle cx="200" cy="150" r="110" fill="none" stroke="#fff" stroke-width="16"/><circle cx="200" cy="150" r="84" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="14 10"/>`);
        s.add(`<path d="M200,150V80M200,150L250,175" stroke="#fff" stroke-width="14" stroke-linecap="round"/><circle cx="200" cy="150" r="12" fill="#fff"/>`);
        s.add(`<text x="200" y="330" text-anchor="middle" font-family="${FONT}" font-size="46" font-weight="bold" fill="#fff">ChapterVerse</text>`);
      },
    }));
  }
  if (kind === 'black-shirt') c.add(shirt(c, cx, top, bw, { kind: 'tee', color: '#0d0d16', printSize: 0.7, print: (s) => s.add(glow(s, 200, 200, 198, C.violet, 0.6), portal(s, 200, 200, 128, { sparks: 12, glow: 0 })) }));
  if (kind === 'green-velociraptor-shirt') {
    c.add(shirt(c, cx, top, bw, {
      kind: 'tee', color: '#2e9a4e', trim: '#1f6a35', printSize: 0.72,
      print: (s) => {
        s.add(`<circle cx="200" cy="200" r="170" fill="#f4efd8"/>`);
        s.add(footprint(s, 90, 330, 0.7, '#1f6a35', 70, 2) + footprint(s, 140, 350, 0.7, '#1f6a35', 70, 2));
        s.add(raptor(s, 225, 300, 1.45, { silhouette: true, fill: '#123d20' }));
        s.add(`<circle cx="${225 + 68 * 1.45}" cy="${300 - 101 * 1.45}" r="5" fill="#f4efd8"/>`);
      },
    }));
  }
}

/** Roblox classic T-shirt decal: transparent background, white sticker outline */
function robloxDecal(c, kind) {
  // sticker edge: blurred alpha pushed back to near-solid gives a rounded white rim and a dark outer line
  const outline = c.filter('sticker',
    '<feGaussianBlur in="SourceAlpha" stdDeviation="4.5" result="b1"/><feComponentTransfer in="b1" result="a1"><feFuncA type="linear" slope="8"/></feComponentTransfer>' +
    '<feGaussianBlur in="SourceAlpha" stdDeviation="7" result="b2"/><feComponentTransfer in="b2" result="a2"><feFuncA type="linear" slope="7"/></feComponentTransfer>' +
    '<feFlood flood-color="#ffffff"/><feComposite in2="a1" operator="in" result="white"/><feFlood flood-color="#1a1030" flood-opacity="0.9"/><feComposite in2="a2" operator="in" result="dark"/>' +
    '<feMerge><feMergeNode in="dark"/><feMergeNode in="white"/><feMergeNode in="SourceGraphic"/></feMerge>');
  let art = '';
  if (kind === 'velociraptor') art = raptor(c, 290, 390, 2.0, { fill: '#4caf50' });
  if (kind === 'bmx') art = `<g opacity="0.9"><path d="M40,250h90M20,290h110M50,330h80" stroke="${C.teal}" stroke-width="12" stroke-linecap="round"/></g>` + bike(c, 280, 380, 3.0, { color: C.orange, rot: -10 });
  if (kind === 'bobble') art = bobbleHat(c, 256, 300, 1.55, C.magenta, '#ffffff');
  if (kind === 'drake') art = duck(c, 245, 452, 2.3);
  if (kind === 'car') art = car(c, 256, 340, 1.68, { body: '#2f8f83', lights: false });
  c.add(`<g filter="${outline}">${art}</g>`);
}

// ------------------------------------------------------------------ video posters (thumbnails)

function videoPoster(c, title, drawScene) {
  const { w, h } = c;
  drawScene(c);
  c.add(`<rect y="${h * 0.5}" width="${w}" height="${h * 0.5}" fill="${c.linear([[0, '#05040f', 0], [0.45, '#05040f', 0.7], [1, '#05040f', 0.92]])}"/>`);
  // Keep clear of the bottom-right corner, where the site overlays the duration.
  const maxW = w * 0.72;
  let size = Math.min(68, maxW / textWidth(title, 1));
  let lines = [title];
  if (size < 56) {
    // two balanced lines rather than one tiny one
    const words = title.split(' ');
    let best = null;
    for (let i = 1; i < words.length; i++) {
      const pair = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
      const widest = Math.max(...pair.map((l) => textWidth(l, 1)));
      if (!best || widest < best.widest) best = { pair, widest };
    }
    lines = best.pair;
    size = Math.min(68, maxW / best.widest);
  }
  const lh = size * 1.14;
  const baseY = h - 56 - (lines.length - 1) * lh;
  c.add(`<rect x="56" y="${baseY - size - 26}" width="90" height="8" rx="4" fill="${C.teal}"/>`);
  lines.forEach((line, i) => c.add(label(c, line, 56, baseY + i * lh, { size, maxWidth: maxW, shadow: 6 })));
}

// ------------------------------------------------------------------ manifest

const JOBS = [];
const jpeg = (file, w, h, draw, quality = 82) => JOBS.push({ file, w, h, draw, format: 'jpeg', quality });
const png = (file, w, h, draw, o = {}) => JOBS.push({ file, w, h, draw, format: 'png', ...o });

// 1. book covers
const B1 = 'data/books/book-one-the-discovery';
const B2 = 'data/books/book-two-the-awakening';
jpeg(`${B1}/cover.jpg`, 1200, 1800, coverOne);
jpeg(`${B2}/cover.jpg`, 1200, 1800, coverTwo);
jpeg('data/books/book-three-the-tbc/cover.jpg', 1200, 1800, coverThree);

// 2. character portraits
const BOOK_ONE_CAST = ['leo-drake', 'ava-okafor', 'professor-quill', 'rexi', 'grandad-joe'];
for (const who of BOOK_ONE_CAST) jpeg(`${B1}/characters/${who}.jpg`, 800, 800, (c) => characterPortrait(c, who, 1));
for (const who of [...BOOK_ONE_CAST, 'zib', 'queen-orla', 'captain-vex', 'nova']) jpeg(`${B2}/characters/${who}.jpg`, 800, 800, (c) => characterPortrait(c, who, 2));

// 3. Book One gallery
const GALLERY = [
  (c) => sceneAttic(c), // the attic workshop
  (c) => sceneBmxJump(c, { portalX: 0.74, riderX: 0.52, riderY: 0.52 }), // the first jump
  (c) => sceneCretaceous(c, { raptors: true }), // a Cretaceous valley
  (c) => sceneHatch(c), // Rexi hatches
  (c) => sceneCretaceous(c, { storm: true, volcanoX: 0.75 }), // storm over the ferns
  (c) => sceneClockTower(c, { towerX: 0.42 }), // the clock tower
  (c) => sceneCrystal(c), // the Quantanite crystal
  (c) => sceneRace(c), // the race home
  (c) => sceneTea(c), // back in time for tea
];
GALLERY.forEach((draw, i) => jpeg(`${B1}/gallery/gallery-${String(i + 1).padStart(2, '0')}.jpg`, 1600, 1200, draw));

// 4. hero slides
jpeg('data/home/hero-awakening.jpg', 2400, 1100, heroAwakening);
jpeg('data/home/hero-downloads.jpg', 2400, 1100, heroDownloads);

// 5. artwork downloads (landscape 2400x1600, portrait 1600x2400)
const ART = [
  ['portal-over-the-park', 'L', (c) => sceneBmxJump(c, { detail: 2.5, portalX: 0.5, portalY: 0.34, portalR: 0.3, rider: false, swings: true, raptor: true, sky: SKIES.night })],
  ['leo-and-his-bmx', 'P', (c) => sceneBmxJump(c, { detail: 2.5, moon: true, portal: false, moonX: 0.5, moonY: 0.33, moonR: 0.4, riderX: 0.44, riderY: 0.5, riderS: 0.0034, colorRider: true, city: true, rampX: 0.05, sky: SKIES.dusk })],
  ['ava-cracks-the-code', 'P', (c) => sceneCode(c)],
  ['rexi-the-velociraptor', 'L', (c) => { sceneCretaceous(c, { detail: 2.5, sunX: 0.3, pal: 'daylight' }); c.add(raptor(c, c.w * 0.58, c.h * 0.95, c.u * 4.4, { fill: '#5cc45c', baby: true })); }],
  ['the-attic-time-machine', 'L', (c) => sceneAttic(c, { detail: 2.5 })],
  ['cretaceous-sunrise', 'L', (c) => sceneCretaceous(c, { detail: 2.5, raptors: true, sunX: 0.5, sunR: 0.14, sunRays: true, pal: 'golden', volcanoX: 0.8 })],
  ['quantanite-crystal', 'P', (c) => sceneCrystal(c, { detail: 2.5 })],
  ['red-planet-rescue', 'L', (c) => sceneMars(c, { detail: 2.5, rescue: 0.62, crystal: [0.86, 0.93, 0.0026], martians: [[0.2, 0.92, 0.0022, { wave: true }], [0.33, 0.95, 0.0018, { color: '#7ae06a' }]], nova: [0.45, 0.76, 0.045] })],
  ['zib-the-martian', 'P', (c) => sceneMars(c, { detail: 2.5, horizon: 0.62, bigPlanet: [0.78, 0.18, 0.2], martians: [[0.5, 0.92, 0.0062, { wave: true }]], crystal: [0.18, 0.96, 0.0026] })],
  ['queen-orlas-palace', 'L', (c) => sceneMars(c, { detail: 2.5, sky: ['#0a0520', '#2a0e4a', '#7a2a6a', '#d9673a'], palace: 0.55, martians: [[0.3, 0.95, 0.0026, { queen: true, color: '#4fc98a' }], [0.18, 0.96, 0.0018, { wave: true }]] })],
  ['clock-tower-at-midnight', 'P', (c) => sceneClockTower(c, { detail: 2.5 })],
  ['grandads-old-car', 'L', (c) => sceneOldCar(c)],
  ['professor-quills-lab', 'L', (c) => { sceneAttic(c, { lab: true, detail: 2.5, machineX: 0.56 }); }],
  ['meteor-shower', 'L', (c) => sceneMeteor(c, { detail: 2.5 })],
  ['the-time-tunnel', 'L', (c) => sceneTunnel(c, { detail: 2.5, rider: true })],
  ['dino-footprints', 'L', (c) => sceneFootprints(c, { detail: 2.5 })],
  ['mars-base-one', 'L', (c) => sceneMars(c, { detail: 2.5, base: 0.55, sky: ['#0a0618', '#2a0d2c', '#6a2033', '#c8553a'], martians: [[0.15, 0.95, 0.0018, { wave: true }]] })],
  ['the-awakening-poster', 'P', posterAwakening],
  ['the-discovery-poster', 'P', posterDiscovery],
  ['gears-of-time', 'L', (c) => sceneGears(c, { detail: 2.5 })],
  ['starlight-bmx-jump', 'L', (c) => sceneBmxJump(c, { detail: 2.5, moon: true, portal: false, moonX: 0.55, moonY: 0.42, moonR: 0.34, riderX: 0.52, riderY: 0.45, riderS: 0.0034, sky: ['#020414', '#06224a', '#0f5a6a'], nebula: [C.teal, C.violet, C.aqua], raptor: true })],
  ['the-final-chapter-teaser', 'L', teaser],
];
for (const [name, orient, draw] of ART) {
  const [w, h] = orient === 'P' ? [1600, 2400] : [2400, 1600];
  jpeg(`data/artwork/${name}.jpg`, w, h, draw, 85);
}

// 6. shop photos
for (const kind of ['hoodie', 't-shirt', 'sweatshirt']) jpeg(`data/shop/${kind}.jpg`, 1200, 1200, (c) => merch(c, kind));

// 7. video posters
const VIDEOS = [
  ['workflow-video', 'Workflow video for book one images', (c) => sceneFrames(c, { cx: 0.5, cy: 0.36, merch: false, sky: ['#140a20', '#2a1633', '#4a2a3a'] })],
  ['awakening-promo', 'Book promo for The Awakening', (c) => sceneMars(c, { portal: [0.75, 0.3, 0.22], crystal: [0.3, 0.72, 0.002], horizon: 0.55 })],
  ['song-clip', 'Song clip', (c) => sceneSong(c)],
  ['ai-character-song-clip', 'AI character song clip', (c) => sceneSong(c, { robot: true, sky: ['#020a1c', '#0a2a5a', '#1a6a8a'] })],
  ['book-one-trailer', 'Official book 1 trailer', (c) => sceneBmxJump(c, { portalX: 0.72, portalY: 0.36, riderX: 0.5, riderY: 0.42 })],
  ['chapterverse-one-the-discovery', 'ChapterVerse One: The Discovery', (c) => sceneAttic(c, { machineX: 0.62 })],
  ['chapterverse-two-saving-the-martians', 'ChapterVerse Two: Saving the Martians', (c) => sceneMars(c, { rescue: 0.7, horizon: 0.52, martians: [[0.88, 0.6, 0.0022, { wave: true }], [0.12, 0.62, 0.002, {}]] })],
  ['chapterverse-three-quantanite', 'ChapterVerse Three: Quantanite', (c) => sceneCrystal(c, { color: C.magenta })],
];
for (const [name, title, draw] of VIDEOS) jpeg(`data/videos/posters/${name}.jpg`, 1280, 720, (c) => videoPoster(c, title, draw));

// 8. Roblox shop items and 9. free classic T-shirt decals
for (const kind of ['black-and-white-shirt', 'black-shirt', 'green-velociraptor-shirt']) png(`data/roblox/items/${kind}.png`, 800, 800, (c) => robloxItem(c, kind));
for (const kind of ['velociraptor', 'bmx', 'bobble', 'drake', 'car']) png(`data/roblox/tshirts/${kind}.png`, 512, 512, (c) => robloxDecal(c, kind));

// 10. the site icon (favicons, home-screen icons, web app manifest), from the SVG favicon
JOBS.push({ file: 'src/images/icon.png', w: 1024, h: 1024, format: 'png', svgFile: 'static/favicon.svg' });

// ------------------------------------------------------------------ render

async function render(job) {
  const out = path.join(ROOT, job.file);
  await mkdir(path.dirname(out), { recursive: true });
  if (job.svgFile) {
    const info = await sharp(path.join(ROOT, job.svgFile), { density: 72 * (job.w / 64) }).resize(job.w, job.h).png({ compressionLevel: 9 }).toFile(out);
    return info;
  }
  const c = new Canvas(job.w, job.h, hashString(job.file));
  job.draw(c);
  const svg = c.toSVG();
  if (process.env.ART_SVG_DIR) await writeFile(path.join(process.env.ART_SVG_DIR, `${path.basename(job.file)}.svg`), svg); // for debugging
  const img = sharp(Buffer.from(svg), { limitInputPixels: false });
  const encoded = job.format === 'png'
    ? img.png({ compressionLevel: 9, palette: true, quality: 95, effort: 10, dither: 1 })
    : img.flatten({ background: '#000000' }).jpeg({ quality: job.quality, mozjpeg: true });
  const info = await encoded.toFile(out);
  if (info.width !== job.w || info.height !== job.h) throw new Error(`${job.file}: got ${info.width}x${info.height}`);
  return info;
}

async function main() {
  const filter = process.argv[2];
  const jobs = filter ? JOBS.filter((j) => j.file.includes(filter)) : JOBS;
  const started = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      const t = Date.now();
      const info = await render(job);
      console.log(`${job.file}  ${job.w}x${job.h}  ${Math.round(info.size / 1024)} KB  ${Date.now() - t} ms`);
    }
  };
  await Promise.all([worker(), worker()]); // a pool of two
  console.log(`${jobs.length} images in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
