import type { AreaCatalogue } from '../../catalogue';
import type authEn from '../en/auth';

const auth: AreaCatalogue<typeof authEn> = {
  'login.pageTitle': 'ログイン',
  'login.tagline': 'スキャンひとつで、あなたを伝える。',
  'login.highlightQr': 'カードごとに QR コード',
  'login.highlightSave': 'ワンタップで連絡先を保存',
  'login.highlightUpdate': '情報はいつでも更新できます',
  'auth.signIn.title': 'ようこそ！',
  'auth.signIn.subtitle': 'ログインして、デジタル名刺の作成・共有・管理を始めましょう。',
  'auth.signUp.title': 'アカウント作成',
  'auth.signUp.subtitle': 'メールアドレスから始めましょう。最初の 2 か月は無料です。',
  'auth.forgot.title': 'パスワードをお忘れの場合',
  'auth.forgot.subtitle':
    'メールアドレスを入力してください。パスワード再設定用のリンクをお送りします。',
  'auth.reset.title': '新しいパスワードの設定',
  'auth.reset.subtitle': 'アカウントの新しいパスワードを入力してください。',
  'auth.ssoHint':
    '職場でシングルサインオンをお使いですか？ 勤務先のメールアドレスを入力すると、組織のログイン画面に移動します。',
  'auth.ssoNotice':
    'あなたの組織ではシングルサインオンでログインします。組織のログインページへ進んでください。',
  'auth.forgotPasswordLink': 'パスワードをお忘れですか？',
  'auth.continueWithSso': 'シングルサインオンで続ける',
  'auth.signInButton': 'ログイン',
  'auth.noAccount': 'アカウントをお持ちでない方は <button>新規作成</button>',
  'auth.signInInstead': 'ログインする',
  'auth.createAccountButton': 'アカウントを作成',
  'auth.backToSignIn': 'ログインに戻る',
  'auth.or': 'または',
  'auth.continueWith': '{provider} で続ける',
  'auth.agreement':
    '続行すると、<terms>利用規約</terms>と<privacy>プライバシーポリシー</privacy>に同意したものとみなされます。',
  'auth.localMailboxTitle': 'このサーバーはメールを送信しません',
  'auth.localMailboxBody':
    'リンクは、サーバーの起動時に表示されたメールボックスのアドレス（末尾が <code>/dev/mailbox?token=…</code>）を開くと確認できます。',

  'field.email': 'メールアドレス',
  'field.password': 'パスワード',
  'field.confirmPassword': 'パスワード（確認）',
  'field.fullName': '氏名',
  'field.counter': '{length}/{max} 文字',
  'field.passwordRule': '{min} 文字以上で入力してください。',

  'auth.error.invalidEmailOrPassword':
    'ログインできませんでした：メールアドレスまたはパスワードが正しくありません。もう一度お試しください。',
  'auth.error.invalidEmail': 'ログインできませんでした：メールアドレスの形式が正しくありません。',
  'auth.error.rateLimited':
    'ログインできませんでした：失敗した試行が多すぎます。しばらくしてからもう一度お試しください。',
  'auth.error.userNotFound':
    'ログインできませんでした：このメールアドレスのアカウントはありません。先に新規登録してください。',
  'auth.error.invalidPassword':
    'ログインできませんでした：パスワードが正しくありません。もう一度お試しください。',
  'auth.error.disabled':
    'ログインできませんでした：このアカウントは無効になっています。サポートまでお問い合わせください。',
  'auth.error.other': 'ログインできませんでした：{code}',
  'auth.signUpError.invalidEmail': '登録できませんでした：メールアドレスの形式が正しくありません。',
  'auth.signUpError.rateLimited':
    '登録できませんでした：失敗した試行が多すぎます。しばらくしてからもう一度お試しください。',
  'auth.signUpError.passwordTooShort':
    '登録できませんでした：パスワードは {min} 文字以上にしてください。',
  'auth.serverDown': 'サーバーに接続できません。しばらくしてからもう一度お試しください。',
  'auth.emailNotVerifiedToast':
    'ログインする前にメールアドレスを確認してください。確認用リンクを受信トレイにお送りしています。',
  'auth.emailNotVerifiedBanner':
    'メールアドレスが確認されていません。受信トレイの確認用リンクを開いてください。',
  'auth.resendSuccess': '確認メールを送信しました。受信トレイをご確認ください。',
  'auth.resendFailure': '確認メールを再送できませんでした。もう一度お試しください。',
  'auth.resetSent': 'パスワード再設定用のメールを送信しました。受信トレイをご確認ください。',
  'auth.resetSendFailure': 'パスワード再設定用のメールを送信できませんでした。',
  'auth.socialFailure': 'ログインできませんでした',
  'auth.socialFailureWithReason': 'ログインできませんでした：{reason}。',
  'auth.missingCredentials': 'メールアドレスとパスワードを入力してください',
  'auth.accountExists':
    'このメールアドレスのアカウントはすでに存在します。ログインするか、パスワードを忘れた場合は「パスワードをお忘れですか？」をご利用ください。',
  'auth.signUpFailure': '登録できませんでした。もう一度お試しください。',
  'auth.verificationLinkInvalid':
    'この確認用リンクは無効か、有効期限が切れています。メールアドレスとパスワードでログインすると、新しいリンクが届きます。',
  'auth.resetLinkInvalid':
    'このパスワード再設定用リンクは無効か、有効期限が切れています。新しいリンクをリクエストしてください。',
  'auth.passwordReset': 'パスワードを再設定しました。新しいパスワードでログインできます。',
  'auth.passwordChanged': 'パスワードを変更しました。',
  'auth.emailVerified': 'メールアドレスを確認しました。ログインしてください。',
  'auth.accountNotLinked':
    'ログインできませんでした：このメールアドレスにはすでにアカウントがあります。最初に登録したときと同じ方法でログインしてください。',
  'auth.providerEmailNotVerified':
    'ログインできませんでした：このメールアドレスはプロバイダーで確認されていません。先にプロバイダーで確認するか、メールアドレスとパスワードで登録してください。',
  'auth.ssoRequired':
    'ログインできませんでした：このアドレスには、組織によりシングルサインオンが必須とされています。勤務先のメールアドレスでログインすると、組織のログイン画面に移動します。',
  'auth.ssoRequiredBy':
    '{organisation} では、このアドレスにシングルサインオンが必須です。組織のログインで続行してください。',
  'auth.ssoDomainNotVerified':
    'ログインできませんでした：このアドレスは、プロバイダーの組織が確認したドメインのものではありません。',
  'auth.providerError.restart':
    'ログインできませんでした：ログインに時間がかかりすぎたか、別のブラウザーで開始されました。もう一度やり直してください。',
  'auth.providerError.setup':
    'ログインできませんでした：組織のログインが正しく設定されていません。組織の管理者にシングルサインオンの設定を確認するよう依頼してください。',
  'auth.providerError.cancelled':
    'ログインできませんでした：プロバイダーでログインがキャンセルされました。',

  'auth.sendResetLink': '再設定用リンクを送信',
  'auth.back': '戻る',
  'auth.requestNewLink': '新しいリンクをリクエスト',
  'auth.resetPasswordButton': 'パスワードを再設定',
  'field.newPassword': '新しいパスワード',
  'field.confirmNewPassword': '新しいパスワード（確認）',
  'auth.resendVerification': '確認メールを再送信',

  'auth.checkingSignIn': 'ログイン状態を確認しています…',
  'logout.pageTitle': 'ログアウト',
  'logout.body': 'ログアウトしています…',
  'verify.pageTitle': 'メールアドレスの確認',
  'verify.title': '確認メールを送信しました',
  'verify.sentTo': '確認用リンクの送信先：',
  'verify.body':
    'メール内のリンクを開くと、アカウントが有効になります。見つからない場合は迷惑メールフォルダをご確認いただくか、もう一度登録して新しいリンクを受け取ってください。',
  'verify.resend': '再送信',
  'profile.title': 'プロフィールの入力',
  'profile.intro': 'お名前を入力して、アカウントの設定を完了しましょう。',
  'profile.success': 'プロフィールを登録しました',
  'profile.failure': 'プロフィールを作成できませんでした',
  'profile.disabledName': '続けるには氏名を入力してください。',
  'profile.disabledBoth': '続けるには氏名を入力し、利用規約に同意してください。',
  'profile.agree': '<terms>利用規約</terms>と<privacy>プライバシーポリシー</privacy>に同意します',
  'profile.completeButton': 'プロフィールを登録',

  'validation.emailInvalid': '有効なメールアドレスを入力してください',
  'validation.passwordMin': 'パスワードは {min} 文字以上にしてください',
  'validation.passwordMax': 'パスワードは {max} 文字以内にしてください',
  'validation.passwordsDiffer': 'パスワードが一致しません',
  'validation.termsRequired': '続けるには利用規約に同意してください',
  'validation.fullNameMissing': '氏名を入力してください',
  'validation.fullNameMax': '氏名は {max} 文字以内で入力してください',

  'mail.verify.subject': 'CardVault のメールアドレスを確認してください',
  'mail.verify.heading': 'メールアドレスの確認',
  'mail.verify.body1':
    'CardVault にご登録いただきありがとうございます。アカウントの作成を完了するには、このアドレスがご本人のものであることを確認してください。',
  'mail.verify.body2':
    'リンクの有効期限は 24 時間です。登録した覚えがない場合は、このメールを無視してください。',
  'mail.verify.action': 'メールアドレスを確認',
  'mail.reset.subject': 'CardVault のパスワード再設定',
  'mail.reset.heading': 'パスワードの再設定',
  'mail.reset.body1': 'CardVault アカウントのパスワード再設定がリクエストされました。',
  'mail.reset.body2':
    'リンクの有効期限は 1 時間で、1 回だけ使えます。お心当たりがない場合はこのメールを無視してください。パスワードは変更されません。',
  'mail.reset.action': '新しいパスワードを設定',
  'mail.existing.subject': 'CardVault のアカウントはすでにあります',
  'mail.existing.heading': 'アカウントはすでにあります',
  'mail.existing.body1':
    'このアドレスで CardVault のアカウントを作成しようとした方がいます（おそらくご本人です）。このアドレスのアカウントはすでにあるため、何も変更されていません。',
  'mail.existing.body2':
    '代わりにログインしてください。パスワードをお忘れの場合は、ログインページで「パスワードをお忘れですか？」を選んでください。アドレスがまだ確認されていない場合は、ログイン時に新しい確認用リンクが届きます。',
  'mail.existing.action': 'ログイン',
};

export default auth;
