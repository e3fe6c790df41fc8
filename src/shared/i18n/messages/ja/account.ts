import type { AreaCatalogue } from '../../catalogue';
import type accountEn from '../en/account';

const account: AreaCatalogue<typeof accountEn> = {
  'account.title': 'アカウント',
  'account.nav.label': 'アカウント',
  'account.nav.account': 'アカウント',
  'account.nav.myCards': 'マイカード',
  'account.nav.subscription': 'サブスクリプションの管理',
  'account.nav.signOut': 'ログアウト',
  'account.profile.title': 'プロフィール',
  'account.profile.description': 'CardVault 全体で使われる名前と写真です。',
  'account.profile.pictureAlt': 'プロフィール写真',
  'account.profile.changePicture': '写真を変更',
  'account.profile.thing': 'プロフィール',
  'account.profile.email': 'メールアドレス',
  'account.profile.emailHint': 'メールアドレスはここでは変更できません。',
  'account.profile.uploading': '写真をアップロードしています…',
  'account.profile.saving': '保存しています…',
  'account.profile.save': '変更を保存',
  'account.profile.saved': 'アカウント情報を保存しました。',
  'account.profile.failed': 'アカウント情報を更新できませんでした',
  'account.profile.newerLoaded':
    '別の場所で保存されたプロフィールを読み込みました。ほかに変更はありません。',
  'account.avatar.title': 'プロフィール写真',
  'account.avatar.description': '写真を選び、プレビューを確認してから適用してください。',
  'account.avatar.choose': '写真を選択',
  'account.avatar.previewAlt': 'プロフィール写真のプレビュー',
  'account.conflict.fullName': '氏名',
  'account.conflict.picture': 'プロフィール写真',
  'account.conflict.noPicture': '写真なし',
  'account.conflict.yourPicture': 'プロフィール写真: あなたの写真',
  'account.conflict.newerPicture': 'プロフィール写真: 後から保存された写真',
  'account.password.title': 'パスワードの変更',
  'account.password.description':
    '現在のパスワードを入力してから、新しいパスワードを決めてください。',
  'account.password.current': '現在のパスワード',
  'account.password.new': '新しいパスワード',
  'account.password.submit': 'パスワードを変更',
  'account.data.title': 'あなたのデータ',
  'account.data.description':
    'プロフィール、カードとその画像、vCard、日ごとの数値を 1 つの ZIP ファイルでダウンロードできます。各ファイルを説明する README 付きです。',
  'account.data.download': 'データをダウンロード',
  'account.data.limit': 'ダウンロードは 1 時間に {count} 回までです。',
  'account.delete.title': 'アカウントの削除',
  'account.delete.description':
    'アカウントとその中のすべてを削除し、サブスクリプションを解約します。元に戻すことはできません。',
  'account.delete.open': 'アカウントを削除',
  'account.delete.close': 'アカウント削除のダイアログを閉じる',
  'account.delete.dialogTitle': 'アカウントを削除',
  'account.delete.withPassword': '確認のため、メールアドレスとパスワードを入力してください。',
  'account.delete.recentSignIn':
    '確認のため、メールアドレスを入力してください。過去 {minutes} 分以内にログインしている必要があります。そうでない場合は、先にログアウトしてもう一度ログインしてください。',
  'account.delete.submit': 'アカウントを完全に削除',
  'account.delete.warning':
    'アカウント、プロフィール、カードとその画像、vCard、日ごとの数値はただちに削除され、サブスクリプションも今すぐ解約されます。コピーを残したい場合は、先にデータをダウンロードしてください。',
  'account.delete.emailLabel': 'メールアドレス',
  'account.delete.emailHint': '<address>{email}</address> をもう一度入力してください。',
  'account.delete.passwordLabel': 'パスワード',
  'account.delete.typeEmail': '確認のためメールアドレスを入力してください',
  'account.delete.notYourEmail': 'アカウントのメールアドレスと一致しません',
  'account.delete.enterPassword': 'パスワードを入力してください',
  'account.delete.wrongPassword': 'パスワードが正しくありません',
  'account.delete.reauthenticate':
    '安全のため、ログアウトしてもう一度ログインし、{minutes} 分以内にアカウントを削除してください。',
  'account.delete.failed': 'アカウントを削除できませんでした。もう一度お試しください。',
  'account.delete.done': 'アカウントとその中のすべてを削除しました。',
};

export default account;
