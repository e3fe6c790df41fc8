import type { AreaCatalogue } from '../../catalogue';
import type appEn from '../en/app';

const app: AreaCatalogue<typeof appEn> = {
  'shell.loading': 'CardVault を読み込んでいます…',
  'shell.skipToContent': 'コンテンツへ移動',

  'language.label': '言語',

  'header.mainNav': 'メイン',
  'header.mobileNav': 'モバイル',
  'header.menu': 'メニュー',
  'header.login': 'ログイン',
  'header.createCard': 'カードを作成',
  'header.signOut': 'ログアウト',
  'header.signedInAs': '<b>{email}</b> でログイン中',
  'header.userMenu': 'ユーザーメニュー',
  'header.adminShort': '管理',
  'header.adminConsole': '管理コンソール',
  'nav.myCards': 'マイカード',
  'nav.insights': 'インサイト',
  'nav.leads': 'リード',
  'nav.team': 'チーム',
  'nav.pricing': '料金',
  'nav.account': 'アカウント',
  'nav.subscription': 'サブスクリプション',
  'nav.digitalBusinessCards': 'デジタル名刺',
  'nav.howItWorks': 'ご利用の流れ',

  'footer.tagline':
    'カードごとに QR コードが付いたデジタル名刺。スキャンひとつで、あなたを伝えます。',
  'footer.nav': 'フッター',
  'footer.company': '会社情報',
  'footer.about': 'CardVault について',
  'footer.feedback': 'ご意見・ご要望',
  'footer.legal': '規約',
  'footer.terms': '利用規約',
  'footer.privacy': 'プライバシーポリシー',
  'footer.copyright': '© {year} CardVault. All rights reserved.',
};

export default app;
