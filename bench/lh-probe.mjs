import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
for (const route of process.argv.slice(2)) {
  await lighthouse(`http://localhost:3900${route}`, {
    port: chrome.port,
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const scores = [];
  for (let i = 0; i < Number(process.env.RUNS ?? 3); i++) {
    const { lhr } = await lighthouse(`http://localhost:3900${route}`, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const a = lhr.audits;
    scores.push(
      [
        Math.round(lhr.categories.performance.score * 100),
        a['first-contentful-paint'].displayValue,
        a['largest-contentful-paint'].displayValue,
        a['speed-index'].displayValue,
        a['total-blocking-time'].displayValue,
      ].join(' '),
    );
    if (i === 0) {
      fs.writeFileSync(`/tmp/lhr-${route.replace(/\W/g, '_')}.json`, JSON.stringify(lhr));
      const m = a.metrics.details.items[0];
      console.log(
        route,
        'observed FCP',
        m.observedFirstContentfulPaint,
        'LCP',
        m.observedLargestContentfulPaint,
        'load',
        m.observedLoad,
      );
      for (const r of a['network-requests'].details.items)
        console.log(
          Math.round(r.networkRequestTime),
          Math.round(r.networkEndTime),
          r.transferSize,
          r.priority,
          r.resourceType,
          r.url.slice(21, 110),
        );
      console.log(
        'LCP element',
        JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet),
      );
      console.log(
        'LCP phases',
        JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[1]?.items),
      );
    }
  }
  console.log(route, scores.join(' | '));
}
await chrome.kill();
