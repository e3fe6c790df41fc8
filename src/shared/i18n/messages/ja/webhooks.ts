import type { AreaCatalogue } from '../../catalogue';
import type webhooksEn from '../en/webhooks';

const webhooks: AreaCatalogue<typeof webhooksEn> = {
  'webhooks.title': 'Webhook',
  'webhooks.endpoints': 'エンドポイント',
  'webhooks.teamDescribe':
    '{organisation} のすべてのカードの新しいリードと変更を、カードの割り当て先にかかわらず、CRM や自動化ツールに送信します。メンバー個人のエンドポイントには送られません。',
  'webhooks.teamRefusal':
    '{organisation} の Webhook を表示・設定できるのはオーナーと管理者のみです。',
  'webhooks.accountDescription':
    '新しいリードとカードの変更を CRM や自動化ツールに送信します。各リクエストはエンドポイントのシークレットで署名され (Standard Webhooks)、エンドポイントが停止している場合はしばらく再試行されます。',
  'webhooks.organisationDescription':
    '各リクエストはエンドポイントのシークレットで署名され (Standard Webhooks)、エンドポイントが停止している場合はしばらく再試行されます。',
  'webhooks.failure.load': 'Webhook を読み込めませんでした',
  'webhooks.failure.create': 'Webhook のエンドポイントを追加できませんでした',
  'webhooks.failure.remove': 'Webhook のエンドポイントを削除できませんでした',
  'webhooks.failure.test': 'テストイベントを送信できませんでした',
  'webhooks.event.leadCreated': '訪問者が連絡先を共有 (lead.created)',
  'webhooks.event.cardUpdated': 'カードが更新された (card.updated)',
  'webhooks.event.cardDeleted': 'カードが削除された (card.deleted)',
  'webhooks.url': 'エンドポイント URL',
  'webhooks.urlHint':
    '公開インターネット上の HTTPS アドレス。運営者が許可していれば、このサイト自身のネットワーク上のアドレスも使えます。',
  'webhooks.events': 'イベント',
  'webhooks.add': 'エンドポイントを追加',
  'webhooks.state.sending': '送信中…',
  'webhooks.state.retrying': '再試行中',
  'webhooks.state.delivered': '配信済み',
  'webhooks.state.failed': '失敗',
  'webhooks.noAnswer': '応答なし',
  'webhooks.httpStatus': 'HTTP {status}',
  'webhooks.attempts': '{count, plural, other {# 回試行}}',
  'webhooks.queued': '待機中',
  'webhooks.waiting': '応答を待っています',
  'webhooks.waitingAttempt': '応答を待っています · {attempt} 回目',
  'webhooks.nextTry': '次回の試行 {date}',
  'webhooks.testQueued': 'テストイベントを送信待ちにしました。配信状況は下に表示されます。',
  'webhooks.added': '{date} に追加',
  'webhooks.sendTest': 'テストイベントを送信',
  'webhooks.lastDeliveries': '最近の配信',
  'webhooks.noDeliveries': 'まだありません。テストイベントを送って試してください。',
  'webhooks.addedTitle': 'エンドポイントを追加しました。署名シークレットをコピーしてください',
  'webhooks.secretOnce': 'この署名シークレットを今すぐコピーしてください。再表示はできません。',
  'webhooks.secret': '署名シークレット',
  'webhooks.copySecret': 'シークレットをコピー',
  'webhooks.list': 'Webhook のエンドポイント',
  'webhooks.loading': 'Webhook を読み込んでいます…',
  'webhooks.none': 'まだエンドポイントはありません。',
  'webhooks.delete': '削除',
  'webhooks.deleteLabel': 'エンドポイント {url} を削除',
  'webhooks.deleteTitle': 'Webhook のエンドポイントを削除',
  'webhooks.deleteBody': '{url} にはイベントが送信されなくなります。配信履歴も削除されます。',
  'webhooks.deleted': 'Webhook のエンドポイントを削除しました。',
  'webhooks.refusal.NOT_HTTPS': 'URL は https:// で始めてください',
  'webhooks.refusal.NO_HOST': 'URL にホストがありません',
  'webhooks.refusal.UNRESOLVED': '{host} の名前を解決できませんでした',
  'webhooks.refusal.NOT_PUBLIC': '{address} は公開アドレスではありません',
  'webhooks.refusal.RESOLVES_NOT_PUBLIC':
    '{host} は公開されていないアドレス（{address}）を指しています',
};

export default webhooks;
