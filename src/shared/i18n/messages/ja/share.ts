import type { AreaCatalogue } from '../../catalogue';
import type shareEn from '../en/share';

const share: AreaCatalogue<typeof shareEn> = {
  'share.loadingCard': 'カードを読み込んでいます…',
  'share.title': 'カードを共有',
  'share.back': 'マイカード',
  'share.intro':
    'ウォレット、メール署名、ビデオ通話、NFC タグ、紙、電波のないスマートフォン。どの方法でも同じカードページにつながります。',
  'share.cardName': '<bdi>{name}</bdi>: ',
  'share.wallet.title': 'ウォレットパス',
  'share.wallet.description':
    'スマートフォンのウォレットにカードを。名前、役職、会社名をカードの色で表示し、カードページを開く QR コードも付きます。カードを編集したら、もう一度追加すると新しい情報になります。',
  'share.wallet.checking': 'このサーバーが対応しているウォレットを確認しています…',
  'share.wallet.checkFailed':
    'このサーバーが対応しているウォレットを確認できませんでした。ページを再読み込みしてもう一度お試しください。',
  'share.wallet.unavailable': 'このサイトではまだウォレットパスを利用できません。',
  'share.wallet.adminHint':
    'あなたは管理者です。管理コンソールの<link>サイトの設定</link>に、設定すべきキーが記載されています。',
  'share.wallet.apple': 'Apple Wallet に追加',
  'share.wallet.google': 'Google Wallet に追加',
  'share.wallet.googleFailed':
    'Google Wallet のリンクを作成できませんでした。もう一度お試しください。',
  'share.wallet.output': 'ここで作成したパスの QR コード',
  'share.signature.title': 'メール署名',
  'share.signature.description':
    '送信するすべてのメールからカードへ。Gmail、Outlook、Apple Mail 用の署名です。',
  'share.signature.body':
    '{count} 種類のレイアウト（{layouts}）から選び、仕上がりを確認して、写真、ロゴ、色、カードへのリンクと一緒にコピーできます。',
  'share.signature.make': 'メール署名を作成',
  'share.signature.output': 'ここで作成した署名のリンクと画像',
  'share.background.title': 'ビデオ通話の背景',
  'share.background.description':
    'Zoom、Google Meet、Microsoft Teams で、名前、役職、会社名とカードへの QR コードを背景に表示します。',
  'share.background.layout': 'レイアウト',
  'share.background.corner': 'コーナー',
  'share.background.cornerDescription': 'あなたの色で、QR コードは右上、名前は左下に。',
  'share.background.side': 'サイドパネル',
  'share.background.sideDescription': '右側にアクセントカラーのパネル、そこに QR コードと名前。',
  'share.background.minimal': 'ミニマル',
  'share.background.minimalDescription': '落ち着いた無地の背景に、小さな QR コードと左上の名前。',
  'share.background.failed': '背景を作成できませんでした。もう一度お試しください。',
  'share.background.download': '背景をダウンロード',
  'share.background.howTo':
    'バーチャル背景として設定します。Zoom は［設定］›［背景とエフェクト］、Google Meet は［ビジュアル エフェクトを適用］›［背景］、Teams は［ビデオ効果］›［背景］から、ダウンロードした画像を追加してください。自分のプレビューは左右反転しているため文字が逆に見えますが、ほかの参加者には正しい向きで表示されます。',
  'share.background.output': 'ここで作成した背景の QR コード',
  'share.qr.title': 'QR コード',
  'share.qr.description': 'スライド、ポスター、ステッカー、印刷したカードに。',
  'share.qr.carries': 'コードの内容',
  'share.qr.url': 'カードページへのリンク',
  'share.qr.urlDescription':
    'いつでも最新のカードを開きます。読み取るスマートフォンには通信が必要です。',
  'share.qr.vcard': '連絡先を直接格納（オフラインでも使えます）',
  'share.qr.vcardDescription':
    '名前、電話番号、メール、会社名、役職をコードから直接スマートフォンに保存します。カードを編集したら印刷し直してください。',
  'share.qr.urlAlt': '{name} さんのカードの QR コード',
  'share.qr.vcardAlt': '{name} さんの連絡先を含む QR コード',
  'share.qr.png': 'PNG をダウンロード',
  'share.qr.svg': 'SVG をダウンロード',
  'share.qr.output': 'ここでダウンロードしたコード',
  'share.print.title': '印刷用カード',
  'share.print.description':
    'カードの色とフォントで作る PDF。表面に情報、裏面にカードページへの QR コードを配置します。',
  'share.print.paper': '用紙',
  'share.print.card': 'カード 1 枚（85 × 55 mm）',
  'share.print.cardDetail': 'トンボ付きのカード 1 枚。印刷所向け',
  'share.print.a4': 'A4 用紙に 10 枚',
  'share.print.a4Detail': '85 × 55 mm のカード、表面の後に裏面',
  'share.print.letter': 'レター用紙に 10 枚',
  'share.print.letterDetail': '3.5 × 2 インチのカード、表面の後に裏面',
  'share.print.failed': 'PDF を作成できませんでした。もう一度お試しください。',
  'share.print.download': 'PDF をダウンロード',
  'share.print.howTo':
    '100%（実際のサイズ。「ページに合わせる」ではなく）で印刷してください。用紙の場合は長辺とじで両面印刷し、トンボに沿って切ります。',
  'share.print.output': 'この PDF から印刷したカード',
  'share.nfc.title': 'NFC タグ',
  'share.nfc.description':
    'NFC ステッカーやカードにあなたのカードを。スマートフォンをかざすとカードページが開きます。',
  'share.nfc.refused':
    'NFC の許可が拒否されました。Chrome のサイト設定でこのサイトの NFC を許可してから、もう一度お試しください。',
  'share.nfc.unsupported': 'このスマートフォンは NFC タグに書き込めません。',
  'share.nfc.off':
    'NFC がオフか使用中です。スマートフォンの設定で NFC をオンにしてから、もう一度お試しください。',
  'share.nfc.notWritten':
    'タグに書き込めませんでした。スマートフォンの背面にしっかり当てたまま、もう一度お試しください。ロックされたタグには書き込めません。',
  'share.nfc.hold': 'NFC タグをスマートフォンの背面にかざしてください…',
  'share.nfc.cancel': 'キャンセル',
  'share.nfc.write': 'NFC タグに書き込む',
  'share.nfc.writeAnother': '別のタグに書き込む',
  'share.nfc.written': '書き込みました',
  'share.nfc.writtenBody': 'スマートフォンでタグにタッチするとカードが開きます。',
  'share.nfc.failedTitle': '書き込めませんでした',
  'share.nfc.androidTitle': 'Android からタグに書き込む',
  'share.nfc.androidBody':
    'このブラウザーは NFC タグに書き込めません。Android スマートフォンの Chrome でこのページを開いてここから書き込むか、任意のスマートフォンの NFC アプリ（NFC Tools や NXP TagWriter などの iPhone / Android アプリ）で下のアドレスを書き込んでください。URL レコードを選びます。',
  'share.nfc.address': 'タグのアドレス',
  'share.nfc.copy': 'アドレスをコピー',
  'share.nfc.copied': 'タグのアドレスをクリップボードにコピーしました。',
  'share.nfc.copiedTitle': 'アドレスをコピーしました',
  'share.nfc.copyFailed': 'アドレスを選択して手動でコピーしてください。',
  'share.nfc.copyFailedTitle': 'コピーできませんでした',
  'share.nfc.size':
    'タグの {bytes} バイトを使います。{tag}（{tagBytes} バイト）以上のタグに収まります。タッチはインサイトで NFC として集計されます。',
  'share.nfc.sizeTooLarge':
    'タグの {bytes} バイトを使い、一般的なタグの容量を超えます。タッチはインサイトで NFC として集計されます。',
  'share.nfc.output': 'ここで書き込んだタグ',
  'share.home.title': 'オフラインとホーム画面',
  'share.home.description':
    'カードページは通信がなくても表示でき、アプリのようにホーム画面に置けます。',
  'share.home.offline':
    '一度カードページを開いた人は、電波がなくてももう一度開けます。スマートフォンがページ、画像、連絡先ファイルを保持し、オフラインで表示します。設定は不要です。',
  'share.home.install': 'カードをホーム画面に追加',
  'share.home.android': 'Android、Chrome',
  'share.home.androidSteps':
    'カードページを開き、⋮ メニューをタップして［ホーム画面に追加］（または［アプリをインストール］）。',
  'share.home.ios': 'iPhone と iPad、Safari',
  'share.home.iosSteps': 'カードページを開き、［共有］をタップして［ホーム画面に追加］。',
  'share.home.step': '<name>{browser}:</name> {steps}',
  'share.home.app':
    'カードの色でフルスクリーン表示され、写真（またはイニシャル）がアイコンになります。対面でカードをすばやく見せるのに便利です。',
  'share.home.address': 'あなたのカードページ',
  'share.home.open': 'カードページを開く',
  'share.home.copy': 'アドレスをコピー',
  'share.home.copied': 'カードのアドレスをクリップボードにコピーしました。',
  'share.home.copyFailed': 'コピーできませんでした。アドレスを選択して手動でコピーしてください。',
  'share.local.deviceTitle': 'このサイトのアドレスはこのコンピューターでしか使えません',
  'share.local.networkTitle': 'このサイトのアドレスはこのネットワーク内でしか使えません',
  'share.local.deviceBody':
    'このサイトは <address>{origin}</address> で開かれていますが、このアドレスにはこのコンピューターからしかアクセスできません。ここで作成したウォレットパス、背景、QR コード、印刷用カード、NFC タグ、メール署名はこのアドレスでカードを開くため、ほかの場所のスマートフォンからは開けません。サイトの管理者に公開アドレスを依頼してから、作り直してください。',
  'share.local.networkBody':
    'このサイトは <address>{origin}</address> で開かれていますが、このアドレスにはこのネットワーク内の機器からしかアクセスできません。ここで作成したウォレットパス、背景、QR コード、印刷用カード、NFC タグ、メール署名はこのアドレスでカードを開くため、ほかの場所のスマートフォンからは開けません。サイトの管理者に公開アドレスを依頼してから、作り直してください。',
  'share.local.admin':
    'あなたは管理者です。<code>PUBLIC_URL</code> を利用者が開くアドレス（例: <code>https://cards.example.com</code>）に設定し、サーバーを再起動してからそのアドレスでサイトを開いてください。ほかの設定内容は管理コンソールの<link>サイトの設定</link>で確認できます。',
  'share.local.deviceShort': 'このコンピューターでのみ有効',
  'share.local.networkShort': 'このネットワーク内でのみ有効',
  'share.local.deviceWarning':
    '{output}は <address>{origin}</address> でカードを開きますが、このアドレスにはこのコンピューターからしかアクセスできません。サイトの管理者に公開アドレスを依頼してください。<link>これはどういう意味？</link>',
  'share.local.networkWarning':
    '{output}は <address>{origin}</address> でカードを開きますが、このアドレスにはこのネットワーク内の機器からしかアクセスできません。サイトの管理者に公開アドレスを依頼してください。<link>これはどういう意味？</link>',
  'share.signatureWords.viewCard': 'デジタル名刺を見る',
  'share.signatureWords.viewCardArrow': 'デジタル名刺を見る →',
  'share.signatureWords.myCard': '私の名刺',
  'share.signatureWords.logo': '{name} のロゴ',
  'share.signatureWords.phoneLine': '電話: {phone}',
  'share.signatureWords.emailLine': 'メール: {email}',
  'share.signatureWords.websiteLine': 'ウェブサイト: {website}',
  'share.signatureWords.cardLine': '私の名刺: {url}',
  'share.signatureWords.roleSeparator': ', ',
  'share.signaturePage.title': 'メール署名',
  'share.signaturePage.back': 'カードを共有',
  'share.signaturePage.intro':
    '送信するすべてのメールの下に、あなたの情報、写真、色とカードへのリンクを。',
  'share.signaturePage.layout': 'レイアウト',
  'share.signaturePage.layoutLegend': '署名のレイアウト',
  'share.signaturePage.classic': 'クラシック',
  'share.signaturePage.classicDescription': '情報の横に写真、アクセントカラーのライン付き。',
  'share.signaturePage.compact': 'コンパクト',
  'share.signaturePage.compactDescription': '写真なしの 2〜3 行のテキスト。返信や長いスレッドに。',
  'share.signaturePage.banner': 'バナー',
  'share.signaturePage.bannerDescription': 'アクセントカラーの帯に名前、その下にロゴとリンク。',
  'share.signaturePage.preview': 'プレビュー',
  'share.signaturePage.previewDescription': 'メールでの見え方です。リンクはカードにつながります。',
  'share.signaturePage.failed':
    '署名を作成できませんでした。しばらくしてからもう一度お試しください。',
  'share.signaturePage.building': '署名を作成しています…',
  'share.signaturePage.copy': '署名をコピー',
  'share.signaturePage.copyPlain': 'テキストをコピー',
  'share.signaturePage.copied': 'メールソフトの署名設定に貼り付けてください。',
  'share.signaturePage.copiedTitle': '署名をコピーしました',
  'share.signaturePage.plainCopied': 'テキスト形式の署名をクリップボードにコピーしました。',
  'share.signaturePage.plainCopiedTitle': 'テキストをコピーしました',
  'share.signaturePage.notCopied':
    'ブラウザーがコピーを許可しませんでした。表示の手順で手動でコピーしてください。',
  'share.signaturePage.notCopiedTitle': 'コピーできませんでした',
  'share.signaturePage.byHand': '手動でコピー',
  'share.signaturePage.byHandRich':
    'プレビュー内をクリックし、Ctrl+A（Mac は ⌘A）で署名を選択してから、Ctrl+C（⌘C）でコピーしてください。',
  'share.signaturePage.byHandPlain':
    '下のテキストが選択されています。Ctrl+C（Mac は ⌘C）でコピーしてください。',
  'share.signaturePage.plain': 'テキスト版',
  'share.signaturePage.frame': '署名のプレビュー',
  'share.signaturePage.steps': 'メールに追加する',
  'share.signaturePage.gmail1': '［設定］（歯車）を開き、［すべての設定を表示］を選びます。',
  'share.signaturePage.gmail2': '［全般］で［署名］を探し、［新規作成］を選びます。',
  'share.signaturePage.gmail3': '貼り付けて、ページ下部の［変更を保存］を押します。',
  'share.signaturePage.outlook1':
    '［設定］を開き、［アカウント］（または［メール］）、［署名］の順に進みます。',
  'share.signaturePage.outlook2': '［新しい署名］を選び、名前を付けます。',
  'share.signaturePage.outlook3': '貼り付けて［保存］。新規メッセージの既定の署名に選びます。',
  'share.signaturePage.apple1': 'メールを開き、［設定］（［環境設定］）、［署名］の順に進みます。',
  'share.signaturePage.apple2': 'アカウントを選んで ＋ を押します。',
  'share.signaturePage.apple3':
    '「常にデフォルトのメッセージフォントに合わせる」のチェックを外してから貼り付けます。',
};

export default share;
