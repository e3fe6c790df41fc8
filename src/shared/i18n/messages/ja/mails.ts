import type { AreaCatalogue } from '../../catalogue';
import type mailsEn from '../en/mails';

const mails: AreaCatalogue<typeof mailsEn> = {
  'mails.supportSubject':
    '{kind, select, support {サポート} suggestion {ご提案} bugReport {不具合の報告} complaint {苦情} billing {請求} other {その他}}',
  'mails.supportConfirm.subject': 'CardVault へのサポートのお問い合わせを確認してください',
  'mails.supportConfirm.heading': 'お問い合わせの確認',
  'mails.supportConfirm.received':
    'このアドレスから件名「{subject}」のサポートのお問い合わせを受け付けました。',
  'mails.supportConfirm.confirm':
    'ご本人が送信したものであることを確認していただくと、CardVault チームにお届けします。リンクは {hours} 時間有効で、1 回だけ使えます。',
  'mails.supportConfirm.ignore':
    'お問い合わせに心当たりがない場合は、このメールを無視してください。何も送信されません。',
  'mails.supportConfirm.action': '確認してお問い合わせを送信',
  'mails.supportReceived.subject': 'CardVault へのサポートのお問い合わせを受け付けました',
  'mails.supportReceived.heading': 'お問い合わせを受け付けました',
  'mails.supportReceived.thanks':
    'CardVault チームへのお問い合わせありがとうございます。「{subject}」のお問い合わせを受け付けました。このアドレス宛てにご返信します。',
  'mails.supportReceived.reference': '受付番号: {id}',
  'mails.supportReceived.yourMessage': 'お問い合わせ内容:',
  'mails.supportDelivery.subject': '[サポート] {subject}（{email} から）',
  'mails.supportDelivery.heading': '{subject}（{email} から）',
  'mails.supportDelivery.from': '差出人',
  'mails.supportDelivery.account': 'アカウント',
  'mails.supportDelivery.signedIn': 'サインイン中のユーザー {id}',
  'mails.supportDelivery.visitor': '訪問者（メールでアドレス確認済み）',
  'mails.supportDelivery.requestSubject': '件名',
  'mails.supportDelivery.sent': '送信日時',
  'mails.supportDelivery.requestId': 'お問い合わせ ID',
  'mails.supportDelivery.attachments': '添付ファイル',
  'mails.supportDelivery.file': '{name}（{size} バイト）',

  'mails.invitation.subject':
    '{inviter} さんから CardVault の {organisation} への招待が届いています',
  'mails.invitation.heading': 'CardVault の {organisation} に参加する',
  'mails.invitation.invited':
    '{inviter} さんが、あなたを{role, select, owner {オーナー} admin {管理者} other {メンバー}}として {organisation} に招待しました。チームの名刺は CardVault でまとめて管理されています。',
  'mails.invitation.accept':
    '招待を受けるには、このアドレス（{email}）でサインインするか、アカウントを作成してください。リンクは {days} 日間有効で、1 回だけ使えます。お心当たりがない場合は、このメールを無視してください。',
  'mails.invitation.action': '{organisation} に参加',
  'mails.provisioned.subject': 'CardVault の {organisation} に追加されました',
  'mails.provisioned.heading': 'CardVault の {organisation} へようこそ',
  'mails.provisioned.added':
    '会社のディレクトリにより、あなたは{role, select, owner {オーナー} admin {管理者} other {メンバー}}として {organisation} に追加されました。チームの名刺は CardVault でまとめて管理されています。',
  'mails.provisioned.signIn':
    'このアドレス（{email}）でサインインしてください。会社のサインインがあればそれを使い、なければ「パスワードをお忘れですか」を選んでパスワードを設定してください。お心当たりがない場合は、社内の IT 担当者にお問い合わせください。',
  'mails.provisioned.action': '{organisation} を開く',

  'mails.newLead.subject': '新しいリード: {name}（{card}）',
  'mails.newLead.heading': '新しいリードが届きました',
  'mails.newLead.shared': '{name} さんが、あなたの名刺「{card}」から連絡先を共有しました。',
  'mails.newLead.name': '名前: {value}',
  'mails.newLead.email': 'メール: {value}',
  'mails.newLead.phone': '電話: {value}',
  'mails.newLead.company': '会社: {value}',
  'mails.newLead.jobTitle': '役職: {value}',
  'mails.newLead.note': 'メッセージ: {note}',
  'mails.newLead.consent': '同意した内容: 「{consent}」（{time}）',
  'mails.newLead.reply': 'このメールに返信すると、相手に届きます。',
  'mails.newLead.action': 'リードを開く',
  'mails.cardCopyConfirm.subject':
    'CardVault から連絡先カードを受け取るには、アドレスを確認してください',
  'mails.cardCopyConfirm.heading': 'アドレスの確認',
  'mails.cardCopyConfirm.asked':
    'CardVault で、名刺の持ち主に自分の連絡先を共有したうえで、このアドレスに連絡先カードのコピーを送るよう依頼がありました。',
  'mails.cardCopyConfirm.howTo':
    'ご本人による依頼であれば、リンクを開いて「名刺を送ってもらう」を押してください。リンクは {hours} 時間有効で、1 回だけ使えます。',
  'mails.cardCopyConfirm.ignore':
    'お心当たりがない場合は、このメールを無視してください。これ以上何も送信されません。',
  'mails.cardCopyConfirm.action': '名刺を受け取る',
  'mails.cardCopy.subject': '{name} さんの連絡先カード',
  'mails.cardCopy.attached':
    'CardVault でこの名刺のコピーを依頼し、アドレスを確認していただきました。連絡先は vCard として添付されています。開いて連絡先に追加してください。',
  'mails.cardCopy.action': '名刺を開く',

  'mails.billing.cards': '{count, plural, other {{number} 枚の名刺}}',
  'mails.billing.forOrganisation': '{subject}（{organisation}）',
  'mails.billing.aboutOrganisation':
    'このメールは、あなたの組織 {organisation} のサブスクリプションに関するものです。',
  'mails.billing.manage': 'サブスクリプションを管理',
  'mails.trialStarted.subject': 'CardVault の無料トライアルが始まりました',
  'mails.trialStarted.heading': '無料トライアルが始まりました',
  'mails.trialStarted.active':
    '{cards}のトライアルが有効になりました。料金はまだ請求されていません。',
  'mails.trialStarted.firstCharge':
    'それまでに解約しない限り、{date}に {cards}の 1 年分として {amount} が初回請求されます。',
  'mails.trialStarted.cancel':
    'トライアル期間中はいつでも、サブスクリプションのページで解約したり名刺の枚数を変更したりできます。',
  'mails.trialEnding.subject': 'CardVault の無料トライアルは {date}に終了します',
  'mails.trialEnding.heading': '無料トライアルがまもなく終了します',
  'mails.trialEnding.ends': '{cards}のトライアルは {date}に終了します。',
  'mails.trialEnding.charge': 'その後、{date}に {cards}の 1 年分として {amount} を請求します。',
  'mails.trialEnding.keep':
    '名刺をそのまま使い続ける場合、手続きは不要です。やめる場合は、それまでにサブスクリプションのページで解約してください。',
  'mails.receipt.subject': 'CardVault の領収書: {amount}',
  'mails.receipt.heading': '{amount} の領収書',
  'mails.receipt.thanks': 'ありがとうございます。{date}に {amount} のお支払いを受け付けました。',
  'mails.receipt.paysFor': '{cards}の料金です。',
  'mails.receipt.paysUntil': '{date}までの {cards}の料金です。',
  'mails.receipt.reference': '参照番号: {reference}',
  'mails.receipt.action': 'サブスクリプションを表示',
  'mails.overAllocation.subject':
    'CardVault のサブスクリプションで利用できる名刺の枚数が、お持ちの枚数より少なくなりました',
  'mails.overAllocation.heading': 'サブスクリプションの枚数がお持ちの名刺より少なくなっています',
  'mails.overAllocation.situation':
    'サブスクリプションの対象は {allocation}になりましたが、現在 {held}をお持ちです。',
  'mails.overAllocation.consequence':
    '{allocation}以内に戻るまで、名刺の作成やプレミアムデザインの選択はできません。お持ちの名刺と公開ページは引き続き表示されます。',
  'mails.overAllocation.remedy': '{extra}を削除するか、料金ページで枚数を追加してください。',
  'mails.overAllocation.action': 'マイ名刺を開く',
};

export default mails;
