import type { AreaCatalogue } from '../../catalogue';
import type supportEn from '../en/support';

const support: AreaCatalogue<typeof supportEn> = {
  'support.meta.title': 'サポート',
  'support.meta.description': 'ご質問、ご提案、不具合のご連絡は CardVault チームまで。',
  'support.heading': 'サポートへのお問い合わせ',
  'support.intro':
    'ご質問やアイデア、うまく動かないことがあればお知らせください。折り返しご連絡します。',
  'support.checkingSignIn': 'ログイン状態を確認しています…',
  'support.awaiting':
    '<address>{email}</address> にリンクを送信しました。{hours} 時間以内に開くと、お問い合わせがチームに届きます。',
  'support.confirmed.body': 'アドレスの確認ありがとうございます。返信はメールでお届けします。',
  'support.linkUsed.body':
    'この確認リンクは使用済みのため、お問い合わせはすでに届いています。もう一度確認する必要はありません。',
  'support.linkExpired.title': 'この確認リンクは有効期限が切れています。',
  'support.linkExpired.body':
    'リンクの有効期間は {hours} 時間のため、お問い合わせは送信されていません。下のフォームからもう一度送信し、新しいメールから確認してください。',
  'support.linkInvalid.title': 'この確認リンクは無効です。',
  'support.linkInvalid.body':
    'コピーの際に途中で切れた可能性があるため、お問い合わせは送信されていません。メールのリンクをもう一度開くか、下のフォームからもう一度送信してください。',
  'support.next.title': 'この後の流れ',
  'support.next.user.sent': 'お問い合わせは送信するとすぐにチームに届きます。',
  'support.next.user.attachments': '添付ファイルはサポートチームだけが閲覧します。',
  'support.next.user.reply': '返信はアカウントのメールアドレスに届きます。',
  'support.next.visitor.link':
    'アドレスがご本人のものか確認するためのリンクをメールでお送りします。',
  'support.next.visitor.confirm':
    '確認後にお問い合わせが届きます。リンクの有効期間は {hours} 時間です。',
  'support.next.visitor.reply': '返信は送信元アドレスに届きます。',
  'support.form.subject': '件名',
  'support.form.from': '送信元',
  'support.form.fromPlaceholder': 'you@example.com',
  'support.form.fromHint': 'お問い合わせを確認するためのリンクをこのアドレスに送信します。',
  'support.form.message': 'メッセージ',
  'support.form.messagePlaceholder':
    '起きたこと、期待していたこと、その他お手伝いに役立つことをお書きください。',
  'support.form.sending': '送信中…',
  'support.form.waiting': '送信しました。サーバーの応答を待っています…',
  'support.form.replyToAccount': 'アカウントのメールアドレスに返信します。',
  'support.form.nothingUntilConfirmed': 'アドレスを確認するまで何も送信されません。',
  'support.form.send': '送信する',
  'support.subjects.support': 'サポート',
  'support.subjects.suggestion': 'ご提案',
  'support.subjects.bugReport': '不具合の報告',
  'support.subjects.complaint': '苦情',
  'support.subjects.billing': 'お支払い',
  'support.subjects.other': 'その他',
  'support.attachments.label': '添付ファイル',
  'support.attachments.optional': '（任意）',
  'support.attachments.count': '{count}/{max} ファイル',
  'support.attachments.drop':
    '<strong>ここにファイルをドラッグ＆ドロップ</strong>するか、このページのどこかにスクリーンショットを貼り付けてください',
  'support.attachments.choose': 'ファイルを選択',
  'support.attachments.attach': 'ファイルを添付',
  'support.attachments.limits': '最大 {max} ファイル、各 {size} まで。',
  'support.attachments.loadingLimits': '添付ファイルの上限を読み込んでいます…',
  'support.attachments.list': '添付したファイル',
  'support.attachments.remove': '削除',
  'support.attachments.removeFile': '{name} を削除',
  'support.message.invalidFrom': '送信元に有効なメールアドレスを入力してください',
  'support.message.bodyRequired': 'メッセージ本文を入力してください',
  'support.message.bodyTooLong': 'メッセージは {max} 文字以内で入力してください',
  'support.message.maxAttachments': '添付ファイルは最大 {max} 件です',
  'support.message.typeNotAllowed': '許可されていないファイル形式です: {file}',
  'support.message.tooLarge': '添付ファイルが大きすぎます: {file}',
  'support.message.configMissing': 'サポートの設定を取得できません。',
  'support.message.maxSizeMissing': '添付ファイルの最大サイズが設定されていません。',
  'support.message.sendFailed': '送信できませんでした',
  'support.message.submittedSignedIn': 'お問い合わせを送信しました',
  'support.message.submittedAnonymous': '確認メールを送信しました。受信トレイをご確認ください',
  'support.message.confirmed': 'お問い合わせを送信しました。近日中にご連絡します',
  'support.message.linkAlreadyUsed': 'このリンクは使用済みです',
  'support.message.requestFailed': 'お問い合わせを送信できませんでした',
};

export default support;
