import { readFileSync } from 'node:fs';
import { typedNumbers } from './test/content/numbers';
const files = process.argv.slice(2);
let total = 0;
for (const f of files) {
  const src = readFileSync(f, 'utf8'); const lang = f.includes('.fr.') ? 'fr' : 'en';
  const nums = typedNumbers(src, lang as any);
  total += nums.length;
  console.log(`== ${f} (${nums.length})`);
  for (const n of nums) console.log(`  L${n.line} ${n.inLink?'[link] ':''}${JSON.stringify(n.value)}  …${src.slice(Math.max(0,n.start-35), n.end+25).replace(/\s+/g,' ')}…`);
}
console.log('total', total);
