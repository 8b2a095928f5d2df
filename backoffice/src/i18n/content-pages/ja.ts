import type contentPagesEnUS from './en-US';

const contentPages: typeof contentPagesEnUS = {
  resources: {
    faq: {
      name: 'FAQ項目 |||| よくある質問',
      fields: {
        id: 'ID',
        topic: 'トピック',
        question: '質問',
        answer: '回答',
        position: '表示順',
        hidden: '非表示',
      },
      topics: {
        shipping: '配送',
        duties: '関税と税金',
        payment: 'お支払い',
        returns: '返品',
        goods: '商品について',
      },
    },
    team: {
      name: 'メンバー |||| チーム',
      fields: {
        id: 'ID',
        name: '名前',
        role: '役割',
        bio: '紹介文',
        photo: '写真',
        position: '表示順',
        hidden: '非表示',
      },
    },
    looks: {
      name: 'ルック |||| ルックブック',
      fields: {
        id: 'ID',
        title: 'タイトル',
        description: '説明',
        image: '写真',
        hotspots: '写真の商品',
        productId: '商品ID',
        x: '横位置（%）',
        y: '縦位置（%）',
        position: '表示順',
        hidden: '非表示',
      },
      helpers: {
        image:
          'このルックの商品を各ポイントの位置に並べたシーン: /images/looks/<ルックのID>.svg。または写真: /images/… または https のアドレス。',
        hotspots: '各ポイントで商品が開きます。0%が左端または上端、100%が右端または下端です。',
      },
    },
    subscribers: {
      name: '購読者 |||| ニュースレター購読者',
      fields: {
        email: 'メールアドレス',
        status: '状態',
        language: '言語',
        requestedAt: '登録日時',
        confirmedAt: '確認日時',
      },
      statuses: { pending: '確認待ち', confirmed: '確認済み', unsubscribed: '配信停止' },
      filters: { search: 'アドレスを検索' },
    },
    'contact-messages': {
      name: 'お問い合わせ |||| お問い合わせ',
      fields: {
        receivedAt: '受信日時',
        name: '名前',
        email: 'メールアドレス',
        subject: '件名',
        message: 'メッセージ',
        language: '言語',
      },
      filters: { search: 'メッセージを検索' },
    },
    outbox: {
      name: 'メール |||| 送信トレイ',
      fields: { createdAt: '保存日時', recipient: '宛先', subject: '件名', text: '本文' },
    },
  },
  page_entries: {
    helpers: {
      id: 'ハイフンでつないだ小文字の単語（例：faq-gift-wrap）。後から変更できません。',
      translation: '英語は必須です。空欄の言語には英語の文章が表示されます。',
      position: '数字が小さいほど先に表示されます。',
      image: '/images/… または https のアドレス。',
    },
    validation: {
      id: '小文字・数字・単独のハイフンだけを使ってください。',
      percent: '0から100の間で入力してください。',
    },
  },
};

export default contentPages;
