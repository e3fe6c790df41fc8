import type { AreaCatalogue } from '../../catalogue';
import type editorEn from '../en/editor';

const editor: AreaCatalogue<typeof editorEn> = {
  'editor.createTitle': 'カードを作成',
  'editor.createOrgTitle': '組織のカードを作成',
  'editor.updateTitle': 'カードを編集',
  'editor.createIntro':
    '情報を入力してください。プレビューには、相手に見えるとおりのカードが表示されます。',
  'editor.createOrgIntro':
    'カードを使う人の情報を入力してください。料金は{organisation}のサブスクリプションで支払われ、チームページでメンバーに割り当てられます。',
  'editor.updateIntro':
    '自由に変更してください。プレビューは入力に合わせて変わります。カードを更新するまで何も保存されません。',
  'editor.belongsTo': '{organisation}のカード',
  'editor.anOrganisation': '組織',
  'editor.yourOrganisation': 'あなたの組織',
  'editor.loadingOrganisation': '組織を読み込んでいます…',
  'editor.loadingCard': 'カードを読み込んでいます…',
  'editor.notAMember': '「{slug}」の組織のメンバーではありません。',
  'editor.createOwn': '自分のカードを作成',
  'editor.onlyManagersCreate': '{organisation}のカードを作成できるのは、オーナーと管理者だけです。',
  'editor.backToOrgCards': '組織のカードに戻る',

  'editor.showPreview': 'プレビューを表示',
  'editor.hidePreview': 'プレビューを隠す',
  'editor.livePreview': 'ライブプレビュー',
  'editor.compactPreview': '縮小プレビュー',
  'editor.draftTitle': '下書きを復元しました',
  'editor.draftBody':
    '以前入力したテキストはこの端末に保存されていたため、フォームに戻しました。選んだ画像は保存されていません。保存する前にもう一度選んでください。',
  'editor.discardDraft': '下書きを破棄',
  'editor.keepEditing': '編集を続ける',
  'editor.section.details': 'カードの詳細',
  'editor.section.detailsHelp': 'タイトルはカードの見分けに使います。見えるのはあなただけです。',
  'editor.section.about': 'あなたについて',
  'editor.section.contact': '連絡先',
  'editor.section.social': 'SNS プロフィール',
  'editor.section.socialHelp': 'プロフィールのリンクを貼り付けるか、ユーザー名を入力してください。',
  'editor.section.images': '画像',
  'editor.section.imagesHelp': '適用した画像はカードと一緒に保存されます。',
  'editor.optional': '{label}(任意)',
  'editor.field.title': 'カードのタイトル',
  'editor.field.fullName': '氏名',
  'editor.field.jobTitle': '役職',
  'editor.field.company': '会社名',
  'editor.field.bio': '自己紹介',
  'editor.field.email': 'メールアドレス',
  'editor.field.phone': '電話番号',
  'editor.field.location': '所在地',
  'editor.field.website': 'ウェブサイト',
  'editor.placeholder.linkedin': 'linkedin.com/in/ユーザー名 またはユーザー名',
  'editor.placeholder.github': 'github.com/ユーザー名 またはユーザー名',
  'editor.placeholder.twitter': 'x.com/ユーザー名 または @ユーザー名',
  'editor.placeholder.facebook': 'facebook.com/ユーザー名 またはユーザー名',
  'editor.placeholder.instagram': 'instagram.com/ユーザー名 または @ユーザー名',
  'editor.previewName': 'お名前',
  'editor.previewJobTitle': '役職',
  'editor.uploadingImages': '画像をアップロードしています…',
  'editor.processingImages': '画像を処理しています…',
  'editor.cancel': 'キャンセル',
  'editor.saveCard': 'カードを保存',
  'editor.updateCard': 'カードを更新',
  'editor.newerCardLoaded':
    '別の場所で保存されたカードを読み込みました。それ以外は何も変わっていません。',
  'editor.createFailed': 'カードを作成できませんでした',
  'editor.updateFailed': 'カードを更新できませんでした',
  'editor.deleteFailed': 'カードを削除できませんでした',
  'editor.loadFailed': 'カードの詳細を読み込めませんでした',
  'editor.showcaseFailed': 'このカードを読み込めません。しばらくしてからもう一度お試しください。',
  'editor.missingId': 'カード ID がありません',
  'editor.cardsRemaining': '{remaining, plural, other {あと {count} 枚のカードを作成できます。}}',

  'editor.rule.required': '{label}を入力してください',
  'editor.rule.tooLong': '{label}は {max} 文字以内で入力してください',
  'editor.rule.social': '{label} のプロフィールリンクまたはユーザー名を入力してください',
  'editor.rule.phoneDigits': '電話番号は {max} 桁以内で入力してください',
  'editor.rule.phonePattern':
    '電話番号に使えるのは、数字、スペース、かっこ、ハイフン、先頭の + です',
  'editor.rule.website': '有効なウェブサイトのアドレスを入力してください(例: {example})',

  'editor.image.profile': 'プロフィール写真',
  'editor.image.profileHelp':
    '画像を選び、プレビューを確認してから適用してください。カードと一緒に保存されます。',
  'editor.image.profileChoose': '画像を選ぶ',
  'editor.image.profileAlt': 'プロフィール写真のプレビュー',
  'editor.image.banner': 'バナー画像',
  'editor.image.bannerHelp':
    'カード上部に使う横長の画像を選んで適用してください。カードと一緒に保存されます。',
  'editor.image.bannerChoose': 'バナーを選ぶ',
  'editor.image.bannerAlt': 'バナー画像のプレビュー',
  'editor.image.logo': '会社のロゴ',
  'editor.image.logoHelp':
    '会社のロゴを選んで適用してください(PNG なら透明な背景がそのまま残ります)。カードと一緒に保存されます。',
  'editor.image.logoChoose': 'ロゴを選ぶ',
  'editor.image.logoAlt': '会社のロゴのプレビュー',
  'editor.image.change': '変更',
  'editor.image.profileChange': 'プロフィール写真を変更',
  'editor.image.bannerChange': 'バナー画像を変更',
  'editor.image.logoChange': '会社のロゴを変更',
  'editor.image.saved': 'カードに保存済み',
  'editor.image.none': 'まだありません',

  'editor.design.title': 'デザイン',
  'editor.design.description':
    'カードの見た目を選んでください。変更はすべてプレビューに表示されます。カードが読みやすいよう、必要に応じて色が調整されます。',
  'editor.design.lockedTitle': 'プレミアムデザインはロックされています',
  'editor.design.lockedOver':
    'サブスクリプションの枚数を超えるカードをお持ちのため、カードを削除するかカードを追加するまで、プレミアムのテンプレートとオプションはロックされます。カードは今のデザインのままです。',
  'editor.design.lockedEnded':
    'サブスクリプションが終了したため、プレミアムのテンプレートとオプションはロックされています。カードは今のデザインのままです。',
  'editor.design.seePlansPricing': '料金ページでプランを見る',
  'editor.design.template': 'テンプレート',
  'editor.design.colours': '色',
  'editor.design.palettes': 'カラーパレット',
  'editor.design.accent': 'アクセントカラー',
  'editor.design.background': '背景色',
  'editor.design.picker': '{label}の選択',
  'editor.design.hexRule': '色は # と 16 進数 6 桁で入力してください(例: #4338ca)。',
  'editor.design.adjustedTitle': 'カードを読みやすくするために調整しました',
  'editor.design.darkened':
    '「ダーク」テンプレートには暗い背景が必要なため、選んだ背景色を暗くしました。',
  'editor.design.accentAdjusted':
    'アクセントカラーの背景とのコントラストは {ratio} です。文字とボタンには {needed} が必要なため、{color} に{direction, select, darkened {暗く} other {明るく}}しました。',
  'editor.design.font': 'フォント',
  'editor.design.premiumOption': '{name}(プレミアム)',
  'editor.design.buttonShape': 'ボタンの形',
  'editor.design.logoPremium':
    '会社のロゴの新規追加はプレミアムオプションです。<link>プランを見る</link>',
  'editor.design.qrCentre': 'QR コードの中央',
  'editor.design.qrHelp':
    'コードはあなたの色で描かれます。中央に画像を入れると、読み取れるよう誤り訂正レベルが上がります。',
  'editor.design.qrOnWhite':
    'スマートフォンのカメラは QR コードを明るい地の上の暗い四角として読み取りますが、背景色が暗すぎるため、コードは白の上に置かれます。',
  'editor.design.qrOnTint':
    'スマートフォンのカメラは QR コードを明るい地の上の暗い四角として読み取りますが、背景色が暗すぎるため、コードはアクセントカラーの淡い色({color})の上に置かれます。',
  'editor.design.qrDarkened':
    'コードの四角には地とのコントラスト {min} 以上と、地より暗い色が必要です。アクセントカラーはそこで {ratio} のため、{color} で描かれます。',
  'editor.design.hideBranding': 'CardVault の表示を隠す',
  'editor.design.hideBrandingHelp':
    '公開ページ、そのリンクプレビュー、保存される連絡先に CardVault の名前、ロゴ、リンクを表示しません。',
  'editor.design.premium': 'プレミアム',
  'editor.template.classic': 'クラシック',
  'editor.template.classic.about': 'バナーの端に写真を重ね、その下に詳細。',
  'editor.template.minimal': 'ミニマル',
  'editor.template.minimal.about': 'バナーなし。名前の横に小さな写真、ゆったりした余白。',
  'editor.template.centered': 'センター',
  'editor.template.centered.about': '短いバナーの下にすべてを中央揃え。',
  'editor.template.banner': 'ボールドバナー',
  'editor.template.banner.about': 'アクセントカラーの大きなバナーに名前を載せます。',
  'editor.template.split': 'スプリット',
  'editor.template.split.about': '写真を詳細の横の列に配置。',
  'editor.template.photo': 'フォト',
  'editor.template.photo.about': 'まず大きな写真、その下に詳細。',
  'editor.template.corporate': 'コーポレート',
  'editor.template.corporate.about': '会社のロゴと社名を先に、その次にあなた。',
  'editor.template.dark': 'ダーク',
  'editor.template.dark.about': '暗い背景に明るい文字。',
  'editor.font.system': 'システム',
  'editor.shape.rounded': '角丸',
  'editor.shape.square': '四角',
  'editor.shape.pill': 'ピル型',
  'editor.qrLogo.none': 'なし',
  'editor.qrLogo.profile': 'プロフィール写真',
  'editor.qrLogo.logo': '会社のロゴ',
  'editor.palette.Indigo': 'インディゴ',
  'editor.palette.Forest': 'フォレスト',
  'editor.palette.Ocean': 'オーシャン',
  'editor.palette.Sunset': 'サンセット',
  'editor.palette.Berry': 'ベリー',
  'editor.palette.Graphite': 'グラファイト',
  'editor.palette.Midnight': 'ミッドナイト',

  'editor.exchange.title': '連絡先の交換',
  'editor.exchange.description':
    '訪問者が自分の連絡先を残せます。残された連絡先はリードで確認できます。',
  'editor.exchange.label': '訪問者が連絡先を共有できるようにする',
  'editor.exchange.help':
    'カードのページの「連絡先を保存」の横に「あなたの連絡先を共有」を追加します。送信前に訪問者の同意が必要です。',

  'editor.conflict.yes': 'はい',
  'editor.conflict.no': 'いいえ',
  'editor.conflict.on': 'オン',
  'editor.conflict.off': 'オフ',
  'editor.conflict.noImage': '画像なし',
  'editor.conflict.yours': '{image}: あなたのもの',
  'editor.conflict.newer': '{image}: 新しく保存されたもの',

  'cardTile.created': '作成日',
  'cardTile.logo': '{name}のロゴ',
  'cardTile.phone': '電話番号:',
  'cardTile.email': 'メールアドレス:',
  'cardTile.views':
    '過去 {days} 日間の閲覧 {views, plural, other {{count} 回}}<sr>({name}のカード: インサイトを開く)</sr>',
  'cardTile.leads': 'リード {leads, plural, other {{count} 件}}<sr>({name}のカードから: 開く)</sr>',
  'cardTile.share': '共有<sr>: {name}のカード(ウォレット、署名、印刷など)</sr>',
  'cardTile.show': '表示<sr>: {name}のカード(新しいタブで開きます)</sr>',
  'cardTile.edit': '編集<sr>: {name}のカード</sr>',
  'cardTile.delete': '削除<sr>: {name}のカード</sr>',

  'orgPanel.teamCards': 'チームのカード',
  'orgPanel.yourRole': 'あなたの役割: {role}',
  'orgPanel.role.owner': 'オーナー',
  'orgPanel.role.admin': '管理者',
  'orgPanel.role.member': 'メンバー',
  'orgPanel.managerBody':
    'これらのカードは{organisation}のもので、組織のサブスクリプションで利用されます。チームページでそれぞれをメンバーに割り当てると、そのメンバーが編集できるようになります。',
  'orgPanel.create': '組織のカードを作成',
  'orgPanel.assign': 'チームページでカードを割り当てる',
  'orgPanel.memberBody':
    'あなたに割り当てられた{organisation}のカードが表示され、編集できます。カードの作成と割り当てはオーナーと管理者が行います。',
  'orgPanel.seeWho': '{organisation}のメンバーを見る',

  'notice.overTitle': 'サブスクリプションの枚数を超えるカードをお持ちです',
  'notice.overSituation':
    '現在のサブスクリプションは {allocation, plural, other {# 枚}}分ですが、カードは {held, plural, other {# 枚}}あります。',
  'notice.overConsequence':
    '{allocation, plural, other {# 枚}}以内に戻るまで、カードの作成とプレミアムデザインの選択はできません。カードとその公開ページは引き続き使えます。',
  'notice.overRemedy':
    'カードを {extra, plural, other {# 枚}}削除するか、料金ページでカードを追加してください。',
  'notice.addCards': 'カードを追加',
  'notice.unknownOrg':
    '「{slug}」の組織のメンバーではありません。表示しているのはあなた自身の{shown, select, cards {カード} figures {数値} leads {リード} other {{shown}}}です。',
  'notice.hide': 'このメッセージを隠す',

  'templateGallery.title': 'カードのテンプレート',
  'templateGallery.description':
    '8 種類のレイアウトに、あなたの色とフォント。どの組み合わせでも読みやすさを保てるよう、色のコントラストを確認して調整します。',
  'templateGallery.previous': '前のテンプレート',
  'templateGallery.next': '次のテンプレート',
  'templateGallery.included': '標準',
  'templateGallery.sample': '「{template}」テンプレートのカード見本',

  'brandKit.title': 'ブランドキット',
  'brandKit.describe':
    '{organisation}のすべてのカードの出発点になるデザインと情報です。項目をロックすると、誰が編集してもすべてのカードでキットの内容が使われます。',
  'brandKit.loading': 'ブランドキットを読み込んでいます…',
  'brandKit.loadFailed': 'ブランドキットを読み込めませんでした',
  'brandKit.saveFailed': 'ブランドキットを保存できませんでした',
  'brandKit.saved': 'ブランドキットを保存しました',
  'brandKit.setBy': '{organisation}が設定',
  'brandKit.lockedPhoneEmpty':
    'ロックする前に代表電話番号を入力してください。どのカードにも電話番号が必要です',
  'brandKit.addressTooLong': '住所は 200 文字以内で入力してください',
  'brandKit.onlyManagers': '{organisation}のブランドキットを変更できるのはオーナーと管理者だけです',
  'brandKit.nothingLockedMember':
    'ロックされている項目はありません。割り当てられたカードのすべての項目を変更できます。',
  'brandKit.lockedForMember':
    '割り当てられたカードでは、次の項目がキットから設定されます: {fields}。',
  'brandKit.lockOnEvery': 'すべてのカードで「{field}」をロック',
  'brandKit.sharedTitle': '共通の情報',
  'brandKit.sharedHelp':
    '組織のすべてのカードに共通する情報です。ロックした項目はすべてのカードでここの内容になり、ロックしていない項目は新しいカードの初期値になります。',
  'brandKit.designHelp':
    '新しいカードの出発点になるデザインです。どのカードも読みやすいよう必要に応じて色が調整され、その様子はプレビューで確認できます。',
  'brandKit.logoSaved': 'ブランドキットに保存済み',
  'brandKit.nothingLocked':
    'ロックされている項目はありません。メンバーは自分のカードのすべての項目を変更できます。',
  'brandKit.lockedCount':
    '{count, plural, other {# 個の項目がロックされています。保存すると、{organisation}のすべてのカードに一度に書き込まれます。}}',
  'brandKit.uploadingLogo': 'ロゴをアップロードしています…',
  'brandKit.saving': '保存しています…',
  'brandKit.backToTeam': 'チームに戻る',
  'brandKit.save': 'ブランドキットを保存',
  'brandKit.previewTitle': 'キットを適用したメンバーのカード',
  'brandKit.previewHelp': '本人の名前と情報に、キットの内容を組み合わせます。',
  'brandKit.sampleJobTitle': 'アカウントマネージャー',
  'brandKit.field.template': 'テンプレート',
  'brandKit.field.accentColor': 'アクセントカラー',
  'brandKit.field.backgroundColor': '背景色',
  'brandKit.field.fontFamily': 'フォント',
  'brandKit.field.buttonShape': 'ボタンの形',
  'brandKit.field.qrLogo': 'QR コードの中央',
  'brandKit.field.brandLogo': '会社のロゴ',
  'brandKit.field.company': '会社名',
  'brandKit.field.website': 'ウェブサイト',
  'brandKit.field.location': '住所',
  'brandKit.field.phone': '代表電話番号',
};

export default editor;
