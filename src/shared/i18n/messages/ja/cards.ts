import type { AreaCatalogue } from '../../catalogue';
import type cardsEn from '../en/cards';

const cards: AreaCatalogue<typeof cardsEn> = {
  'myCards.title': 'マイカード',
  'myCards.loadingOrganisation': '組織を読み込んでいます…',
  'myCards.orgTitle': '{organisation} のカード',
  'myCards.organisation': '組織',
  'myCards.orgIntroManager': '組織のすべてのカードです。ご自身のカードは「個人」にあります。',
  'myCards.orgIntroMember':
    'あなたに割り当てられた組織のカードです。ご自身のカードは「個人」にあります。',
  'myCards.yourCards': 'あなたのカード',
  'myCards.loadingCards': 'カードを読み込んでいます',
  'myCards.cardPages': 'カードのページ',
  'myCards.deleteTitle': 'カードを削除',
  'myCards.deleteQuestion': 'このカードを削除してもよろしいですか？',
  'myCards.deleteConfirm': '削除する',
  'myCards.deleteCancel': '削除しない',
  'myCards.deleteWarning': '{name} さんのカード、その QR コードと公開ページが削除されます。',
  'myCards.empty.title': 'カードがありません',
  'myCards.empty.createFirst': '最初のカードを作成',
  'myCards.empty.body': '専用の QR コード付きのデジタル名刺を作成して、共有を始めましょう。',
  'myCards.empty.trialStep': '{months} か月の無料トライアルを開始',
  'myCards.empty.trialNote': 'トライアル期間中は料金は発生しません。',
  'myCards.empty.startTrial': '無料トライアルを開始',
  'myCards.empty.createStepNote': '情報を入力したら、リンクや QR コードでカードを共有できます。',
  'myCards.empty.twoSteps': 'まだカードがありません。最初のカードまでは 2 ステップです：',
  'myCards.orgEmpty.memberTitle': 'まだカードが割り当てられていません',
  'myCards.orgEmpty.memberBody':
    '{organisation} のオーナーまたは管理者がカードを割り当てると、ここに表示され、編集できるようになります。',
  'myCards.orgEmpty.title': '{organisation} にはまだカードがありません',
  'myCards.orgEmpty.create': '組織のカードを作成',
  'myCards.orgEmpty.body':
    'メンバーごとにカードを作成しましょう。カードは組織のもので、チームページでメンバーに割り当てます。',

  'vault.noSlotsTitle': 'カード枠はまだありません',
  'vault.noSlotsBody':
    'カード枠はサブスクリプションに含まれます。枠の数は無料トライアルの開始時に選べます。',
  'vault.usage': '{allocated} 枠中 {created} 枠を使用中',
  'vault.cardsCreated': '作成したカード',
  'vault.availableSlots': '空き枠',
  'sidePanel.trialTitle': '無料トライアルを始めましょう',
  'sidePanel.trialBody':
    'CardVault を {months, plural, other {# か月}}無料でお試しいただけます。トライアル終了まで料金はかからず、いつでも解約できます。',
  'sidePanel.reactivate': 'サブスクリプションを再開',
  'sidePanel.pastDue':
    'お支払いの期限が過ぎています。カードの作成を続けるにはサブスクリプションを再開してください。',
  'sidePanel.canceled':
    'サブスクリプションは解約されました。既存のカードは引き続きご利用いただけます。',
  'sidePanel.createTitle': '新しいカードを作成',
  'sidePanel.freeSlots': '{remaining, plural, other {新しいカードに使える空き枠が # 枠あります。}}',
  'sidePanel.unlockTitle': 'カードを追加',
  'sidePanel.unlockBody':
    'チーム全員分のカードが必要ですか？サブスクリプションにはいつでも枠を追加できます。',
  'sidePanel.seePlans': 'プランを見る',
  'sidePanel.outTitle': '空き枠がありません',
  'sidePanel.outBody':
    'サブスクリプションのカード枠はすべて使用中です。新しいカードを作成するには枠を追加してください。',
  'sidePanel.addSlots': '枠を追加',
  'sidePanel.questionsTitle': 'ご不明な点はありますか？',
  'sidePanel.questionsBody':
    'カード、サブスクリプション、その他どんなことでもお気軽にご相談ください。',
  'sidePanel.sendQuery': 'お問い合わせを送る',
};

export default cards;
