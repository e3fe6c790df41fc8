import type { AreaCatalogue } from '../../catalogue';
import type marketingEn from '../en/marketing';

const marketing: AreaCatalogue<typeof marketingEn> = {
  'marketing.landing.title': 'QR コード付きデジタル名刺',
  'marketing.landing.description':
    'デジタル名刺を作成し、QR コードで共有。相手はワンタップであなたの連絡先を保存できます。2 か月間無料。',
  'marketing.templates.title': 'どんなブランドにも合うテンプレート',
  'marketing.templates.description':
    'あなたの色、フォント、ロゴで仕上がる 8 つのレイアウトを、架空の人物でご紹介します。配色のコントラストは常にチェックされます。',
  'marketing.landing.ctaTitle': '次の出会いを、忘れられないものに',
  'marketing.landing.ctaText': '今日からデジタル名刺を始めましょう。最初の 2 か月は無料です。',
  'marketing.cta.createCard': 'カードを作成',
  'marketing.hero.eyebrow': 'QR コード付きデジタル名刺',
  'marketing.hero.title': 'あなたの名刺を、<em>いつもポケットに。</em>',
  'marketing.hero.text':
    '美しいデジタル名刺を数分で作成。QR コードやリンクで共有すれば、相手はワンタップであなたの情報をスマートフォンに保存できます。',
  'marketing.hero.startTrial': '無料トライアルを始める',
  'marketing.hero.seeHow': '使い方を見る',
  'marketing.hero.highlightFree': '2 か月無料',
  'marketing.hero.highlightNoApp': 'スキャンにアプリは不要',
  'marketing.hero.highlightCancel': 'いつでも解約可能',
  'marketing.hero.scanToSave': 'スキャンして保存',
  'marketing.hero.contactSaved': '連絡先を保存しました',
  'marketing.how.eyebrow': 'ご利用の流れ',
  'marketing.how.title': '登録から共有まで 4 ステップ',
  'marketing.how.description': '印刷も刷り直しも、電話番号の手入力も不要です。',
  'marketing.how.step': 'ステップ {number}',
  'marketing.how.createTitle': 'カードを作成',
  'marketing.how.createText':
    '名前、役職、連絡先、写真を追加。ライブプレビューで相手に見える姿を確認できます。',
  'marketing.how.shareTitle': 'QR コードで共有',
  'marketing.how.shareText':
    'カードごとに専用の QR コードとリンクを発行。スマートフォン、名札、メール署名に使えます。',
  'marketing.how.saveTitle': '相手は vCard を保存',
  'marketing.how.saveText':
    'ワンタップであなたの情報が相手の連絡先に直接入ります。アプリは不要です。',
  'marketing.how.updateTitle': 'いつでも最新に',
  'marketing.how.updateText':
    '役職や番号が変わっても、カードを一度編集するだけ。リンクを持つ全員に最新の情報が届きます。',
  'marketing.features.eyebrow': 'デジタル名刺',
  'marketing.features.title': '紙の名刺にできることは、すべて。そしてそれ以上に',
  'marketing.features.description':
    'CardVault のカードは、あなたを伝える生きたページです。品切れも古い情報もなく、いつでもスキャンひとつで届きます。',
  'marketing.features.qrTitle': 'カードごとに QR コード',
  'marketing.features.qrText':
    'どのカードにも専用の QR コードが付き、どのスマートフォンのカメラでも公開ページが開きます。',
  'marketing.features.saveTitle': 'ワンタップで連絡先を保存',
  'marketing.features.saveText':
    '訪問者はあなたの情報を vCard としてダウンロード。iPhone、Android、Outlook で使えます。',
  'marketing.features.shareTitle': 'どこでも共有',
  'marketing.features.shareText':
    'リンクを SMS、メール、SNS で送ったり、メール署名に入れたりできます。',
  'marketing.features.brandingTitle': '独自のブランディング',
  'marketing.features.brandingText':
    '写真、バナー、会社のロゴに加え、ウェブサイトや SNS プロフィールへのリンクも追加できます。',
  'marketing.features.templatesTitle': 'プレミアムなカードテンプレート',
  'marketing.features.templatesText':
    '小さなスマートフォンから大きなモニターまで、どの画面でも美しく見える洗練されたレイアウト。',
  'marketing.features.rolesTitle': '役割ごとにカードを',
  'marketing.features.rolesText':
    '仕事、ブランド、副業ごとに別々のカードを持ち、ひとつのアカウントでまとめて管理できます。',
  'marketing.pricing.eyebrow': '料金',
  'marketing.pricing.title': 'カードごとのシンプルな料金',
  'marketing.pricing.description':
    '必要なカードの分だけお支払いください。年払いで、カード 1 枚あたりの年額です。',
  'marketing.pricing.plan': 'CardVault Premium',
  'marketing.pricing.freeMonths': '2 か月',
  'marketing.pricing.free': '無料',
  'marketing.pricing.then': 'その後はカード 1 枚につき年額 {price}（年払い）。',
  'marketing.pricing.thenNoPrice': 'その後は年払いで、カード 1 枚あたりの年額です。',
  'marketing.pricing.trialMonths': '2 か月間の無料トライアル',
  'marketing.pricing.trialPayment': 'トライアルの開始にはお支払い方法の登録が必要です',
  'marketing.pricing.trialNoCharge': 'トライアル終了までは一切請求されません',
  'marketing.pricing.trialCancel': 'いつでも解約でき、縛りはありません',
  'marketing.pricing.included': 'すべて込み',
  'marketing.pricing.templates': 'プレミアムなカードテンプレート',
  'marketing.pricing.branding': '独自のブランディング',
  'marketing.pricing.support': '優先サポート',
  'marketing.pricing.qr': 'カードごとに専用の QR コードと vCard',
  'marketing.pricing.startTrial': '無料トライアルを始める',
  'marketing.pricing.noCharge': '本日の請求はありません。トライアル中はいつでも解約できます。',
  'marketing.samples.eyebrow': 'サンプルカード',
  'marketing.samples.title': 'あらゆる職業に',
  'marketing.samples.description':
    'デザイナー、営業チーム、医療従事者、創業者が、CardVault で素晴らしい第一印象を残しています。これらの例の人物は架空です。',
  'marketing.sample.at': '所属',
  'marketing.sample.saveContact': '連絡先を保存',
  'marketing.sample.qr': 'QR コード：このページを開きます',
  'marketing.about.title': '私たちについて',
  'marketing.about.description':
    'CardVault は、プロフェッショナルがスキャンひとつで連絡先を共有できるサービスです。',
  'marketing.about.eyebrow': '私たちのミッション',
  'marketing.about.heading': 'すべての出会いは、記憶に残るべきだから',
  'marketing.about.text':
    'CardVault は、自分を伝えることを握手のように簡単にするために生まれました。あなたの名刺を、専用の QR コードを持つ生きたページに変えます。相手は数秒であなたの情報を保存でき、いつでも最新のあなたにたどり着けます。',
  'marketing.about.signIn': 'ログイン',
  'marketing.about.createCard': 'カードを作成',
  'marketing.about.goToMyCards': 'マイカードへ',
  'marketing.about.values': '私たちが大切にしていること',
  'marketing.about.instantTitle': 'すぐにつながる',
  'marketing.about.instantText':
    'スキャンするだけ。アプリのインストールも、番号の入力も、ポケットの中で名刺をなくすこともありません。',
  'marketing.about.paperTitle': '紙を減らす',
  'marketing.about.paperText':
    '紙の名刺は毎年何十億枚も印刷され、その多くが 1 週間以内にごみ箱行きになります。',
  'marketing.about.controlTitle': '主導権はあなたに',
  'marketing.about.controlText':
    '共有する内容を選び、いつでも更新し、不要になったカードは削除できます。',
  'marketing.about.ctaTitle': 'カードを共有する準備はできましたか？',
  'marketing.about.ctaText':
    'ログインして、最初のデジタル名刺を作成しましょう。最初の 2 か月は無料です。',
  'marketing.about.ctaSignIn': 'ログインして始める',
};

export default marketing;
