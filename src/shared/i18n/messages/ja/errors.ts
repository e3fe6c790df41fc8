import type { AreaCatalogue } from '../../catalogue';
import type errorsEn from '../en/errors';

const errors: AreaCatalogue<typeof errorsEn> = {
  'error.VALIDATION_ERROR': '送信された値の一部が受け付けられません',
  'error.INVALID_INPUT': 'リクエストに保存または検索できない値が含まれています',
  'error.INVALID_JSON': 'リクエストの本文が正しい JSON ではありません',
  'error.INVALID_CONTENT_LENGTH': 'Content-Length がリクエストの本文と一致しません',
  'error.BAD_REQUEST': 'リクエストを処理できませんでした',
  'error.REQUEST_ERROR': 'リクエストを処理できませんでした',
  'error.UNAUTHORIZED': '先にログインしてください',
  'error.FORBIDDEN': 'この操作を行う権限がありません',
  'error.NOT_FOUND': '見つかりません',
  'error.CROSS_SITE_REQUEST': '他のサイトからのリクエストは許可されていません。',
  'error.RATE_LIMITED': 'リクエストが多すぎます。しばらくしてからもう一度お試しください。',
  'error.RATE_LIMITED.inMinutes':
    'リクエストが多すぎます。{minutes} 分後にもう一度お試しください。',
  'error.INTERNAL_ERROR': '問題が発生しました',
  'error.DATABASE_UNAVAILABLE': 'データベースが応答しませんでした',
  'error.STORAGE_UNAVAILABLE':
    '現在ファイルストレージに接続できません。変更は行われていません。しばらくしてからもう一度お試しください。',
  'error.NOT_READY': 'サーバーを起動しています。しばらくしてからもう一度お試しください。',
  'error.PAYLOAD_TOO_LARGE': 'このフォームで送信できるサイズを超えています',
  'error.UNSUPPORTED_MEDIA_TYPE': 'この種類のコンテンツには対応していません',
  'error.MALFORMED_MULTIPART': 'multipart/form-data の本文の形式が正しくありません',
  'error.FILE_TOO_LARGE': 'ファイルが大きすぎます。最大 {megabytes} MB までです。',
  'error.TOO_MANY_FILES': 'ファイルは {max} 個までです',
  'error.FILE_TYPE_NOT_ALLOWED': '許可されていないファイル形式です: {file}',
  'error.INVALID_IMAGE':
    'ファイル形式が正しくありません。JPEG、JPG、PNG のいずれかを使用してください。',
  'error.IMAGE_TOO_LARGE': 'この画像はアップロードできるピクセル数を超えています',
  'error.IMAGE_SHAPE_NOT_ACCEPTED':
    'この画像は {width} × {height} ピクセルです。各辺は {minSide} ピクセル以上で、もう一方の辺の {maxRatio} 倍以下にしてください。',
  'error.ATTACHMENTS_NOT_ALLOWED':
    'ファイルを添付できるのはログインしているユーザーだけです。ログインして添付するか、添付せずにメッセージを送信してください。',
  'error.EMAIL_NOT_VERIFIED': '先にメールアドレスを確認してください',
  'error.FIRST_TIME_USER': '先にプロフィールを入力してください',
  'error.PROFILE_EXISTS': 'プロフィールはすでに登録されています',
  'error.PROFILE_INCOMPLETE':
    'このユーザーはまだプロフィールを入力していないため、管理者にできません',
  'error.ADMIN_BY_CONFIG':
    '{email} は ADMIN_EMAILS によって管理者になっています。そこからアドレスを削除してください',
  'error.SELF_REVOKE': '自分の管理者ロールは取り消せません',
  'error.CONFIRMATION_MISMATCH': '入力内容が一致しません。表示どおりに正確に入力してください',
  'error.REAUTHENTICATION_REQUIRED':
    '安全のため、一度ログアウトしてから再度ログインし、{minutes} 分以内にアカウントを削除してください。',
  'error.SELF_DELETE': '自分のアカウントは、コンソールではなくアカウントページから削除してください',
  'error.AUTH_ERROR': '認証に失敗しました',
  'error.INVALID_CALLBACK_URL': '{field}: このサイトのアドレスを指定してください',
  'error.INVALID_EMAIL_OR_PASSWORD': 'メールアドレスまたはパスワードが正しくありません',
  'error.INVALID_EMAIL': 'メールアドレスの形式が正しくありません',
  'error.INVALID_PASSWORD': 'パスワードが正しくありません',
  'error.USER_NOT_FOUND': 'このメールアドレスのアカウントは見つかりません',
  'error.BANNED_USER': 'このアカウントは無効になっています。サポートにお問い合わせください。',
  'error.USER_DISABLED': 'このアカウントは無効になっています。サポートにお問い合わせください。',
  'error.USER_ALREADY_EXISTS': 'このメールアドレスのアカウントはすでに存在します',
  'error.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
    'このメールアドレスのアカウントはすでに存在します。別のメールアドレスを使用してください。',
  'error.PASSWORD_TOO_SHORT': 'パスワードが短すぎます',
  'error.INVALID_TOKEN': 'このリンクは無効です',
  'error.TOKEN_EXPIRED': 'このリンクは有効期限が切れています',
  'error.NO_SUBSCRIPTION': 'サブスクリプションはまだありません',
  'error.MAX_CARDS': '名刺の上限に達しました。サブスクリプションに名刺を追加してください。',
  'error.PREMIUM_REQUIRED': 'この選択肢はプレミアム名刺テンプレートに含まれます',
  'error.NOT_TRIALING': 'このサブスクリプションはトライアル期間中ではありません',
  'error.BELOW_CARD_COUNT':
    'すでに {created} 枚の名刺をお持ちのため、トライアルには {created} 枚以上が必要です（ご指定: {asked} 枚）。',
  'error.ALREADY_CANCELED': 'このサブスクリプションはすでに解約されています',
  'error.HAS_SUBSCRIPTION':
    'このユーザーにはすでにサブスクリプションがあります。そちらを編集してください',
  'error.STATUS_FROM_PROVIDER':
    'このサブスクリプションのステータスは決済サービスに従います。「解約」を使うか、「同期」で読み直してください',
  'error.SUBSCRIPTION_NOT_BILLABLE': 'このサブスクリプションは決済サービスで請求されていません',
  'error.PAYMENT_FAILED':
    'お支払いを処理できませんでした。お支払い方法を更新して、もう一度お試しください。',
  'error.EDIT_CONFLICT': '開いた後に別の場所で変更されました',
  'error.CHECKOUT_EXPIRED':
    'この決済は期限切れです。新しい決済が開始されたか、決済を開いた後にサブスクリプションが変更されたか、開いてから 1 時間以上経過しています。料金は請求されていません。料金ページからやり直してください。',
  'error.CHECKOUT_COMPLETED':
    '直前の決済が完了し、サブスクリプションの準備中です。新たに決済を始めず、しばらくしてからページを再読み込みしてください。',
  'error.INVALID_WEBHOOK': 'Webhook を検証できませんでした',
  'error.NOT_CONFIGURED': 'この機能はこのサーバーで設定されていません',
  'error.LINK_ALREADY_USED': 'このリンクはすでに使用されています。名刺は送信済みです。',
  'error.LINK_EXPIRED':
    'このリンクは有効期限が切れています（有効期間は {hours} 時間です）。名刺のページからもう一度コピーをリクエストしてください。',
  'error.EXPORT_TOO_LARGE':
    'Excel ファイルに含められるリードは {max} 件までです。フィルターで絞り込むか、CSV でエクスポートしてください。',
  'error.SLUG_TAKEN': 'このアドレスは別の組織が使用しています',
  'error.ALREADY_MEMBER': 'この人はすでにメンバーです',
  'error.LAST_OWNER': '組織にはオーナーが必要です。先に別の人をオーナーにしてください',
  'error.INVITATION_WRONG_ADDRESS': 'この招待は別のメールアドレスに送信されたものです',
  'error.INVITATION_EXPIRED': 'この招待は有効期限が切れています。新しい招待を依頼してください',
  'error.INVITATION_CLOSED': 'この招待は取り消されたか、すでに使用されています',
  'error.NOT_A_MEMBER': '組織の名刺を割り当てられるのは、その組織のメンバーだけです',
  'error.FIELD_LOCKED':
    '「{field}」は{organisation}によって設定されています。ブランドキットの変更はオーナーまたは管理者に依頼してください',
  'error.DOMAIN_TAKEN': 'このドメインは別の組織がすでに認証しています',
  'error.DOMAIN_LIMIT': '1 つの組織が持てるドメインは {max} 個までです',
  'error.DNS_LOOKUP_FAILED':
    'DNS の照会が {seconds} 秒以内に応答しませんでした。1 分ほどしてからもう一度お試しください。',
  'error.SSO_REQUIRED':
    'このアドレスにはシングルサインオンが必要です。組織のサインインで続行してください。',
  'error.SSO_DOMAIN_NOT_VERIFIED':
    '{domain} はこの組織の認証済みドメインではありません。先に認証してください（チーム → ドメイン）。',
  'error.SSO_PROVIDER_INVALID':
    '組織のサインインを開始できませんでした。組織の管理者にシングルサインオンの設定を確認してもらってください',
  'error.API_TOKEN_INVALID': 'API トークンが無効です',
  'error.API_TOKEN_EXPIRED': 'API トークンの有効期限が切れています',
  'error.API_TOKEN_REVOKED': 'API トークンは取り消されています',
  'error.API_TOKEN_NOT_ACCEPTED': 'このルートは API トークンを受け付けません',
  'error.API_TOKEN_SCOPE_MISSING': 'API トークンに {scope} スコープがありません',
  'error.API_TOKEN_LIMIT':
    '1 つの組織が持てる有効なトークンは {max} 個までです。先にどれかを取り消してください',
  'error.SCIM_TOKEN_LIMIT':
    '1 つの組織が使用できるトークンは {max} 個までです。先にどれかを取り消してください',
  'error.NETWORK_ERROR': 'サーバーに接続できません。しばらくしてからもう一度お試しください。',
  'error.INVALID_RESPONSE': 'サーバーから、このページで読み取れない応答が返されました',
  'error.UNKNOWN': '問題が発生しました',
};

export default errors;
