import { launchBrowser } from '/work/wt-suite/tools/browser/chromium';
import { startStaticServer } from '/work/wt-suite/tools/browser/static-server';
const { server, origin } = await startStaticServer('/tmp/dist-suite', '/agent-memory-lab/');
const browser = await launchBrowser();
const rate = Number(process.argv[2] ?? 4);
for (let rep = 0; rep < 3; rep++) {
  const context = await browser.newContext({ locale: 'fr-FR', colorScheme: 'dark', viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.addInitScript(() => {
    (window as any).__ev = [];
    for (const t of ['pointerdown', 'pointerup', 'click'])
      addEventListener(t, (e) => (window as any).__ev.push(`${t}:${(e.target as Element).tagName}.${(e.target as Element).className}@${Math.round(performance.now())}`), true);
    new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as any).__ev.push(`shift:${(e as any).value.toFixed(3)}@${Math.round(e.startTime)}[${((e as any).sources||[]).map((s:any)=>{const n=s.node as Element|null; return n? (n.tagName+'.'+(n.className||'')+'#'+(n.textContent||'').slice(0,30)+' '+Math.round(s.previousRect.y)+'->'+Math.round(s.currentRect.y)+' h'+Math.round(s.previousRect.height)+'->'+Math.round(s.currentRect.height)):'?'}).join(' | ')}]`); }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${origin}/agent-memory-lab/#/fr/chapter/1/progressive-summary`);
  const cell = page.getByRole('group', { name: 'Résumé progressif : sept messages, une fenêtre de trois', exact: true });
  const btn = cell.getByRole('button', { name: 'Exécuter', exact: true });
  await btn.waitFor();
  await btn.click();
  const t = Date.now();
  await new Promise((r) => setTimeout(r, 1500));
  const region = await cell.getByRole('region', { name: 'Sortie' }).textContent();
  console.log(rep, JSON.stringify(region?.slice(0, 80)), (await page.evaluate(() => (window as any).__ev)).join(' '));
  await context.close();
}
await browser.close();
server.close();
