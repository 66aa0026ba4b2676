import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_PATH, CHROMIUM_FLAGS } from './scripts/chromium';
const url = process.argv[2]!;
for (let i = 0; i < 2; i++) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: [...CHROMIUM_FLAGS], logLevel: 'silent' });
  const r = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
  chrome.kill();
  const l = r!.lhr;
  console.log('TBT', Math.round(l.audits['total-blocking-time'].numericValue!), 'FCP', Math.round(l.audits['first-contentful-paint'].numericValue!), 'TTI', Math.round(l.audits['interactive']?.numericValue ?? 0));
  const lt = ((l.audits['long-tasks']?.details as { items?: { startTime: number; duration: number; url?: string }[] })?.items ?? []);
  console.log(' long:', lt.map((t) => `${Math.round(t.startTime)}+${Math.round(t.duration)} ${(t.url ?? '').split('/').pop()}`).join(' | '));
  console.log(' ', (l.audits['mainthread-work-breakdown'].details as { items: { groupLabel: string; duration: number }[] }).items.map((x) => `${x.groupLabel}:${Math.round(x.duration)}`).join(', '));
  console.log(' imgs', (l.audits['network-requests'].details as { items: { resourceType: string }[] }).items.filter((x) => x.resourceType === 'Image').length);
}
