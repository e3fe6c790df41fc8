import { describe, expect, it } from 'vitest';
import { deviceOf, isBot, sourceOf, srcOfUrl } from './classify';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const SAFARI_PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('the bot filter', () => {
  it('lets people through', () => {
    for (const agent of [CHROME, SAFARI_PHONE, ANDROID, FIREFOX]) {
      expect(isBot('GET', { 'user-agent': agent }), agent).toBe(false);
    }
  });

  it('filters crawlers, link previews, tools, headless browsers and an empty user agent', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'WhatsApp/2.23.20.0 A',
      'TelegramBot (like TwitterBot)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
      'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
      'Twitterbot/1.0',
      'curl/8.5.0',
      'Wget/1.21.4',
      'python-requests/2.31.0',
      'Go-http-client/1.1',
      'node-fetch/1.0',
      CHROME.replace('Chrome/', 'HeadlessChrome/'),
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      '',
      '   ',
    ]) {
      expect(isBot('GET', { 'user-agent': agent }), agent).toBe(true);
    }
    expect(isBot('GET', {})).toBe(true);
  });

  it('filters HEAD and the requests browsers make on their own', () => {
    expect(isBot('HEAD', { 'user-agent': CHROME })).toBe(true);
    expect(isBot('GET', { 'user-agent': CHROME, 'sec-purpose': 'prefetch' })).toBe(true);
    expect(isBot('GET', { 'user-agent': CHROME, 'sec-purpose': 'prefetch;prerender' })).toBe(true);
    expect(isBot('GET', { 'user-agent': CHROME, purpose: 'prefetch' })).toBe(true);
    expect(isBot('GET', { 'user-agent': FIREFOX, 'x-moz': 'prefetch' })).toBe(true);
  });
});

describe('the source of a visit', () => {
  it('takes the src of our own codes and links, and calls anything else direct', () => {
    expect(sourceOf('qr', undefined, 'cards.example')).toBe('qr');
    expect(sourceOf('nfc', 'https://elsewhere.example/', 'cards.example')).toBe('nfc');
    expect(sourceOf('wallet', undefined, 'cards.example')).toBe('wallet');
    expect(sourceOf('QR', undefined, 'cards.example')).toBe('direct');
    expect(sourceOf('<script>', undefined, 'cards.example')).toBe('direct');
    expect(sourceOf(['qr'], undefined, 'cards.example')).toBe('direct');
  });

  it('names another site by its host, without www., and our own pages as direct', () => {
    expect(sourceOf(undefined, 'https://www.linkedin.com/feed/', 'cards.example')).toBe(
      'linkedin.com',
    );
    expect(sourceOf(undefined, 'https://News.Example.org/a?b=c', 'cards.example')).toBe(
      'news.example.org',
    );
    expect(sourceOf(undefined, 'https://cards.example/', 'cards.example')).toBe('direct');
    expect(sourceOf(undefined, 'http://127.0.0.1:3000/', '127.0.0.1:3000')).toBe('direct');
    expect(sourceOf(undefined, 'http://www.cards.example/', 'cards.example:443')).toBe('direct');
  });

  it('never takes a one-word host for one of the fixed sources', () => {
    for (const host of ['qr', 'nfc', 'direct', 'other']) {
      expect(sourceOf(undefined, `http://${host}/`, 'cards.example')).toBe('direct');
    }
  });

  it('calls a referrer that is not a usable address direct', () => {
    expect(sourceOf(undefined, 'not a url', 'cards.example')).toBe('direct');
    expect(sourceOf(undefined, 'android-app://com.slack/', 'cards.example')).toBe('com.slack');
    expect(sourceOf(undefined, 'data:text/html,hi', 'cards.example')).toBe('direct');
    expect(sourceOf(undefined, `https://${'a'.repeat(64)}.example/`, 'cards.example')).toBe(
      'direct',
    );
  });

  it('reads src from a raw request URL', () => {
    expect(srcOfUrl('/showcase?id=abc&src=qr')).toBe('qr');
    expect(srcOfUrl('/showcase?id=abc')).toBeUndefined();
    expect(srcOfUrl('/showcase?id=src=x')).toBe(undefined);
  });
});

describe('the device', () => {
  it('tells phones and tablets from desktops', () => {
    expect(deviceOf({ 'user-agent': SAFARI_PHONE })).toBe('mobile');
    expect(deviceOf({ 'user-agent': ANDROID })).toBe('mobile');
    expect(deviceOf({ 'user-agent': CHROME })).toBe('desktop');
    expect(deviceOf({ 'user-agent': CHROME, 'sec-ch-ua-mobile': '?1' })).toBe('mobile');
  });
});
