import type { AreaCatalogue } from '../../catalogue';
import type errorsEn from '../en/errors';

const errors: AreaCatalogue<typeof errorsEn> = {
  'error.UNAUTHORIZED': '先にログインしてください',
  'error.FORBIDDEN': 'この操作を行う権限がありません',
  'error.NOT_FOUND': '見つかりません',
  'error.RATE_LIMITED': 'リクエストが多すぎます。しばらくしてからもう一度お試しください。',
  'error.CROSS_SITE_REQUEST': '他のサイトからのリクエストは許可されていません。',
  'error.PAYLOAD_TOO_LARGE': 'このフォームで送信できるサイズを超えています',
  'error.EMAIL_NOT_VERIFIED': '先にメールアドレスを確認してください',
  'error.FIRST_TIME_USER': '先にプロフィールを入力してください',
  'error.PROFILE_EXISTS': 'プロフィールはすでに登録されています',
  'error.SELF_REVOKE': '自分の管理者ロールは取り消せません',
};

export default errors;
