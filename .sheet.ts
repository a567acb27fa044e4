// contact sheet of PNG pages (same size) in a grid
import { PNG } from 'pngjs';
import { readFileSync, writeFileSync } from 'node:fs';
const [out, cols, ...files] = process.argv.slice(2);
const imgs = files.map((f) => PNG.sync.read(readFileSync(f)));
const w = imgs[0]!.width, h = imgs[0]!.height, c = Number(cols), r = Math.ceil(imgs.length / c);
const sheet = new PNG({ width: w * c, height: h * r });
sheet.data.fill(128);
imgs.forEach((img, i) => PNG.bitblt(img, sheet, 0, 0, Math.min(w, img.width), Math.min(h, img.height), (i % c) * w, Math.floor(i / c) * h));
writeFileSync(out!, PNG.sync.write(sheet));
