/**
 * The chart as a PNG without any library: the SVG is cloned with its computed styles inlined (CSS variables
 * and stylesheet rules do not survive serialization), drawn on a canvas under a title and a legend, then
 * encoded with canvas.toBlob.
 */
const STYLE_PROPS = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'visibility',
  'display',
];

function inlineStyles(source: Element, target: Element): void {
  const cs = getComputedStyle(source);
  const style = STYLE_PROPS.map((p) => `${p}:${cs.getPropertyValue(p)}`).join(';');
  target.setAttribute('style', style);
  const s = source.children;
  const t = target.children;
  for (let i = 0; i < s.length && i < t.length; i++) inlineStyles(s[i] as Element, t[i] as Element);
}

export interface PngLegendItem {
  label: string;
  color: string;
}

export interface PngOptions {
  title: string;
  subtitle: string;
  legend: PngLegendItem[];
  background: string;
  text: string;
  muted: string;
  font: string;
  pixelRatio?: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('the chart image could not be drawn'));
    img.src = src;
  });
}

export async function chartToPng(svg: SVGSVGElement, o: PngOptions): Promise<Blob> {
  const box = svg.getBoundingClientRect();
  const width = Math.max(1, Math.round(box.width));
  const height = Math.max(1, Math.round(box.height));
  const clone = svg.cloneNode(true) as SVGSVGElement;
  inlineStyles(svg, clone);
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  const xml = new XMLSerializer().serializeToString(clone);
  const img = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(xml)}`);

  const ratio = o.pixelRatio ?? 2;
  const header = 76;
  const canvas = document.createElement('canvas');
  canvas.width = width * ratio;
  canvas.height = (height + header) * ratio;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  ctx.scale(ratio, ratio);
  ctx.fillStyle = o.background;
  ctx.fillRect(0, 0, width, height + header);
  ctx.fillStyle = o.text;
  ctx.font = `600 17px ${o.font}`;
  ctx.fillText(o.title, 16, 26);
  ctx.fillStyle = o.muted;
  ctx.font = `13px ${o.font}`;
  ctx.fillText(o.subtitle, 16, 46);
  let x = 16;
  for (const item of o.legend) {
    ctx.fillStyle = item.color;
    ctx.fillRect(x, 60, 18, 4);
    ctx.fillStyle = o.text;
    ctx.fillText(item.label, x + 24, 66);
    x += 24 + ctx.measureText(item.label).width + 20;
  }
  ctx.drawImage(img, 0, header, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('PNG encoding failed'))), 'image/png'),
  );
}
